import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { countHit, deleteEndedCounters, readHits } from './rate-limit.queries.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Ended windows are swept once every this many hits, so the table stays as small as the live set. */
const SWEEP_EVERY_HITS = 500;

const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * A @fastify/rate-limit store whose counters live in the database, so a limit reached through one
 * web process holds on every other (several nodes on one PostgreSQL). Keys are stored hashed: an
 * email or an address never lands in the table.
 */
export function databaseRateLimitStore(db: Db) {
  let hitsSinceSweep = 0;
  const sweep = () => {
    hitsSinceSweep = 0;
    deleteEndedCounters(db).catch(() => undefined);
  };
  return class DatabaseRateLimitStore {
    incr(key: string, done: Callback, timeWindow: number): void {
      if (++hitsSinceSweep >= SWEEP_EVERY_HITS) sweep();
      countHit(db, hashOf(key), timeWindow).then(
        ({ hits, ttlMs }) => done(null, { current: hits, ttl: ttlMs }),
        (error: Error) => done(error),
      );
    }
    read(key: string, done: Callback): void {
      readHits(db, hashOf(key)).then(
        ({ hits, ttlMs }) => done(null, { current: hits, ttl: ttlMs }),
        (error: Error) => done(error),
      );
    }
    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}
