import type { Settings } from '@hireproof/contract';
import { useQuery } from '@tanstack/react-query';
import { PRICING } from './content-sections.ts';

/**
 * Both bundle prices from GET /api/settings (through the app's default query loader). Until the
 * answer arrives, or if it fails, the spec's defaults ($9, ₹399) are shown.
 */
export function usePricing(): { usd: number; inr: number } {
  const { data } = useQuery<Settings>({ queryKey: ['/api/settings'] });
  return { usd: data?.pricingUSD ?? PRICING.defaultUSD, inr: data?.pricingINR ?? PRICING.defaultINR };
}
