import {
  type CompletedOrdersQuery,
  type CsvValue,
  ORDER_MESSAGES,
  type Order,
  PAYPAL_ABANDONED_AFTER_HOURS,
  toCsv,
} from '@hireproof/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUuid } from '../../db/uuid.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import { applyCredit } from '../credits/index.ts';
import { orderCreditRef } from './order-credit.ts';
import { toOrderView } from './order-view.ts';
import {
  decidePendingOrder,
  failAbandonedPayPalOrders,
  lockOrder,
  type OrderViewRow,
  selectCompletedOrderViews,
  selectOrderViewById,
  selectPayingUserIds,
  selectPendingUpiOrderViews,
} from './orders.queries.ts';

/**
 * The admin's side of orders: the UPI approval queue and its decisions, the PayPal clean-up, the
 * order history and its CSV export. Every decision is audited in its own transaction.
 */
export interface OrderReviewService {
  pendingUpiOrders(): Promise<Order[]>;
  approve(actor: Actor, orderId: string): Promise<Order>;
  reject(actor: Actor, orderId: string, reason: string | undefined): Promise<Order>;
  cleanupPayPal(actor: Actor): Promise<{ cleanedCount: number }>;
  completedOrders(query: CompletedOrdersQuery): Promise<Order[]>;
  exportCsv(query: CompletedOrdersQuery): Promise<{ fileName: string; csv: string }>;
  /** The users with at least one paid order (for the admin's user analytics). */
  payingUserIds(): Promise<Set<string>>;
}

const REASON_MAX_LENGTH = 1000;
const COMPLETED_LIST_LIMIT = 500;
const EXPORT_LIMIT = 50_000;
const HOUR_MS = 3_600_000;
const STATUS_LABEL = {
  paid: 'Approved',
  rejected: 'Rejected',
  failed: 'Failed',
  pending: 'Pending',
} as const;

/** The audit snapshot of an order: its state, not its owner's personal data. */
const orderSnapshot = (row: { status: string; rejectionReason: string | null; paidAt: Date | null }) => ({
  status: row.status,
  rejectionReason: row.rejectionReason,
  paidAt: row.paidAt ? row.paidAt.toISOString() : null,
});

const CSV_HEADER = [
  'Order ID',
  'User Email',
  'User ID',
  'Method',
  'Currency',
  'Amount',
  'Status',
  'UPI Reference',
  'Rejection Reason',
  'Created At',
  'Approved At',
] as const;

function csvRowOf(row: OrderViewRow): CsvValue[] {
  const order = toOrderView(row);
  return [
    order.id,
    order.userEmail,
    order.userId,
    order.method,
    order.currency,
    row.amount,
    STATUS_LABEL[order.status],
    order.upiRef,
    order.rejectionReason,
    order.createdAt,
    order.approvedAt,
  ];
}

/** Locks a pending UPI order for a decision; 404 when absent, 409 once it is decided. */
async function lockPendingUpi(tx: Tx, orderId: string) {
  if (!isUuid(orderId)) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  const row = await lockOrder(tx, orderId);
  if (!row) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  if (row.provider !== 'upi' || row.status !== 'pending') {
    throw new AppError('CONFLICT', ORDER_MESSAGES.orderNotPending);
  }
  return row;
}

export function createOrderReviewService(deps: { db: Db; clock: Clock }): OrderReviewService {
  const { db, clock } = deps;

  async function view(orderId: string): Promise<Order> {
    const row = await selectOrderViewById(db, orderId);
    if (!row) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    return toOrderView(row);
  }

  return {
    async pendingUpiOrders() {
      return (await selectPendingUpiOrderViews(db)).map(toOrderView);
    },

    async approve(actor, orderId) {
      await db.transaction(async (tx) => {
        const before = await lockPendingUpi(tx, orderId);
        const after = await decidePendingOrder(tx, orderId, {
          status: 'paid',
          reviewedBy: actor.user.id,
          at: clock.now(),
        });
        if (!after) throw new AppError('CONFLICT', ORDER_MESSAGES.orderNotPending);
        const credit = await applyCredit(tx, {
          userId: before.userId,
          delta: before.credits,
          reason: 'purchase',
          ref: orderCreditRef(orderId),
        });
        await recordAudit(tx, {
          actorId: actor.user.id,
          action: 'order.approve',
          targetType: 'order',
          targetId: orderId,
          before: orderSnapshot(before),
          after: { ...orderSnapshot(after), creditsGranted: credit.applied ? before.credits : 0 },
          ip: actor.ip,
        });
      });
      return view(orderId);
    },

    async reject(actor, orderId, reason) {
      const trimmed = reason?.trim() ?? '';
      if (trimmed === '') throw new AppError('INVALID_INPUT', ORDER_MESSAGES.rejectReasonRequired);
      const stored = trimmed.slice(0, REASON_MAX_LENGTH);
      await db.transaction(async (tx) => {
        const before = await lockPendingUpi(tx, orderId);
        const after = await decidePendingOrder(tx, orderId, {
          status: 'rejected',
          rejectionReason: stored,
          reviewedBy: actor.user.id,
          at: clock.now(),
        });
        if (!after) throw new AppError('CONFLICT', ORDER_MESSAGES.orderNotPending);
        await recordAudit(tx, {
          actorId: actor.user.id,
          action: 'order.reject',
          targetType: 'order',
          targetId: orderId,
          before: orderSnapshot(before),
          after: orderSnapshot(after),
          ip: actor.ip,
        });
      });
      return view(orderId);
    },

    async cleanupPayPal(actor) {
      const now = clock.now();
      const cutoff = new Date(now.getTime() - PAYPAL_ABANDONED_AFTER_HOURS * HOUR_MS);
      return db.transaction(async (tx) => {
        const cleanedIds = await failAbandonedPayPalOrders(tx, cutoff, now);
        await recordAudit(tx, {
          actorId: actor.user.id,
          action: 'orders.cleanup_paypal',
          targetType: 'orders',
          targetId: 'paypal',
          before: { statuses: ['created', 'pending'], createdBefore: cutoff.toISOString() },
          after: { status: 'failed', cleanedCount: cleanedIds.length, orderIds: cleanedIds },
          ip: actor.ip,
        });
        return { cleanedCount: cleanedIds.length };
      });
    },

    async completedOrders(query) {
      return (await selectCompletedOrderViews(db, query, COMPLETED_LIST_LIMIT)).map(toOrderView);
    },

    async exportCsv(query) {
      const rows = await selectCompletedOrderViews(db, query, EXPORT_LIMIT);
      const date = clock.now().toISOString().slice(0, 10);
      return { fileName: `orders_export_${date}.csv`, csv: toCsv(CSV_HEADER, rows.map(csvRowOf)) };
    },

    payingUserIds: () => selectPayingUserIds(db),
  };
}
