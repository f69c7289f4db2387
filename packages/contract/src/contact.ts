import { z } from 'zod';

/** POST /api/contact */
export const contactRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.email('A valid email address is required').max(320),
  subject: z.string().trim().min(1, 'Subject is required').max(300),
  message: z.string().trim().min(1, 'Message is required').max(5000),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export const contactResponseSchema = z.object({ message: z.string() });

/** The answer to an accepted contact message. */
export const CONTACT_THANK_YOU_MESSAGE =
  'Thank you for contacting us. We will get back to you within 24 hours.';
