import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { creditLedger, user } from '../../db/schema.ts';

/** A user's balance and role; undefined when there is no such user. */
export async function selectBalance(
  db: Db | Tx,
  userId: string,
): Promise<{ credits: number; role: string } | undefined> {
  const [row] = await db
    .select({ credits: user.credits, role: user.role })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

/** Records a ledger row under its unique ref; false when the ref was already recorded. */
export async function insertLedgerRow(
  db: Db | Tx,
  row: { userId: string; delta: number; reason: string; ref: string },
): Promise<boolean> {
  const inserted = await db
    .insert(creditLedger)
    .values(row)
    .onConflictDoNothing({ target: creditLedger.ref })
    .returning({ id: creditLedger.id });
  return inserted.length > 0;
}

/** Moves the balance by `delta` unless that would take it below zero; the new balance, or undefined. */
export async function addToBalance(db: Db | Tx, userId: string, delta: number): Promise<number | undefined> {
  const [row] = await db
    .update(user)
    .set({ credits: sql`${user.credits} + ${delta}`, updatedAt: sql`now()` })
    .where(and(eq(user.id, userId), sql`${user.credits} + ${delta} >= 0`))
    .returning({ credits: user.credits });
  return row?.credits;
}

/** True when a change with this ref has been recorded. */
export async function selectHasCreditRef(db: Db | Tx, ref: string): Promise<boolean> {
  const rows = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(eq(creditLedger.ref, ref))
    .limit(1);
  return rows.length > 0;
}

/**
 * The account row and whether the ledger holds the entry `ref`, in one round trip: what the
 * signed-in user's every page load needs (identity asks whether the sign-up grant is there).
 */
// Read by every GET /api/auth/user, so built once.
const accountWithRef = preparedPerDb((db) =>
  db
    .select({
      account: user,
      granted: sql<boolean>`exists (select 1 from ${creditLedger} where ${creditLedger.ref} = ${sql.placeholder('ref')})`,
    })
    .from(user)
    .where(eq(user.id, sql.placeholder('userId')))
    .prepare('account_with_credit_ref'),
);

export async function selectAccountWithRef(db: Db, userId: string, ref: string) {
  const [row] = await accountWithRef(db).execute({ userId, ref });
  return row;
}
