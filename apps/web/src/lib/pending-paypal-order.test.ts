import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPendingPayPalOrder,
  loadPendingPayPalOrder,
  PENDING_PAYPAL_ORDER_KEY,
  savePendingPayPalOrder,
} from './pending-paypal-order.ts';

afterEach(() => window.localStorage.clear());

describe('pending PayPal order', () => {
  it('round-trips through local storage and clears', () => {
    const order = { paypalOrderId: 'PP-1', ourOrderId: 'ours-1', amount: 9, currency: 'USD' as const };
    savePendingPayPalOrder(order);
    expect(loadPendingPayPalOrder()).toEqual(order);
    clearPendingPayPalOrder();
    expect(loadPendingPayPalOrder()).toBeNull();
  });

  it('ignores what is not a pending order', () => {
    for (const raw of ['not json', '42', 'null', '{"ourOrderId":"x"}', '{"paypalOrderId":""}']) {
      window.localStorage.setItem(PENDING_PAYPAL_ORDER_KEY, raw);
      expect(loadPendingPayPalOrder()).toBeNull();
    }
  });
});
