import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY, useCurrentUser } from '../../lib/current-user.ts';
import { PENDING_PAYPAL_ORDER_KEY } from '../../lib/pending-paypal-order.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { getToasts } from '../../lib/toast-store.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { makeUser, renderWithClient } from '../../test/render.tsx';
import { usePaymentReturn } from './use-payment-return.ts';

function Probe() {
  usePaymentReturn();
  return null;
}

function ProbeWithCredits() {
  usePaymentReturn();
  const { user } = useCurrentUser();
  return <p data-testid="credits">{user?.credits}</p>;
}

describe('usePaymentReturn', () => {
  it('shows the success toast, refreshes the user and rewrites the address to /dashboard', async () => {
    window.history.replaceState(null, '', '/dashboard?payment=success&credits=15');
    const { requests } = fakeFetch({
      'GET /api/auth/user': () => ({ body: makeUser({ credits: 17 }) }),
      'GET /api/orders': () => ({ body: [] }),
    });
    const client = createQueryClient();
    // The user as cached before leaving for PayPal: fresh, so only the payment handling refetches it.
    client.setQueryData(CURRENT_USER_KEY, makeUser({ credits: 2 }));
    render(
      <QueryClientProvider client={client}>
        <ProbeWithCredits />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/dashboard'));
    expect(getToasts()[0]?.title).toBe('Payment Successful!');
    expect(getToasts()[0]?.description).toBe('15 credits have been added to your account.');
    await waitFor(() => expect(screen.getByTestId('credits').textContent).toBe('17'));
    expect(requests.filter((request) => request.url === '/api/auth/user')).toHaveLength(1);
  }, 15_000);

  it('shows the error toast from the root path too and clears a cancelled pending order', async () => {
    window.history.replaceState(null, '', '/?payment=cancelled');
    window.localStorage.setItem(PENDING_PAYPAL_ORDER_KEY, JSON.stringify({ paypalOrderId: 'P' }));
    fakeFetch({});
    renderWithClient(<Probe />);
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(window.location.search).toBe('');
    expect(getToasts()[0]?.title).toBe('Payment Error');
    expect(window.localStorage.getItem(PENDING_PAYPAL_ORDER_KEY)).toBeNull();
  });

  it('leaves a plain dashboard address alone', () => {
    window.history.replaceState(null, '', '/dashboard?tab=x');
    fakeFetch({});
    renderWithClient(<Probe />);
    expect(window.location.search).toBe('?tab=x');
    expect(getToasts()).toEqual([]);
  });
});
