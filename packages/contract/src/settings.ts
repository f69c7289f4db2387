import { z } from 'zod';

/** GET /api/settings */
export const settingsSchema = z.object({
  pricingUSD: z.number().positive(),
  pricingINR: z.number().positive(),
});
export type Settings = z.infer<typeof settingsSchema>;

/**
 * What GET /api/settings answers: the prices, which payment methods this server is configured
 * for, and the support address (SUPPORT_EMAIL) the static pages show.
 */
export const publicSettingsSchema = settingsSchema.extend({
  paypalEnabled: z.boolean(),
  upiEnabled: z.boolean(),
  supportEmail: z.email(),
  /**
   * The operator set SUPPORT_EMAIL. When not, `supportEmail` is the built-in default, which no one on
   * this installation reads: a person out of credits is not sent there.
   */
  supportEmailConfigured: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
