import { z } from 'zod';

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** GET /api/auth/user */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  credits: z.number().int(),
  role: roleSchema,
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
