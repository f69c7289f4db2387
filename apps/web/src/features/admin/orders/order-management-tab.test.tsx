import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToasts } from '../../../lib/toast-store.ts';
import { makeOrder, makeSettings } from '../../../test/billing-data.ts';
import { fakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithClient } from '../../../test/render.tsx';
import { OrderManagementTab } from './order-management-tab.tsx';
import { upiReuseWarning } from './pending-order-card.tsx';
import { parsePrice } from './price-settings-card.tsx';

const lastToast = () => getToasts()[0];
const ORDER_ID = 'a1b2c3d4-0000-4000-8000-000000000001';

function serve(pending = [makeOrder()], extra: Parameters<typeof fakeFetch>[0] = {}) {
  let list = pending;
  return fakeFetch({
    'GET /api/admin/orders': () => ({ body: list }),
    'GET /api/settings': () => ({ body: makeSettings() }),
    [`POST /api/admin/orders/${ORDER_ID}/approve`]: () => {
      list = [];
      return { body: makeOrder({ status: 'paid' }) };
    },
    [`POST /api/admin/orders/${ORDER_ID}/reject`]: () => {
      list = [];
      return { body: makeOrder({ status: 'rejected' }) };
    },
    ...extra,
  });
}

describe('OrderManagementTab', () => {
  it('lists pending UPI orders only, with every field and a count badge', async () => {
    serve([
      makeOrder({ receiptUrl: `/api/orders/${ORDER_ID}/receipt` }),
      makeOrder({ id: 'ffffeeee-1', upiRef: null, userEmail: '', userId: 'user-77' }),
      makeOrder({ id: 'paypal-1', method: 'paypal', currency: 'USD', amount: 9 }),
      makeOrder({ id: 'paid-1', status: 'paid' }),
    ]);
    renderWithClient(<OrderManagementTab />);
    const cards = await screen.findAllByTestId('pending-order');
    expect(cards).toHaveLength(2);
    expect(screen.getByTestId('pending-count').textContent).toBe('2');
    const first = cards[0]!;
    expect(first.textContent).toContain('Order #a1b2c3d4');
    expect(first.textContent).toContain('UPI');
    expect(within(first).getByTestId('pending-order-amount').textContent).toBe('INR 399.00');
    expect(first.textContent).toContain(new Date('2026-03-05T09:30:00.000Z').toLocaleString('en-IN'));
    expect(within(first).getByTestId('pending-order-ref').textContent).toBe('412345678901');
    expect(first.textContent).toContain('jane@example.test');
    expect(
      within(first)
        .getByRole('link', { name: /View receipt/ })
        .getAttribute('href'),
    ).toBe(`/api/orders/${ORDER_ID}/receipt`);
    const second = cards[1]!;
    expect(within(second).getByTestId('pending-order-ref').textContent).toBe('Not provided');
    expect(second.textContent).toContain('user-77');
  });

  it('warns on an order whose UPI reference another order tried to reuse', async () => {
    serve([makeOrder({ upiRef: 'UTRA-1234567890', upiRefReuseAttempts: 2 }), makeOrder({ id: 'other-1' })]);
    renderWithClient(<OrderManagementTab />);
    const [warned, plain] = await screen.findAllByTestId('pending-order');
    expect(within(warned!).getByTestId('pending-order-ref').textContent).toBe('UTRA-1234567890');
    expect(within(warned!).getByRole('alert').textContent).toBe(upiReuseWarning(2));
    expect(upiReuseWarning(2)).toContain('2 times');
    expect(within(plain!).queryByTestId('pending-order-ref-reused')).toBeNull();
  });

  it('shows the empty state', async () => {
    serve([]);
    renderWithClient(<OrderManagementTab />);
    expect(await screen.findByText('No Pending Orders')).toBeVisible();
    expect(screen.getByText('All UPI payments have been reviewed.')).toBeVisible();
    expect(screen.getByTestId('pending-count').textContent).toBe('0');
  });

  it('approves an order and refreshes the list', async () => {
    const { requests } = serve();
    renderWithClient(<OrderManagementTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Payment' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Order Approved'));
    expect(await screen.findByText('No Pending Orders')).toBeVisible();
    expect(requests.some((request) => request.url === `/api/admin/orders/${ORDER_ID}/approve`)).toBe(true);
  });

  it('needs a reason to reject, then sends it', async () => {
    const { requests } = serve();
    renderWithClient(<OrderManagementTab />);
    const reject = await screen.findByRole('button', { name: 'Reject Payment' });
    fireEvent.click(reject);
    expect(lastToast()?.title).toBe('Rejection Reason Required');
    expect(lastToast()?.description).toBe('Please provide a reason for rejection.');
    expect(requests.some((request) => request.url.endsWith('/reject'))).toBe(false);
    fireEvent.change(screen.getByLabelText('Rejection reason'), {
      target: { value: '  Wrong amount paid ' },
    });
    fireEvent.click(reject);
    await waitFor(() => expect(lastToast()?.title).toBe('Order Rejected'));
    expect(requests.find((request) => request.url.endsWith('/reject'))?.body).toEqual({
      reason: 'Wrong amount paid',
    });
  });

  it('reports failed decisions with the server message', async () => {
    serve([makeOrder()], {
      [`POST /api/admin/orders/${ORDER_ID}/approve`]: () => ({
        status: 409,
        body: { code: 'CONFLICT', message: 'Only pending orders can be reviewed' },
      }),
      [`POST /api/admin/orders/${ORDER_ID}/reject`]: () => ({ status: 500, body: '' }),
    });
    renderWithClient(<OrderManagementTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Payment' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Approval Failed'));
    expect(lastToast()?.description).toBe('Only pending orders can be reviewed');
    fireEvent.change(screen.getByLabelText('Rejection reason'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject Payment' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Rejection Failed'));
  });

  it('cleans up abandoned PayPal orders and reports the count, or the failure', async () => {
    let fail = false;
    serve([], {
      'POST /api/admin/cleanup-paypal': () =>
        fail ? { status: 500, body: 'x' } : { body: { cleanedCount: 3 } },
    });
    renderWithClient(<OrderManagementTab />);
    const button = await screen.findByRole('button', { name: 'Clean up abandoned PayPal orders' });
    fireEvent.click(button);
    await waitFor(() => expect(lastToast()?.title).toBe('PayPal Cleanup Complete'));
    expect(lastToast()?.description).toBe('3 abandoned PayPal orders were cleaned up.');
    fail = true;
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(lastToast()?.title).toBe('Cleanup Failed'));
    expect(lastToast()?.description).toBe('Failed to cleanup PayPal orders.');
  });

  it('edits the two prices', async () => {
    const { requests } = serve([], {
      'PUT /api/admin/settings': (request) => ({ body: request.body }),
    });
    renderWithClient(<OrderManagementTab />);
    const usd = await screen.findByLabelText('PayPal price (USD)');
    await waitFor(() => expect((usd as HTMLInputElement).value).toBe('9'));
    fireEvent.change(usd, { target: { value: '12.50' } });
    fireEvent.change(screen.getByLabelText('UPI price (INR)'), { target: { value: '499' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Prices' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Prices Updated'));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      pricingUSD: 12.5,
      pricingINR: 499,
    });
    fireEvent.change(usd, { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Prices' }));
    expect(lastToast()?.title).toBe('Invalid Price');
  });

  it('parses prices strictly', () => {
    expect(parsePrice('9')).toBe(9);
    expect(parsePrice(' 9.99 ')).toBe(9.99);
    for (const bad of ['', '0', '9.999', '-1', 'abc', '1e3']) expect(parsePrice(bad)).toBeNull();
  });
});
