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

  it('sells 15 credits, explains the UPI approval and links the call to action to sign-in', () => {
    deferredFetch();
    const { container } = renderWithQueryClient(<PricingSection />);
    expect(container.querySelector('#pricing')).not.toBeNull();
    expect(screen.getByRole('heading', { name: '15 credits' })).toBeVisible();
    expect(container.textContent).toMatch(/UPI payments need admin approval, which happens within 24 hours/);
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/api/login');
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
});
