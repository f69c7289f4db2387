import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { creditLedger, user } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase, testDrivers } from '../../test/databases.ts';
import { applyCredit } from './credit-ledger.ts';

let sequence = 0;
async function createAccount(db: Db, options: { credits?: number; role?: 'user' | 'admin' } = {}) {
  sequence += 1;
  const id = `ledger-test-${process.pid}-${Date.now()}-${sequence}`;
  await db
    .insert(user)
    .values({ id, name: 'Ledger Test', email: `${id}@example.test`, role: options.role ?? 'user' });
  if (options.credits)
    await applyCredit(db, { userId: id, delta: options.credits, reason: 'test', ref: `seed:${id}` });
  return id;
}

async function balanceOf(db: Db, userId: string) {
  const [row] = await db.select({ credits: user.credits }).from(user).where(eq(user.id, userId));
  return row?.credits;
}

async function ledgerSum(db: Db, userId: string) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return row?.total;
}

/** A deliberately wrong read-modify-write, to show the concurrency test has teeth (plan M-2). */
async function naiveDebit(db: Db, userId: string, ref: string) {
  const [row] = await db.select({ credits: user.credits }).from(user).where(eq(user.id, userId));
  if (!row || row.credits < 1) return false;
  await db.insert(creditLedger).values({ userId, delta: -1, reason: 'naive', ref });
  await db
    .update(user)
    .set({ credits: row.credits - 1 })
    .where(eq(user.id, userId));
  return true;
}

describe.each(testDrivers())('credit ledger on %s', (driver) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('grants, debits, and ignores a replayed ref', async () => {
    const userId = await createAccount(db);
    expect(await applyCredit(db, { userId, delta: 15, reason: 'purchase', ref: `order:${userId}` })).toEqual({
      applied: true,
      bypassed: false,
      balance: 15,
    });
    expect(await applyCredit(db, { userId, delta: 15, reason: 'purchase', ref: `order:${userId}` })).toEqual({
      applied: false,
      bypassed: false,
      balance: 15,
    });
    expect(
      (await applyCredit(db, { userId, delta: -1, reason: 'generation', ref: `app:${userId}` })).balance,
    ).toBe(14);
    expect(await ledgerSum(db, userId)).toBe(14);
  });

  it('refuses a debit that does not fit and records nothing', async () => {
    const userId = await createAccount(db, { credits: 1 });
    const attempt = applyCredit(db, { userId, delta: -2, reason: 'generation', ref: `big:${userId}` });
    await expect(attempt).rejects.toSatisfy(
      (error) => isAppError(error) && error.code === 'INSUFFICIENT_CREDITS',
    );
    expect(await balanceOf(db, userId)).toBe(1);
    const rows = await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.ref, `big:${userId}`));
    expect(rows).toHaveLength(0);
  });

  it('answers NOT_FOUND for an unknown user and INVALID_INPUT for a zero change', async () => {
    await expect(
      applyCredit(db, { userId: 'nobody', delta: 1, reason: 'x', ref: 'x:nobody' }),
    ).rejects.toSatisfy((error) => isAppError(error) && error.code === 'NOT_FOUND');
    const userId = await createAccount(db);
    await expect(applyCredit(db, { userId, delta: 0, reason: 'x', ref: 'x:zero' })).rejects.toSatisfy(
      (error) => isAppError(error) && error.code === 'INVALID_INPUT',
    );
  });

  it('lets admins through debits without touching their balance when asked to', async () => {
    const adminId = await createAccount(db, { role: 'admin', credits: 2 });
    const result = await applyCredit(db, {
      userId: adminId,
      delta: -1,
      reason: 'generation',
      ref: `admin:${adminId}`,
      bypassDebitForAdmin: true,
    });
    expect(result).toEqual({ applied: false, bypassed: true, balance: 2 });
    const userId = await createAccount(db, { credits: 0 });
    await expect(
      applyCredit(db, {
        userId,
        delta: -1,
        reason: 'generation',
        ref: `user:${userId}`,
        bypassDebitForAdmin: true,
      }),
    ).rejects.toSatisfy((error) => isAppError(error) && error.code === 'INSUFFICIENT_CREDITS');
  });

  it('applies exactly 10 of 50 concurrent debits against a balance of 10', async () => {
    const userId = await createAccount(db, { credits: 10 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        applyCredit(db, { userId, delta: -1, reason: 'generation', ref: `race:${userId}:${i}` }),
      ),
    );
    const applied = outcomes.filter((o) => o.status === 'fulfilled' && o.value.applied);
    const refused = outcomes.filter(
      (o) => o.status === 'rejected' && isAppError(o.reason) && o.reason.code === 'INSUFFICIENT_CREDITS',
    );
    expect(applied).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(await balanceOf(db, userId)).toBe(0);
    expect(await ledgerSum(db, userId)).toBe(0);
  });

  it('counts one replayed ref once under 20 concurrent callers', async () => {
    const userId = await createAccount(db);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        applyCredit(db, { userId, delta: 15, reason: 'purchase', ref: `dup:${userId}` }),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await balanceOf(db, userId)).toBe(15);
  });

  it('(control) a naive read-modify-write over-grants under the same race', async () => {
    const userId = await createAccount(db, { credits: 10 });
    const granted = await Promise.all(
      Array.from({ length: 50 }, (_, i) => naiveDebit(db, userId, `naive:${userId}:${i}`)),
    );
    // The broken variant lets more than 10 through; the conditional UPDATE above never does.
    expect(granted.filter(Boolean).length).toBeGreaterThan(10);
  });
});

/** Model test (plan M-3): random grants, debits, replays and concurrent batches vs. a plain counter. */
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('grant' as const),
    amount: fc.integer({ min: 1, max: 15 }),
    ref: fc.nat(12),
  }),
  fc.record({ kind: fc.constant('debit' as const), amount: fc.integer({ min: 1, max: 5 }), ref: fc.nat(12) }),
  fc.record({ kind: fc.constant('batch' as const), debits: fc.integer({ min: 2, max: 8 }) }),
);

describe.each(testDrivers())('credit ledger against a model on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('keeps balance = model balance = sum of the ledger, never below zero, refs counted once', async () => {
    const db = database.handle.db;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 25 }), async (operations) => {
        const userId = await createAccount(db);
        let model = 0;
        const seen = new Set<string>();
        let batchNo = 0;
        for (const op of operations) {
          if (op.kind === 'batch') {
            batchNo += 1;
            const results = await Promise.allSettled(
              Array.from({ length: op.debits }, (_, i) =>
                applyCredit(db, {
                  userId,
                  delta: -1,
                  reason: 'generation',
                  ref: `batch:${userId}:${batchNo}:${i}`,
                }),
              ),
            );
            // The model: exactly as many succeed as the balance allows.
            const expected = Math.min(model, op.debits);
            expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(expected);
            model -= expected;
            continue;
          }
          const ref = `${op.kind}:${userId}:${op.ref}`;
          const delta = op.kind === 'grant' ? op.amount : -op.amount;
          const attempt = applyCredit(db, { userId, delta, reason: op.kind, ref }).then(
            (result) => ({ ok: true as const, result }),
            (error: unknown) => ({ ok: false as const, error }),
          );
          const outcome = await attempt;
          if (seen.has(ref)) {
            expect(outcome.ok && !outcome.result.applied).toBe(true);
          } else if (model + delta < 0) {
            expect(
              !outcome.ok && isAppError(outcome.error) && outcome.error.code === 'INSUFFICIENT_CREDITS',
            ).toBe(true);
          } else {
            expect(outcome.ok && outcome.result.applied).toBe(true);
            seen.add(ref);
            model += delta;
          }
          expect(await balanceOf(db, userId)).toBe(model);
        }
        expect(await balanceOf(db, userId)).toBe(model);
        expect(await ledgerSum(db, userId)).toBe(model);
      }),
      { numRuns: 40 },
    );
  });
});
