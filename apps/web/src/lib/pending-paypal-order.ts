import type { Currency } from '@hireproof/contract';

/**
 * The pending online-provider order of SPEC §3, kept in local storage between leaving for PayPal's
 * approval page and coming back to /paypal/return (the page reloads in between, so memory is gone).
 */
export interface PendingPayPalOrder {
  paypalOrderId: string;
  ourOrderId: string;
  amount: number;
  currency: Currency;
}

export const PENDING_PAYPAL_ORDER_KEY = 'hireproof.pendingPayPalOrder';

export function savePendingPayPalOrder(order: PendingPayPalOrder): void {
  window.localStorage.setItem(PENDING_PAYPAL_ORDER_KEY, JSON.stringify(order));
}

/** The stored order, or null when there is none or what is stored is not one (edited, truncated). */
export function loadPendingPayPalOrder(): PendingPayPalOrder | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(PENDING_PAYPAL_ORDER_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const candidate = value as Record<string, unknown>;
    if (typeof candidate.paypalOrderId !== 'string' || candidate.paypalOrderId === '') return null;
    return {
      paypalOrderId: candidate.paypalOrderId,
      ourOrderId: typeof candidate.ourOrderId === 'string' ? candidate.ourOrderId : '',
      amount: typeof candidate.amount === 'number' ? candidate.amount : Number(candidate.amount),
      currency: candidate.currency === 'INR' ? 'INR' : 'USD',
    };
  } catch {
    return null;
  }
}

export function clearPendingPayPalOrder(): void {
  window.localStorage.removeItem(PENDING_PAYPAL_ORDER_KEY);
}
