import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
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

/** Where the counters live in Redis; followed by the hashed key. */
export const REDIS_RATE_LIMIT_PREFIX = 'hireproof:rate-limit:';

/**
 * One hit in a fixed window, atomically: the first hit of a window sets its expiry. A counter found
 * without an expiry (a crash between the two calls on an older server) is given one, so no caller
 * stays locked out for ever. Answers the count and the milliseconds left in the window.
 */
const COUNT_HIT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

const READ_HITS = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}
`;

function countsOf(answer: unknown): { current: number; ttl: number } {
  const [current, ttl] = answer as [number, number];
  return { current: Number(current), ttl: Number(ttl) };
}

/**
 * The same counters in Redis (REDIS_URL), for deployments that run Redis anyway and would rather
 * not write a database row on every limited request. Keys are hashed here too.
 */
export function redisRateLimitStore(redis: Redis) {
  return class RedisRateLimitStore {
    incr(key: string, done: Callback, timeWindow: number): void {
      redis.eval(COUNT_HIT, 1, REDIS_RATE_LIMIT_PREFIX + hashOf(key), timeWindow).then(
        (answer) => done(null, countsOf(answer)),
        (error: Error) => done(error),
      );
    }
    read(key: string, done: Callback): void {
      redis.eval(READ_HITS, 1, REDIS_RATE_LIMIT_PREFIX + hashOf(key)).then(
        (answer) => done(null, countsOf(answer)),
        (error: Error) => done(error),
      );
    }
    child(): RedisRateLimitStore {
      return this;
    }
  };
}
