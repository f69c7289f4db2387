import { z } from 'zod';

/** GET /api/settings */
export const settingsSchema = z.object({
  pricingUSD: z.number().positive(),
  pricingINR: z.number().positive(),
});
export type Settings = z.infer<typeof settingsSchema>;
