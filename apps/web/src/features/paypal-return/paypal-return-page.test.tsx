import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { navigateToUrl } from '../../lib/browser-navigation.ts';
import { PENDING_PAYPAL_ORDER_KEY, savePendingPayPalOrder } from '../../lib/pending-paypal-order.ts';
import { getToasts } from '../../lib/toast-store.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { renderWithClient } from '../../test/render.tsx';
import { PayPalReturnPage, RELOAD_AFTER_SUCCESS_MS, SUCCESS_DESTINATION } from './paypal-return-page.tsx';

vi.mock('../../lib/browser-navigation.ts', () => ({ navigateToUrl: vi.fn() }));

afterEach(() => {
  vi.mocked(navigateToUrl).mockReset();
  vi.useRealTimers();
});

function renderAt(search: string) {
  window.history.replaceState(null, '', `/paypal/return${search}`);
  const memory = memoryLocation({ path: '/paypal/return', record: true });
  renderWithClient(
    <Router hook={memory.hook}>
      <Switch>
        <Route path="/paypal/return" component={() => <PayPalReturnPage />} />
        <Route path="/dashboard">Dashboard screen</Route>
      </Switch>
    </Router>,
  );
  return memory;
}

const message = () => screen.getByTestId('paypal-return-message').textContent;

describe('PayPalReturnPage', () => {
  it('processes, confirms, clears the pending order and reloads to the dashboard after 1 s', async () => {
    savePendingPayPalOrder({ paypalOrderId: 'PP-9', ourOrderId: 'ours-9', amount: 9, currency: 'USD' });
    const { requests } = fakeFetch({
      'POST /paypal/order/PP-9/capture': () => ({ body: { status: 'COMPLETED', orderId: 'ours-9' } }),
      'POST /api/orders/ours-9/complete': () => ({ body: {} }),
      'GET /api/auth/user': () => ({ body: null }),
    });
    renderAt('?token=PP-9&PayerID=ABC');
    expect(screen.getByTestId('paypal-return').dataset.state).toBe('processing');
    expect(screen.getByRole('heading', { name: 'Processing your payment' })).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('paypal-return').dataset.state).toBe('success'));
    expect(getToasts()[0]?.title).toBe('Payment Successful');
    expect(window.localStorage.getItem(PENDING_PAYPAL_ORDER_KEY)).toBeNull();
    expect(requests.find((request) => request.url === '/api/orders/ours-9/complete')?.body).toEqual({
      paypalOrderId: 'PP-9',
    });
    expect(navigateToUrl).not.toHaveBeenCalled();
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith(SUCCESS_DESTINATION), {
      timeout: RELOAD_AFTER_SUCCESS_MS + 2000,
    });
    expect(RELOAD_AFTER_SUCCESS_MS).toBe(1000);
    expect(screen.getByRole('button', { name: 'Return to Dashboard' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Return to Dashboard' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Try Payment Again' })).toBeNull();
  });

  it('shows the error with both buttons, each going to the dashboard, and keeps the pending order', async () => {
    savePendingPayPalOrder({ paypalOrderId: 'PP-9', ourOrderId: 'ours-9', amount: 9, currency: 'USD' });
    fakeFetch({
      'POST /paypal/order/PP-9/capture': () => ({ body: { status: 'PENDING', orderId: 'ours-9' } }),
    });
    const memory = renderAt('?token=PP-9');
    await waitFor(() => expect(message()).toBe('Payment was not completed successfully. Status: PENDING'));
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    expect(window.localStorage.getItem(PENDING_PAYPAL_ORDER_KEY)).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try Payment Again' }));
    expect(await screen.findByText('Dashboard screen')).toBeVisible();
    expect(memory.history?.at(-1)).toBe('/dashboard');
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it.each([
    ['', undefined, 'No PayPal order ID found in URL'],
    ['?token=PP-1', undefined, 'No pending order found. Payment may have already been processed.'],
    ['?token=PP-1', 'capture-500', 'Failed to capture PayPal payment'],
    ['?token=PP-1', 'complete-400', 'Payment processed but failed to update account: Order not found'],
  ])('search %s (%s) shows %s', async (search, scenario, expected) => {
    if (scenario) {
      savePendingPayPalOrder({ paypalOrderId: 'PP-1', ourOrderId: 'ours-1', amount: 9, currency: 'USD' });
    }
    fakeFetch({
      'POST /paypal/order/PP-1/capture': () =>
        scenario === 'capture-500'
          ? { status: 500, body: 'boom' }
          : { body: { status: 'COMPLETED', orderId: 'ours-1' } },
      'POST /api/orders/ours-1/complete': () => ({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Order not found' },
      }),
    });
    renderAt(search);
    await waitFor(() => expect(screen.getByTestId('paypal-return').dataset.state).toBe('error'));
    expect(message()).toBe(expected);
    expect(screen.getByRole('alert').textContent).toBe(expected);
    fireEvent.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(await screen.findByText('Dashboard screen')).toBeVisible();
  });
});
