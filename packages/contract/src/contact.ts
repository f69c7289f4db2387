import { z } from 'zod';
import { withoutNul } from './text.ts';

/** POST /api/contact */
export const contactRequestSchema = z.object({
  name: withoutNul(z.string().trim().min(1, 'Name is required').max(200)),
  email: z.email('A valid email address is required').max(320),
  subject: withoutNul(z.string().trim().min(1, 'Subject is required').max(300)),
  message: withoutNul(z.string().trim().min(1, 'Message is required').max(5000)),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export const contactResponseSchema = z.object({ message: z.string() });

/** The answer to an accepted contact message. */
export const CONTACT_THANK_YOU_MESSAGE =
  'Thank you for contacting us. We will get back to you within 24 hours.';
