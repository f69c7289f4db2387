import type { CompletedOrdersQuery, Order, UpdatePricesRequest } from '@hireproof/contract';
import { apiRequest } from '../../lib/api-request.ts';

export const ADMIN_ORDERS_KEY = ['/api/admin/orders'] as const;
export const ADMIN_COMPLETED_KEY = '/api/admin/orders/completed';
export const ADMIN_USERS_KEY = ['/api/admin/users'] as const;
export const QUEUE_STATS_KEY = ['/api/queue/stats'] as const;

/** Only what an admin reviews by hand: UPI orders still waiting (SPEC §7 filters on the client). */
export function pendingUpiOnly(orders: readonly Order[]): Order[] {
  return orders.filter((order) => order.status === 'pending' && order.method === 'upi');
}

export async function approveOrder(orderId: string): Promise<Order> {
  const response = await apiRequest('POST', `/api/admin/orders/${encodeURIComponent(orderId)}/approve`);
  return (await response.json()) as Order;
}

export async function rejectOrder(orderId: string, reason: string): Promise<Order> {
  const response = await apiRequest('POST', `/api/admin/orders/${encodeURIComponent(orderId)}/reject`, {
    reason: reason.trim(),
  });
  return (await response.json()) as Order;
}

export async function cleanupPayPalOrders(): Promise<{ cleanedCount: number }> {
  const response = await apiRequest('POST', '/api/admin/cleanup-paypal');
  return (await response.json()) as { cleanedCount: number };
}

export async function updatePrices(prices: UpdatePricesRequest): Promise<UpdatePricesRequest> {
  const response = await apiRequest('PUT', '/api/admin/settings', prices);
  return (await response.json()) as UpdatePricesRequest;
}

/** The history filters as a query string, leaving out the ones not set. */
export function historyQueryString(filters: CompletedOrdersQuery): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'method', 'search', 'startDate', 'endDate'] as const) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function completedOrders(filters: CompletedOrdersQuery): Promise<Order[]> {
  const response = await apiRequest('GET', `${ADMIN_COMPLETED_KEY}${historyQueryString(filters)}`);
  return (await response.json()) as Order[];
}

/** GET /api/admin/orders/export with the same filters: the CSV and the name the server gave it. */
export async function exportOrdersCsv(filters: CompletedOrdersQuery): Promise<Response> {
  return apiRequest('GET', `/api/admin/orders/export${historyQueryString(filters)}`);
}

/** Dates in the console's order views read as in India (SPEC §9). */
export function formatAdminDate(iso: string): string {
  return new Date(iso).toLocaleString('en-IN');
}

export function formatOrderAmount(order: Pick<Order, 'amount' | 'currency'>): string {
  return `${order.currency} ${order.amount.toFixed(2)}`;
}
