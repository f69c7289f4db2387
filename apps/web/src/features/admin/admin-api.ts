import {
  type CompletedOrdersQuery,
  cleanupPayPalResponseSchema,
  type Order,
  orderListSchema,
  orderSchema,
  queueStatsSchema,
  type UpdatePricesRequest,
  updatePricesRequestSchema,
  userAnalyticsSchema,
} from '@hireproof/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, jsonQueryFn, requestJson } from '../../lib/api-request.ts';

export const ADMIN_ORDERS_KEY = ['/api/admin/orders'] as const;
export const ADMIN_COMPLETED_KEY = '/api/admin/orders/completed';
export const ADMIN_USERS_KEY = ['/api/admin/users'] as const;
const QUEUE_STATS_KEY = ['/api/queue/stats'] as const;

/** GET /api/admin/orders: every order; the tab keeps the pending UPI ones (pendingUpiOnly). */
export const adminOrdersQuery = queryOptions({
  queryKey: ADMIN_ORDERS_KEY,
  queryFn: jsonQueryFn(orderListSchema),
});

/** GET /api/admin/users: the user analytics. */
export const userAnalyticsQuery = queryOptions({
  queryKey: ADMIN_USERS_KEY,
  queryFn: jsonQueryFn(userAnalyticsSchema),
});

/** GET /api/queue/stats: the background queue's counts. */
export const queueStatsQuery = queryOptions({
  queryKey: QUEUE_STATS_KEY,
  queryFn: jsonQueryFn(queueStatsSchema),
});

/** GET /api/admin/orders/completed with the history filters; keyed by them, so each set is cached. */
export const completedOrdersQuery = (filters: CompletedOrdersQuery) =>
  queryOptions({
    queryKey: [ADMIN_COMPLETED_KEY, filters],
    queryFn: () =>
      requestJson('GET', `${ADMIN_COMPLETED_KEY}${historyQueryString(filters)}`, orderListSchema),
  });

/** Only what an admin reviews by hand: UPI orders still waiting (SPEC §7 filters on the client). */
export function pendingUpiOnly(orders: readonly Order[]): Order[] {
  return orders.filter((order) => order.status === 'pending' && order.method === 'upi');
}

export async function approveOrder(orderId: string): Promise<Order> {
  return requestJson('POST', `/api/admin/orders/${encodeURIComponent(orderId)}/approve`, orderSchema);
}

export async function rejectOrder(orderId: string, reason: string): Promise<Order> {
  return requestJson('POST', `/api/admin/orders/${encodeURIComponent(orderId)}/reject`, orderSchema, {
    reason: reason.trim(),
  });
}

export async function cleanupPayPalOrders(): Promise<{ cleanedCount: number }> {
  return requestJson('POST', '/api/admin/cleanup-paypal', cleanupPayPalResponseSchema);
}

export async function updatePrices(prices: UpdatePricesRequest): Promise<UpdatePricesRequest> {
  return requestJson('PUT', '/api/admin/settings', updatePricesRequestSchema, prices);
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
