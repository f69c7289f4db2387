import { DEFAULT_PRICING_INR, DEFAULT_PRICING_USD, SUPPORT_EMAIL_DEFAULT } from '@hireproof/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { makeSettings } from '../test/billing-data.ts';
import { fakeFetch } from '../test/fake-fetch.ts';
import '../test/render.tsx';
import { createQueryClient } from './query-client.ts';
import { useSettings } from './settings.ts';

function renderSettings() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSettings(), { wrapper });
}

const DEFAULTS = {
  pricingUSD: DEFAULT_PRICING_USD,
  pricingINR: DEFAULT_PRICING_INR,
  paypalEnabled: false,
  upiEnabled: false,
  supportEmail: SUPPORT_EMAIL_DEFAULT,
  supportEmailConfigured: false,
};

describe('useSettings', () => {
  it("shows the contract's defaults until the answer arrives, then the server's values", async () => {
    const settings = makeSettings({ pricingUSD: 12.5, pricingINR: 999, upiEnabled: false });
    fakeFetch({ 'GET /api/settings': () => ({ body: settings }) });
    const { result } = renderSettings();
    expect(result.current).toEqual({ ...DEFAULTS, isLoading: true });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ ...settings, isLoading: false });
  });

  it('keeps the prices of a server that does not report its payment methods or address', async () => {
    fakeFetch({ 'GET /api/settings': () => ({ body: { pricingUSD: 10, pricingINR: 450 } }) });
    const { result } = renderSettings();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ ...DEFAULTS, pricingUSD: 10, pricingINR: 450, isLoading: false });
  });

  it('keeps every default when the answer is not settings', async () => {
    fakeFetch({ 'GET /api/settings': () => ({ body: { pricingUSD: 'nine' } }) });
    const { result } = renderSettings();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ ...DEFAULTS, isLoading: false });
  });
});
