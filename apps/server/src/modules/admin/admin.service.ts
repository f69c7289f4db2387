import {
  type CompletedOrdersQuery,
  ORDER_MESSAGES,
  type Order,
  PAYPAL_ABANDONED_AFTER_HOURS,
  type UpdatePricesRequest,
  type UserAnalytics,
} from '@hireproof/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { orders, settings, user } from '../../db/schema.ts';
import type { CurrentUser } from '../../plugins/access-control.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { applyCredit } from '../credits/credit-ledger.ts';
import { type OrderViewRow, selectOrderViews, toOrderView } from '../orders/order-view.ts';
import { orderCreditRef } from '../orders/paypal-settlement.ts';
import { readSettings } from '../settings/settings.queries.ts';
import { type CsvValue, toCsv } from './csv.ts';

/** Who decided, from where: every decision is audited with it. */
export interface Actor {
  user: CurrentUser;
  ip: string;
}

export interface AdminService {
  pendingUpiOrders(): Promise<Order[]>;
  approve(actor: Actor, orderId: string): Promise<Order>;
  reject(actor: Actor, orderId: string, reason: string | undefined): Promise<Order>;
  cleanupPayPal(actor: Actor): Promise<{ cleanedCount: number }>;
  completedOrders(query: CompletedOrdersQuery): Promise<Order[]>;
  exportCsv(query: CompletedOrdersQuery): Promise<{ fileName: string; csv: string }>;
  updatePrices(actor: Actor, prices: UpdatePricesRequest): Promise<UpdatePricesRequest>;
  userAnalytics(): Promise<UserAnalytics>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Order History filters as SQL: completed states only, dates as whole UTC days, both ends included. */
function completedFilter(query: CompletedOrdersQuery): SQL | undefined {
  const conditions: SQL[] = [
    query.status ? eq(orders.status, query.status) : inArray(orders.status, ['paid', 'rejected', 'failed']),
  ];
  if (query.method) conditions.push(eq(orders.provider, query.method));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(user.email, pattern),
        ilike(sql`${orders.id}::text`, pattern),
        ilike(orders.upiReference, pattern),
      )!,
    );
  }
  if (query.startDate) conditions.push(gte(orders.createdAt, new Date(`${query.startDate}T00:00:00.000Z`)));
  if (query.endDate) {
    const end = new Date(`${query.endDate}T00:00:00.000Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(orders.createdAt, end));
  }
  return and(...conditions);
}

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

export function createAdminService(deps: { db: Db; clock: Clock }): AdminService {
  const { db, clock } = deps;

  async function view(orderId: string): Promise<Order> {
    const [row] = await selectOrderViews(db, eq(orders.id, orderId));
    if (!row) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    return toOrderView(row);
  }

  /** Locks a pending UPI order for a decision; 404 when absent, 409 once it is decided. */
  async function lockPending(tx: Db, orderId: string) {
    if (!UUID.test(orderId)) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    if (row.provider !== 'upi' || row.status !== 'pending') {
      throw new AppError('CONFLICT', ORDER_MESSAGES.orderNotPending);
    }
    return row;
  }

  return {
    async pendingUpiOrders() {
      const rows = await selectOrderViews(db, and(eq(orders.provider, 'upi'), eq(orders.status, 'pending')), {
        orderBy: [asc(orders.createdAt), asc(orders.id)],
      });
      return rows.map(toOrderView);
    },

    async approve(actor, orderId) {
      await db.transaction(async (tx) => {
        const before = await lockPending(tx as unknown as Db, orderId);
        // The status condition repeats the lock's check: a second approval can never match.
        const [after] = await tx
          .update(orders)
          .set({ status: 'paid', paidAt: sql`now()`, reviewedBy: actor.user.id, updatedAt: sql`now()` })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
          .returning();
        if (!after) throw new AppError('CONFLICT', ORDER_MESSAGES.orderNotPending);
        const credit = await applyCredit(tx as unknown as Db, {
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
        const before = await lockPending(tx as unknown as Db, orderId);
        const [after] = await tx
          .update(orders)
          .set({
            status: 'rejected',
            rejectionReason: stored,
            reviewedBy: actor.user.id,
            updatedAt: sql`now()`,
          })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
          .returning();
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
      const cutoff = new Date(clock.now().getTime() - PAYPAL_ABANDONED_AFTER_HOURS * HOUR_MS);
      return db.transaction(async (tx) => {
        const cleaned = await tx
          .update(orders)
          .set({ status: 'failed', updatedAt: sql`now()` })
          .where(
            and(
              eq(orders.provider, 'paypal'),
              inArray(orders.status, ['created', 'pending']),
              lt(orders.createdAt, cutoff),
            ),
          )
          .returning({ id: orders.id });
        await recordAudit(tx, {
          actorId: actor.user.id,
          action: 'orders.cleanup_paypal',
          targetType: 'orders',
          targetId: 'paypal',
          before: { statuses: ['created', 'pending'], createdBefore: cutoff.toISOString() },
          after: { status: 'failed', cleanedCount: cleaned.length, orderIds: cleaned.map((row) => row.id) },
          ip: actor.ip,
        });
        return { cleanedCount: cleaned.length };
      });
    },

    async completedOrders(query) {
      const rows = await selectOrderViews(db, completedFilter(query), { limit: COMPLETED_LIST_LIMIT });
      return rows.map(toOrderView);
    },

    async exportCsv(query) {
      const rows = await selectOrderViews(db, completedFilter(query), { limit: EXPORT_LIMIT });
      const date = clock.now().toISOString().slice(0, 10);
      return { fileName: `orders_export_${date}.csv`, csv: toCsv(CSV_HEADER, rows.map(csvRowOf)) };
    },

    async updatePrices(actor, prices) {
      return db.transaction(async (tx) => {
        const before = await readSettings(tx as unknown as Db);
        for (const key of ['pricingUSD', 'pricingINR'] as const) {
          await tx
            .insert(settings)
            .values({ key, value: prices[key] })
            .onConflictDoUpdate({ target: settings.key, set: { value: prices[key], updatedAt: sql`now()` } });
        }
        await recordAudit(tx, {
          actorId: actor.user.id,
          action: 'settings.update_prices',
          targetType: 'settings',
          targetId: 'pricing',
          before: { pricingUSD: before.pricingUSD, pricingINR: before.pricingINR },
          after: prices,
          ip: actor.ip,
        });
        return { pricingUSD: prices.pricingUSD, pricingINR: prices.pricingINR };
      });
    },

    async userAnalytics() {
      const rows = await db
        .select({
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          credits: user.credits,
          role: user.role,
          createdAt: user.createdAt,
        })
        .from(user)
        .orderBy(desc(user.createdAt), asc(user.id));
      const payers = await db
        .selectDistinct({ userId: orders.userId })
        .from(orders)
        .where(eq(orders.status, 'paid'));
      const paid = new Set(payers.map((row) => row.userId));
      const users = rows.map((row) => ({
        ...row,
        hasPaid: paid.has(row.id),
        createdAt: row.createdAt.toISOString(),
      }));
      const paidUsers = users.filter((row) => row.hasPaid).length;
      return {
        users,
        totalUsers: users.length,
        freeUsers: users.length - paidUsers,
        paidUsers,
        totalCredits: users.reduce((sum, row) => sum + row.credits, 0),
      };
    },
  };
}
