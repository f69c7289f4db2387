import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/client.ts';
import { createNotificationListener } from '../../db/notification-listener.ts';

/** The channel the `user` table's trigger announces each changed or deleted account id on (migration 0011). */
export const ACCOUNT_CHANGED_CHANNEL = 'hireproof_account_changed';

/**
 * How long a kept account is trusted without an announcement. Announcements are what keeps the
 * copies right; this only bounds the damage if one were ever missed without the connection
 * dropping (a dropped connection empties the cache at once).
 */
export const ACCOUNT_CACHE_TTL_MS = 10_000;

/** Accounts kept at most; past it the oldest go first. */
const MAX_ACCOUNTS = 10_000;

interface Kept<Account> {
  account: Account;
  until: number;
}

/**
 * The account rows a web process has just read, so a signed-in request does not read its account
 * again when nothing changed (issue 15: the user row not re-read). Every change to a row, from any
 * process, is announced by a database trigger and drops the copy here; while the announcements
 * cannot be heard (PGlite, or the LISTEN connection is down) nothing is kept and every read goes to
 * the database, as before.
 */
export class AccountCache<Account> {
  private readonly kept = new Map<string, Kept<Account>>();
  /** Counts the announcements heard, so a read that overlapped one is not kept (see read). */
  private announcements = 0;

  constructor(
    private readonly canKeep: () => boolean,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The account from the cache, or from `load`. A loaded account is kept only when no change was
   * announced while it was being read: the read may have started before that change committed.
   */
  async read(id: string, load: () => Promise<Account | undefined>): Promise<Account | undefined> {
    const hit = this.kept.get(id);
    if (hit && hit.until > this.now() && this.canKeep()) return hit.account;
    const heardBefore = this.announcements;
    const account = await load();
    if (account === undefined) {
      this.kept.delete(id);
    } else if (this.canKeep() && heardBefore === this.announcements) {
      this.keep(id, account);
    }
    return account;
  }

  /** The account changed or was deleted. */
  changed(id: string): void {
    this.announcements += 1;
    this.kept.delete(id);
  }

  /** Announcements may have been missed: nothing kept can be trusted. */
  forgetAll(): void {
    this.announcements += 1;
    this.kept.clear();
  }

  get size(): number {
    return this.kept.size;
  }

  private keep(id: string, account: Account): void {
    this.kept.delete(id);
    if (this.kept.size >= MAX_ACCOUNTS) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    this.kept.set(id, { account, until: this.now() + ACCOUNT_CACHE_TTL_MS });
  }
}

/** An account cache kept right by the database's announcements; close it with the app. */
export async function createAccountCache<Account>(
  database: DatabaseHandle,
  logger: Logger,
): Promise<{ cache: AccountCache<Account>; close(): Promise<void> }> {
  let listening = () => false;
  const cache = new AccountCache<Account>(() => listening());
  const listener = await createNotificationListener({
    database,
    logger,
    channel: ACCOUNT_CHANGED_CHANNEL,
    onMessage: (id) => cache.changed(id),
    onLost: () => cache.forgetAll(),
    // A read that began while the connection was down may hold a change nobody announced to us.
    onListening: () => cache.forgetAll(),
  });
  listening = () => listener.listening;
  return { cache, close: () => listener.close() };
}
