import type { Order, OrderStatus } from '@hireproof/contract';
import { desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders, user } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderViewRow = OrderRow & { userEmail: string };

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
    receiptUrl: row.receiptFileId ? receiptUrlOf(row.id) : null,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.paidAt ? row.paidAt.toISOString() : null,
    rejectionReason: row.rejectionReason,
  };
}

/** Orders joined with their owner's email, newest first unless told otherwise. */
export async function selectOrderViews(
  db: Db | Tx,
  where: SQL | undefined,
  options: { orderBy?: SQL[]; limit?: number } = {},
): Promise<OrderViewRow[]> {
  const query = db
    .select({ ...getTableColumns(orders), userEmail: user.email })
    .from(orders)
    .innerJoin(user, eq(orders.userId, user.id))
    .where(where)
    .orderBy(...(options.orderBy ?? [desc(orders.createdAt), desc(orders.id)]));
  return options.limit ? query.limit(options.limit) : query;
}
