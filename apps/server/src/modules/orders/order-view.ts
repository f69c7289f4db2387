import type { Order, OrderStatus } from '@hireproof/contract';
import type { OrderRow, OrderViewRow } from './orders.queries.ts';

export const receiptUrlOf = (orderId: string) => `/api/orders/${orderId}/receipt`;

/**
 * Our stored states are the Order states of SPEC §3 plus `created`: an order nobody has paid or
 * sent proof for yet. Lists leave `created` orders out (user's list, admin queues); where one is
 * shown anyway it reads as pending, since it is awaiting payment.
 */
export function publicStatus(status: OrderRow['status']): OrderStatus {
  return status === 'created' ? 'pending' : status;
}

/** The Order entity of SPEC §3 (amount as a number, dates as ISO strings). */
export function toOrderView(row: OrderViewRow): Order {
  return {
    id: row.id,
    userId: row.userId,
    userEmail: row.userEmail,
    method: row.provider,
    currency: row.currency,
    amount: Number(row.amount),
    status: publicStatus(row.status),
    upiRef: row.upiReference,
    upiRefReuseAttempts: row.upiReferenceReuseAttempts,
    receiptUrl: row.receiptFileId ? receiptUrlOf(row.id) : null,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.paidAt ? row.paidAt.toISOString() : null,
    rejectionReason: row.rejectionReason,
  };
}
