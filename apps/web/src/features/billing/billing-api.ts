import {
  type CreateOrderResponse,
  type CreatePayPalOrderResponse,
  CURRENCY_OF_METHOD,
  createOrderResponseSchema,
  createPayPalOrderResponseSchema,
  orderListSchema,
  type PaymentMethod,
} from '@hireproof/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, jsonQueryFn, requestJson } from '../../lib/api-request.ts';

export const MY_ORDERS_KEY = ['/api/orders'] as const;

/** GET /api/orders: the signed-in user's own orders. */
export const myOrdersQuery = queryOptions({ queryKey: MY_ORDERS_KEY, queryFn: jsonQueryFn(orderListSchema) });

export function formatUSD(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

export function formatINR(amount: number): string {
  return `₹${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

/** POST /api/orders: the server prices the order; the currency always matches the method. */
export async function createOrder(method: PaymentMethod): Promise<CreateOrderResponse> {
  return requestJson('POST', '/api/orders', createOrderResponseSchema, {
    method,
    currency: CURRENCY_OF_METHOD[method],
  });
}

/** POST /api/orders/{id}/complete as multipart: the UPI reference and an optional receipt image. */
export async function submitUpiProof(orderId: string, upiRef: string, receipt: File | null): Promise<void> {
  const form = new FormData();
  form.append('upiRef', upiRef.trim());
  if (receipt) form.append('receipt', receipt, receipt.name);
  await apiRequest('POST', `/api/orders/${encodeURIComponent(orderId)}/complete`, form);
}

/** POST /paypal/order: our order and PayPal's are created together; the amount is the server's. */
export async function createPayPalCheckout(amount: number): Promise<CreatePayPalOrderResponse> {
  return requestJson('POST', '/paypal/order', createPayPalOrderResponseSchema, {
    amount: amount.toFixed(2),
    currency: 'USD',
    intent: 'CAPTURE',
  });
}

/** Where the buyer approves the payment: the link PayPal marks rel=approve. */
export function approveLinkOf(order: Pick<CreatePayPalOrderResponse, 'links'>): string | null {
  return order.links.find((link) => link.rel === 'approve')?.href ?? null;
}
