import { createHash } from 'node:crypto';

/**
 * How long a session verified against the session table is trusted again for the very same Cookie
 * header without asking better-auth. It is forgotten sooner, at once, when the database announces
 * that the user's sessions or account changed (a sign-out, a revocation, a password or role change,
 * on any node: migrations 0011 and 0012), and nothing is remembered while announcements cannot be
 * heard. This bound only limits the damage if an announcement were ever lost without the connection
 * dropping (a dropped connection forgets everything at once).
 */
export const SESSION_MEMO_SECONDS = 30;

/** Enough for every browser an instance serves in thirty seconds; the oldest entry goes first. */
const MEMO_MAX_ENTRIES = 10_000;

interface Remembered {
  userId: string;
  until: number;
}

/**
 * Verified sessions by a digest of the exact Cookie header that proved them. Only a header that
 * better-auth accepted is ever stored, so nothing can be forged into it, and any change to the
 * cookies (another session, a signed-out browser) misses and is checked again. Digests, not headers,
 * are kept so memory stays bounded whatever a client sends. This memo, not better-auth's signed
 * cookie cache (which a revocation cannot reach), is what spares most requests a session read.
 */
export class SessionMemo {
  readonly #entries = new Map<string, Remembered>();
  readonly #byUser = new Map<string, Set<string>>();
  /** Counts the forgettings, so a verification that overlapped one is not remembered (see mark). */
  #forgotten = 0;

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly maxEntries = MEMO_MAX_ENTRIES,
    /** False while announcements cannot be heard: then nothing is remembered or answered. */
    private readonly canRemember: () => boolean = () => true,
  ) {}

  /** The user the header proved, while the memo holds it. */
  userId(cookieHeader: string): string | undefined {
    if (!this.canRemember()) return undefined;
    const key = digest(cookieHeader);
    const found = this.#entries.get(key);
    if (!found) return undefined;
    if (found.until > this.now()) return found.userId;
    this.#delete(key);
    return undefined;
  }

  /** Taken before a verification starts; `remember` keeps nothing if anything was forgotten since. */
  mark(): number {
    return this.#forgotten;
  }

  /**
   * Remembers a verified session for SESSION_MEMO_SECONDS, never past the session's own expiry, and
   * only when nothing was forgotten since `mark` (the verification may predate that change).
   */
  remember(cookieHeader: string, userId: string, sessionExpiresAt: number, mark = this.mark()): void {
    if (!this.canRemember() || mark !== this.#forgotten) return;
    const until = Math.min(this.now() + SESSION_MEMO_SECONDS * 1000, sessionExpiresAt);
    if (!(until > this.now())) return;
    const key = digest(cookieHeader);
    this.#delete(key);
    while (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#delete(oldest);
    }
    this.#entries.set(key, { userId, until });
    const keys = this.#byUser.get(userId);
    if (keys) keys.add(key);
    else this.#byUser.set(userId, new Set([key]));
  }

  /** The user's sessions or account changed: every header verified for them is checked again. */
  forgetUser(userId: string): void {
    this.#forgotten += 1;
    for (const key of this.#byUser.get(userId) ?? []) this.#entries.delete(key);
    this.#byUser.delete(userId);
  }

  /**
   * Forgets every header verified for the user this header belongs to (a sign-out or a password
   * change made with it), at once on this node, before the database's announcement arrives.
   */
  forgetUserOf(cookieHeader: string): void {
    const found = this.#entries.get(digest(cookieHeader));
    this.#forgotten += 1;
    if (found) this.forgetUser(found.userId);
  }

  /** Announcements may have been missed: nothing remembered can be trusted. */
  forgetAll(): void {
    this.#forgotten += 1;
    this.#entries.clear();
    this.#byUser.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #delete(key: string): void {
    const found = this.#entries.get(key);
    if (!found) return;
    this.#entries.delete(key);
    const keys = this.#byUser.get(found.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.#byUser.delete(found.userId);
  }
}

function digest(cookieHeader: string): string {
  return createHash('sha256').update(cookieHeader).digest('base64url');
}
