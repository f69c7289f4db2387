import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/billing-data.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { renderWithClient } from '../../test/render.tsx';
import { MY_ORDERS_SHOWN, MyOrders } from './my-orders.tsx';

describe('MyOrders', () => {
  it('shows each state, paid as Approved, and the reason of a rejection', async () => {
    fakeFetch({
      'GET /api/orders': () => ({
        body: [
          makeOrder({ id: 'o1', status: 'pending' }),
          makeOrder({ id: 'o2', status: 'paid', method: 'paypal', currency: 'USD', amount: 9 }),
          makeOrder({ id: 'o3', status: 'rejected', rejectionReason: 'Reference not found in our account' }),
          makeOrder({ id: 'o4', status: 'failed', method: 'paypal', currency: 'USD', amount: 9 }),
        ],
      }),
    });
    renderWithClient(<MyOrders />);
    const rows = await screen.findAllByTestId('my-order');
    expect(rows.map((row) => within(row).getByTestId('my-order-status').textContent)).toEqual([
      'Pending',
      'Approved',
      'Rejected',
      'Failed',
    ]);
    expect(rows[0]?.textContent).toContain('₹399');
    expect(rows[1]?.textContent).toContain('$9.00');
    expect(within(rows[2]!).getByTestId('my-order-reason').textContent).toBe(
      'Reason: Reference not found in our account',
    );
  });

  it('shows nothing without orders and at most the newest few', async () => {
    fakeFetch({ 'GET /api/orders': () => ({ body: [] }) });
    const { unmount, container } = renderWithClient(<MyOrders />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
    unmount();
    fakeFetch({
      'GET /api/orders': () => ({ body: Array.from({ length: 8 }, (_, i) => makeOrder({ id: `o${i}` })) }),
    });
    renderWithClient(<MyOrders />);
    expect((await screen.findAllByTestId('my-order')).length).toBe(MY_ORDERS_SHOWN);
  });
});
