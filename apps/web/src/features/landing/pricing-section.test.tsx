import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PricingSection } from './pricing-section.tsx';
import { renderWithQueryClient } from './test-helpers.tsx';

function deferredFetch() {
  let resolve: (body: unknown) => void = () => {};
  const fetchMock = vi.fn(
    (_url: string) =>
      new Promise<Response>((done) => {
        resolve = (body) => done(new Response(JSON.stringify(body), { status: 200 }));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, resolve: (body: unknown) => resolve(body) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PricingSection', () => {
  it('shows the defaults while loading, then both prices from GET /api/settings', async () => {
    const { fetchMock, resolve } = deferredFetch();
    renderWithQueryClient(<PricingSection />);
    expect(screen.getByText('$9')).toBeVisible();
    expect(screen.getByText('₹399')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/settings');

    await act(async () => resolve({ pricingUSD: 12.5, pricingINR: 549 }));
    expect(await screen.findByText('$12.50')).toBeVisible();
    expect(screen.getByText('₹549')).toBeVisible();
    expect(screen.queryByText('$9')).toBeNull();
  });

  it('sells 15 credits, explains the UPI approval and links the call to action to Create account', async () => {
    const { resolve } = deferredFetch();
    const { container } = renderWithQueryClient(<PricingSection />);
    await act(async () => resolve({ pricingUSD: 9, pricingINR: 399, paypalEnabled: true, upiEnabled: true }));
    expect(await screen.findByText('Credits added instantly')).toBeVisible();
    expect(container.querySelector('#pricing')).not.toBeNull();
    expect(screen.getByRole('heading', { name: '15 credits' })).toBeVisible();
    expect(container.textContent).toMatch(/UPI payments need admin approval, which happens within 24 hours/);
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe(
      '/api/login?mode=sign-up',
    );
  });

  it('keeps the defaults when the settings request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500 })),
    );
    renderWithQueryClient(<PricingSection />);
    await act(async () => {});
    expect(screen.getByText('$9')).toBeVisible();
    expect(screen.getByText('₹399')).toBeVisible();
  });

  it('promises instant credits and a 24-hour approval only for the payment methods that are on', async () => {
    const { resolve } = deferredFetch();
    renderWithQueryClient(<PricingSection />);
    await act(async () =>
      resolve({ pricingUSD: 9, pricingINR: 399, paypalEnabled: false, upiEnabled: true }),
    );
    expect(await screen.findByText('Approved within 24 hours')).toBeVisible();
    expect(screen.queryByText('Credits added instantly')).toBeNull();
    expect(screen.getByText('Not offered on this site')).toBeVisible();
    expect(screen.getByText(/1 credit = one optimised resume and its cover letter/)).toBeVisible();
  });

  it('says the site sells no credits when no payment method is on', async () => {
    const { resolve } = deferredFetch();
    renderWithQueryClient(<PricingSection />);
    await act(async () =>
      resolve({ pricingUSD: 9, pricingINR: 399, paypalEnabled: false, upiEnabled: false }),
    );
    expect(await screen.findByText(/This site does not sell credits at the moment/)).toBeVisible();
    expect(screen.getAllByText('Not offered on this site')).toHaveLength(2);
    expect(screen.queryByText('Credits added instantly')).toBeNull();
  });
});
