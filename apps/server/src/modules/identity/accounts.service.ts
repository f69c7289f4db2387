import { SIGNUP_CREDITS } from '@hireproof/contract';
import { and, eq, ne } from 'drizzle-orm';
import { type Config, isAdminEmail } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema.ts';
import { applyCredit, hasCreditRef } from '../credits/credit-ledger.ts';

export const signupCreditRef = (userId: string) => `signup:${userId}`;

/** Splits a display name into first and last name ("Ada King Lovelace" → "Ada", "King Lovelace"). */
export function splitName(name: string | null | undefined): {
  firstName: string | null;
  lastName: string | null;
} {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0] ?? null, lastName: parts.length > 1 ? parts.slice(1).join(' ') : null };
}

/** Grants the sign-up credits through the ledger; the ref makes it happen once per account, ever. */
export async function grantSignupCredits(db: Db, userId: string): Promise<void> {
  await applyCredit(db, { userId, delta: SIGNUP_CREDITS, reason: 'signup', ref: signupCreditRef(userId) });
}

/**
 * What every account is owed whenever it shows up (sign-in, /api/auth/user): the sign-up credits
 * if a crash ever separated them from the account's creation, and role admin when ADMIN_EMAILS
 * lists the email. Cheap when nothing is owed: one indexed lookup. Answers whether the account
 * changed, so a caller holding the account's row knows when to read it again.
 */
export async function ensureAccountEntitlements(
  db: Db,
  config: Pick<Config, 'adminEmails'>,
  account: { id: string; email: string },
): Promise<boolean> {
  let changed = false;
  if (!(await hasCreditRef(db, signupCreditRef(account.id)))) {
    await grantSignupCredits(db, account.id);
    changed = true;
  }
  if (isAdminEmail(config, account.email)) {
    const promoted = await db
      .update(user)
      .set({ role: 'admin' })
      .where(and(eq(user.id, account.id), ne(user.role, 'admin')))
      .returning({ id: user.id });
    changed ||= promoted.length > 0;
  }
  return changed;
}

/** Promotes an existing account to admin; answers false when no account has that email. */
export async function promoteToAdmin(db: Db, email: string): Promise<boolean> {
  const updated = await db
    .update(user)
    .set({ role: 'admin' })
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return updated.length > 0;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(user).where(eq(user.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(user).where(eq(user.email, email.trim().toLowerCase()));
  return row;
}
