import { SIGNUP_CREDITS } from '@hireproof/contract';
import { type Config, isAdminEmail } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accountWithCreditRef, applyCredit, hasCreditRef } from '../credits/index.ts';
import {
  promoteAccountByEmail,
  promoteAccountById,
  selectAccountByEmail,
  selectAccountById,
  selectAccountsNewestFirst,
} from './accounts.queries.ts';

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
 * Whether an account is owed the admin role: ADMIN_EMAILS lists its email (case-insensitively) and
 * the email is verified — by a link we mailed (SMTP) or by the OIDC provider's `email_verified`.
 * An unverified sign-up with an admin's address stays a user, or whoever registered the address
 * first would own the console. The operator CLI (`user:create --admin`, `user:promote`) grants
 * the role directly.
 */
export function isOwedAdminRole(
  config: Pick<Config, 'adminEmails'>,
  account: { email: string; emailVerified: boolean },
): boolean {
  return account.emailVerified && isAdminEmail(config, account.email);
}

/**
 * What every account is owed whenever it shows up (sign-in, /api/auth/user): the sign-up credits
 * if a crash ever separated them from the account's creation, and role admin when ADMIN_EMAILS
 * lists the verified email. Cheap when nothing is owed: one indexed lookup. Answers whether the
 * account changed, so a caller holding the account's row knows when to read it again.
 */
export async function ensureAccountEntitlements(
  db: Db,
  config: Pick<Config, 'adminEmails'>,
  account: { id: string; email: string; emailVerified: boolean },
): Promise<boolean> {
  let changed = false;
  if (!(await hasCreditRef(db, signupCreditRef(account.id)))) {
    await grantSignupCredits(db, account.id);
    changed = true;
  }
  if (isOwedAdminRole(config, account)) {
    changed ||= await promoteAccountById(db, account.id);
  }
  return changed;
}

/**
 * The signed-in account for /api/auth/user with what it is owed (see ensureAccountEntitlements)
 * settled, in one query when nothing is owed: the row is read again only when something changed.
 */
export async function loadCurrentAccount(db: Db, config: Pick<Config, 'adminEmails'>, id: string) {
  const found = await accountWithCreditRef(db, id, signupCreditRef(id));
  if (!found) return undefined;
  const { account, granted } = found;
  let changed = false;
  if (!granted) {
    await grantSignupCredits(db, id);
    changed = true;
  }
  if (account.role !== 'admin' && isOwedAdminRole(config, account)) {
    changed ||= await promoteAccountById(db, id);
  }
  return changed ? ((await selectAccountById(db, id)) ?? account) : account;
}

/** Promotes an existing account to admin; answers false when no account has that email. */
export async function promoteToAdmin(db: Db, email: string): Promise<boolean> {
  return promoteAccountByEmail(db, email.trim().toLowerCase());
}

export function findUserById(db: Db, id: string) {
  return selectAccountById(db, id);
}

export function findUserByEmail(db: Db, email: string) {
  return selectAccountByEmail(db, email.trim().toLowerCase());
}

export type AccountSummary = Awaited<ReturnType<typeof selectAccountsNewestFirst>>[number];

/** Every account (id, email, names, credits, role, created), newest first. */
export function listAccounts(db: Db): Promise<AccountSummary[]> {
  return selectAccountsNewestFirst(db);
}
