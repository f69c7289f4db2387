import { AppError } from '../../app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-error.ts';
import {
  addToBalance,
  insertLedgerRow,
  selectAccountWithRef,
  selectBalance,
  selectHasCreditRef,
} from './credits.queries.ts';

export interface CreditChange {
  userId: string;
  /** Positive grants, negative debits. Never zero. */
  delta: number;
  /** Human-readable why, e.g. 'signup', 'generation', 'refund'. */
  reason: string;
  /** The business event this change belongs to (`signup:<userId>`, `order:<id>`, …); counted once. */
  ref: string;
  /** For debits: an admin's balance is left alone and nothing is recorded (admins have unlimited credits). */
  bypassDebitForAdmin?: boolean;
}

export interface CreditResult {
  /** False when the ref was already recorded (a replay) or an admin debit was bypassed. */
  applied: boolean;
  bypassed: boolean;
  balance: number;
}

async function readBalance(db: Db | Tx, userId: string): Promise<{ credits: number; role: string }> {
  const row = await selectBalance(db, userId);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

/**
 * The only way a balance changes (DESIGN §4). In one transaction: record the ledger row under its
 * unique ref (a replayed ref changes nothing) and move the balance with a conditional UPDATE that
 * can never take it below zero — safe under any number of concurrent callers, with no
 * read-modify-write. Throws AppError INSUFFICIENT_CREDITS (and records nothing) when a debit does
 * not fit, NOT_FOUND for an unknown user.
 */
export async function applyCredit(db: Db | Tx, change: CreditChange): Promise<CreditResult> {
  if (!Number.isInteger(change.delta) || change.delta === 0) {
    throw new AppError('INVALID_INPUT', 'A credit change must be a non-zero whole number');
  }
  if (change.delta < 0 && change.bypassDebitForAdmin) {
    const current = await readBalance(db, change.userId);
    if (current.role === 'admin') return { applied: false, bypassed: true, balance: current.credits };
  }
  try {
    return await db.transaction(async (tx) => {
      const recorded = await insertLedgerRow(tx, {
        userId: change.userId,
        delta: change.delta,
        reason: change.reason,
        ref: change.ref,
      });
      if (!recorded) {
        const current = await readBalance(tx, change.userId);
        return { applied: false, bypassed: false, balance: current.credits };
      }
      const balance = await addToBalance(tx, change.userId, change.delta);
      // Throwing inside the callback rolls the ledger row back with it.
      if (balance === undefined) throw new AppError('INSUFFICIENT_CREDITS', 'Not enough credits');
      return { applied: true, bypassed: false, balance };
    });
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw new AppError('NOT_FOUND', 'User not found');
    throw error;
  }
}

/** True when a change with this ref has been recorded. */
/** The account and whether the ledger holds `ref` for anyone, read together (one query). */
export function accountWithCreditRef(db: Db, userId: string, ref: string) {
  return selectAccountWithRef(db, userId, ref);
}

export function hasCreditRef(db: Db | Tx, ref: string): Promise<boolean> {
  return selectHasCreditRef(db, ref);
}
