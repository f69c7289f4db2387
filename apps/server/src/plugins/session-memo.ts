import { createHash } from 'node:crypto';

/**
 * How long a session better-auth has just verified is trusted again for the very same Cookie header
 * without asking better-auth. better-auth's check of its signed cookie cache (three HMACs through
 * Web Crypto, JSON and schema parsing) cost more CPU than the rest of an authenticated read. Added
 * to the cookie cache's own lifetime, this is the longest a revoked session can still be used
 * (SESSION_REVOCATION_SECONDS in modules/identity/auth.ts).
 */
export const SESSION_MEMO_SECONDS = 5;

/** Enough for every browser an instance serves in five seconds; the oldest entry goes first. */
const MEMO_MAX_ENTRIES = 10_000;

interface Remembered {
  userId: string;
  until: number;
}

/**
 * Verified sessions by a digest of the exact Cookie header that proved them. Only a header that
 * better-auth accepted is ever stored, so nothing can be forged into it, and any change to the
 * cookies (another session, a refreshed copy, a signed-out browser) misses and is checked again.
 * Digests, not headers, are kept so memory stays bounded whatever a client sends.
 */
export class SessionMemo {
  readonly #entries = new Map<string, Remembered>();

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly maxEntries = MEMO_MAX_ENTRIES,
  ) {}

  /** The user the header proved, while the memo holds it. */
  userId(cookieHeader: string): string | undefined {
    const key = digest(cookieHeader);
    const found = this.#entries.get(key);
    if (!found) return undefined;
    if (found.until > this.now()) return found.userId;
    this.#entries.delete(key);
    return undefined;
  }

  /** Remembers a verified session for SESSION_MEMO_SECONDS, never past the session's own expiry. */
  remember(cookieHeader: string, userId: string, sessionExpiresAt: number): void {
    const until = Math.min(this.now() + SESSION_MEMO_SECONDS * 1000, sessionExpiresAt);
    if (!(until > this.now())) return;
    const key = digest(cookieHeader);
    this.#entries.delete(key);
    while (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    this.#entries.set(key, { userId, until });
  }

  get size(): number {
    return this.#entries.size;
  }
}

function digest(cookieHeader: string): string {
  return createHash('sha256').update(cookieHeader).digest('base64url');
}
