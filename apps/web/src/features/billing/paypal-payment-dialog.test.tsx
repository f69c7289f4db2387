import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateToUrl } from '../../lib/browser-navigation.ts';
import { loadPendingPayPalOrder, PENDING_PAYPAL_ORDER_KEY } from '../../lib/pending-paypal-order.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { renderWithClient } from '../../test/render.tsx';
import { approveLinkOf } from './billing-api.ts';
import { PayPalPaymentDialog } from './paypal-payment-dialog.tsx';

vi.mock('../../lib/browser-navigation.ts', () => ({ navigateToUrl: vi.fn() }));

afterEach(() => vi.mocked(navigateToUrl).mockReset());

const created = {
  id: 'PAYPAL-5O190127TN364715T',
  orderId: 'b7e0c7f2-2222-4333-8444-555566667777',
  amount: 9,
  currency: 'USD',
  links: [
    { href: 'https://paypal.test/v2/checkout/orders/PAYPAL-5O190127TN364715T', rel: 'self', method: 'GET' },
    { href: 'https://paypal.test/checkoutnow?token=PAYPAL-5O190127TN364715T', rel: 'approve', method: 'GET' },
  ],
};

describe('PayPalPaymentDialog', () => {
  it('creates the order, stores the pending order first, then follows the approve link', async () => {
    let storedAtRedirect: unknown = null;
    vi.mocked(navigateToUrl).mockImplementation(() => {
      storedAtRedirect = loadPendingPayPalOrder();
    });
    const { requests } = fakeFetch({ 'POST /paypal/order': () => ({ body: created }) });
    renderWithClient(<PayPalPaymentDialog open onOpenChange={() => {}} amount={9} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledTimes(1));
    expect(navigateToUrl).toHaveBeenCalledWith(
      'https://paypal.test/checkoutnow?token=PAYPAL-5O190127TN364715T',
    );
    expect(requests[0]?.body).toEqual({ amount: '9.00', currency: 'USD', intent: 'CAPTURE' });
    const expected = { paypalOrderId: created.id, ourOrderId: created.orderId, amount: 9, currency: 'USD' };
    expect(storedAtRedirect).toEqual(expected);
    expect(JSON.parse(window.localStorage.getItem(PENDING_PAYPAL_ORDER_KEY) ?? 'null')).toEqual(expected);
  });

  it('only logs a failed creation and enables the button again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFetch({
      'POST /paypal/order': () => ({ status: 503, body: { message: 'PayPal could not be reached.' } }),
    });
    renderWithClient(<PayPalPaymentDialog open onOpenChange={() => {}} amount={9} />);
    const button = screen.getByRole('button', { name: 'Pay with PayPal' });
    fireEvent.click(button);
    await waitFor(() => expect(log).toHaveBeenCalled());
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(PENDING_PAYPAL_ORDER_KEY)).toBeNull();
    log.mockRestore();
  });

  it('treats an answer without an approve link as a failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFetch({ 'POST /paypal/order': () => ({ body: { ...created, links: created.links.slice(0, 1) } }) });
    renderWithClient(<PayPalPaymentDialog open onOpenChange={() => {}} amount={9} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(approveLinkOf({ links: [] })).toBeNull();
    log.mockRestore();
  });
});
