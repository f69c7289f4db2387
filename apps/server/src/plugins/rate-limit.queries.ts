import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';

/**
 * Counts one hit for `keyHash` in a window of `windowMs` and answers the count so far and the
 * milliseconds until the window ends. One statement, so concurrent hits from every web process add
 * up exactly; the window follows the database's clock, the one all nodes share.
 */
export async function countHit(
  db: Db,
  keyHash: string,
  windowMs: number,
): Promise<{ hits: number; ttlMs: number }> {
  const ends = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const expired = sql`${rateLimitCounters.resetsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ keyHash, hits: 1, resetsAt: ends })
    .onConflictDoUpdate({
      target: rateLimitCounters.keyHash,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      ttlMs:
        sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitCounters.resetsAt} - now()) * 1000))`.mapWith(
          Number,
        ),
    });
  return row!;
}

/** The count and time left for `keyHash` without counting a hit (zero when no window is open). */
export async function readHits(db: Db, keyHash: string): Promise<{ hits: number; ttlMs: number }> {
  const [row] = await db
    .select({
      hits: rateLimitCounters.hits,
      ttlMs: sql<number>`ceil(extract(epoch from ${rateLimitCounters.resetsAt} - now()) * 1000)`.mapWith(
        Number,
      ),
    })
    .from(rateLimitCounters)
    .where(sql`${rateLimitCounters.keyHash} = ${keyHash} and ${rateLimitCounters.resetsAt} > now()`);
  return row ?? { hits: 0, ttlMs: 0 };
}

/** Drops counters whose window ended before `olderThan` ago; answers how many. */
export async function deleteEndedCounters(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.resetsAt, sql`now() - interval '1 minute'`))
    .returning({ keyHash: rateLimitCounters.keyHash });
  return gone.length;
}
