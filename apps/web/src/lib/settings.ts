import {
  DEFAULT_PRICING_INR,
  DEFAULT_PRICING_USD,
  publicSettingsSchema,
  SUPPORT_EMAIL_DEFAULT,
} from '@hireproof/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { jsonQueryFn } from './api-request.ts';

export const SETTINGS_KEY = ['/api/settings'] as const;

/**
 * GET /api/settings as the contract describes it. A server that does not report its payment methods
 * or its support address still has its prices shown; it offers no method and the default address.
 */
const settingsResponseSchema = publicSettingsSchema.partial({
  paypalEnabled: true,
  upiEnabled: true,
  supportEmail: true,
  supportEmailConfigured: true,
});

/** The one query for the server's settings: the landing page, payments, static pages and admin share it. */
export const settingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: jsonQueryFn(settingsResponseSchema),
});

export interface SiteSettings {
  pricingUSD: number;
  pricingINR: number;
  paypalEnabled: boolean;
  upiEnabled: boolean;
  supportEmail: string;
  /** The operator set the support address (else `supportEmail` is the built-in default). */
  supportEmailConfigured: boolean;
  /** True until the first answer (or failure): the values are the defaults meanwhile. */
  isLoading: boolean;
}

/**
 * The settings with SPEC §9's defaults filled in until they arrive, or when the request fails: $9 and
 * ₹399, no payment method offered (none may turn out to be available), the default support address.
 */
export function useSettings(): SiteSettings {
  const { data, isLoading } = useQuery(settingsQuery);
  return {
    pricingUSD: data?.pricingUSD ?? DEFAULT_PRICING_USD,
    pricingINR: data?.pricingINR ?? DEFAULT_PRICING_INR,
    paypalEnabled: data?.paypalEnabled ?? false,
    upiEnabled: data?.upiEnabled ?? false,
    supportEmail: data?.supportEmail ?? SUPPORT_EMAIL_DEFAULT,
    supportEmailConfigured: data?.supportEmailConfigured ?? false,
    isLoading,
  };
}
