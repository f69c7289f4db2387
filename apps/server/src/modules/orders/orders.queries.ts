import type { CompletedOrdersQuery } from '@hireproof/contract';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders, user } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderViewRow = OrderRow & { userEmail: string };

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

/** One order with its owner's email; undefined when there is none. */
export async function selectOrderViewById(db: Db | Tx, orderId: string): Promise<OrderViewRow | undefined> {
  const [row] = await selectOrderViews(db, eq(orders.id, orderId));
  return row;
}

/** Pending UPI orders, oldest first: the admin's approval queue. */
export function selectPendingUpiOrderViews(db: Db | Tx): Promise<OrderViewRow[]> {
  return selectOrderViews(db, and(eq(orders.provider, 'upi'), eq(orders.status, 'pending')), {
    orderBy: [asc(orders.createdAt), asc(orders.id)],
  });
}

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

/** Completed orders (paid, rejected, failed) matching the Order History filters, newest first. */
export function selectCompletedOrderViews(
  db: Db | Tx,
  query: CompletedOrdersQuery,
  limit: number,
): Promise<OrderViewRow[]> {
  return selectOrderViews(db, completedFilter(query), { limit });
}

/** Locks one order row for a decision; undefined when there is none. */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/**
 * Decides a pending order (approve: paid, reject: rejected with its reason). The status condition
 * repeats the caller's lock check, so a second decision can never match; undefined then.
 */
export async function decidePendingOrder(
  tx: Tx,
  orderId: string,
  decision:
    | { status: 'paid'; reviewedBy: string; at: Date }
    | { status: 'rejected'; reviewedBy: string; rejectionReason: string; at: Date },
): Promise<OrderRow | undefined> {
  const { at, ...fields } = decision;
  const [after] = await tx
    .update(orders)
    .set(decision.status === 'paid' ? { ...fields, paidAt: at, updatedAt: at } : { ...fields, updatedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning();
  return after;
}

/** Marks PayPal orders still created or pending before `cutoff` failed; answers their ids. */
export async function failAbandonedPayPalOrders(tx: Tx, cutoff: Date, at: Date): Promise<string[]> {
  const cleaned = await tx
    .update(orders)
    .set({ status: 'failed', updatedAt: at })
    .where(
      and(
        eq(orders.provider, 'paypal'),
        inArray(orders.status, ['created', 'pending']),
        lt(orders.createdAt, cutoff),
      ),
    )
    .returning({ id: orders.id });
  return cleaned.map((row) => row.id);
}

/** The users with at least one paid order. */
export async function selectPayingUserIds(db: Db | Tx): Promise<Set<string>> {
  const payers = await db
    .selectDistinct({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.status, 'paid'));
  return new Set(payers.map((row) => row.userId));
}

export async function insertOrderRow(db: Db | Tx, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function selectOrderById(db: Db | Tx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The order when it belongs to `userId`; with `lock`, locked for the caller's transaction. */
export async function selectOwnOrder(
  db: Db | Tx,
  orderId: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | undefined> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The user's orders that were paid for or sent proof (not `created`), newest first. */
export function selectOwnOrderViews(db: Db | Tx, userId: string): Promise<OrderViewRow[]> {
  return selectOrderViews(db, and(eq(orders.userId, userId), ne(orders.status, 'created')));
}

/** True when another live or paid UPI order already carries this reference (compared case-blind). */
export async function isUpiReferenceUsedElsewhere(
  db: Db | Tx,
  orderId: string,
  upiReferenceKey: string,
): Promise<boolean> {
  const [reused] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        ne(orders.id, orderId),
        eq(orders.provider, 'upi'),
        notInArray(orders.status, ['rejected', 'failed']),
        eq(orders.upiReferenceKey, upiReferenceKey),
      ),
    )
    .limit(1);
  return reused !== undefined;
}

/**
 * Counts a refused reuse of a UPI reference on the order that holds it (under review or paid), so
 * the admin reviewing that order sees that someone else sent the same transaction reference.
 */
export async function countUpiReferenceReuseAttempt(db: Db, upiReferenceKey: string): Promise<void> {
  await db
    .update(orders)
    .set({ upiReferenceReuseAttempts: sql`${orders.upiReferenceReuseAttempts} + 1` })
    .where(and(eq(orders.upiReferenceKey, upiReferenceKey), inArray(orders.status, ['pending', 'paid'])));
}

/** Stores a UPI proof on an order still awaiting one; the new proof replaces the old, receipt included. */
export async function setUpiProof(
  db: Db | Tx,
  orderId: string,
  proof: { upiReference: string; upiReferenceKey: string; receiptFileId: string | null; at: Date },
): Promise<void> {
  await db
    .update(orders)
    .set({
      status: 'pending',
      upiReference: proof.upiReference,
      upiReferenceKey: proof.upiReferenceKey,
      receiptFileId: proof.receiptFileId,
      updatedAt: proof.at,
    })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['created', 'pending'])));
}

/** The order PayPal knows by `paypalOrderId`; with `userId`, only when it is that user's. */
export async function selectOrderByPayPalId(
  db: Db | Tx,
  paypalOrderId: string,
  userId?: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.providerOrderId, paypalOrderId),
        userId === undefined ? undefined : eq(orders.userId, userId),
      ),
    );
  return row;
}

/** Links our order to PayPal's; false when it is already linked to another PayPal order. */
export async function linkPayPalOrder(db: Db | Tx, orderId: string, paypalOrderId: string): Promise<boolean> {
  const linked = await db
    .update(orders)
    .set({ providerOrderId: paypalOrderId })
    .where(
      and(
        eq(orders.id, orderId),
        or(isNull(orders.providerOrderId), eq(orders.providerOrderId, paypalOrderId)),
      ),
    )
    .returning({ id: orders.id });
  return linked.length > 0;
}

/** A PayPal order whose capture PayPal reports PENDING waits (created → pending). */
export async function markPayPalPending(db: Db | Tx, orderId: string, at: Date): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'pending', updatedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'created')));
}

/** A PayPal order whose capture was declined fails (created or pending → failed). */
export async function markPayPalFailed(db: Db | Tx, orderId: string, at: Date): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'failed', updatedAt: at })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['created', 'pending'])));
}

/** Marks an order paid unless it already is; false when it was. */
export async function markOrderPaid(db: Db | Tx, orderId: string, at: Date): Promise<boolean> {
  const updated = await db
    .update(orders)
    .set({ status: 'paid', paidAt: at, updatedAt: at })
    .where(and(eq(orders.id, orderId), ne(orders.status, 'paid')))
    .returning({ id: orders.id });
  return updated.length > 0;
}
