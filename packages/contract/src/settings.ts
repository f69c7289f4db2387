import { z } from 'zod';

/** GET /api/settings */
export const settingsSchema = z.object({
  pricingUSD: z.number().positive(),
  pricingINR: z.number().positive(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** What GET /api/settings answers: the prices, and which payment methods this server is configured for. */
export const publicSettingsSchema = settingsSchema.extend({
  paypalEnabled: z.boolean(),
  upiEnabled: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
