import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../app-error.ts';
import type { Db } from '../db/client.ts';
import { databaseRateLimitStore, redisRateLimitStore } from './rate-limit-store.ts';

export interface Limit {
  max: number;
  /** Window in milliseconds. */
  windowMs: number;
}

/**
 * Limits for the routes people can abuse without an account. Identity POSTs are limited per IP
 * and, for sign-in and sign-up, per email + IP (so an attacker cannot lock the owner of an
 * email out from elsewhere, while guessing one account's password stays slow).
 */
export interface RateLimitSettings {
  identityPerIp: Limit;
  identityPerEmail: Limit;
  contactPerIp: Limit;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  identityPerIp: { max: 100, windowMs: 15 * 60_000 },
  identityPerEmail: { max: 10, windowMs: 15 * 60_000 },
  contactPerIp: { max: 10, windowMs: 60 * 60_000 },
};

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a while and try again.';

/** A check that counts the request and throws AppError RATE_LIMITED once its key is over the limit. */
export type RateLimitCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface RateLimiters {
  identityPerIp: RateLimitCheck;
  identityPerEmail: RateLimitCheck;
  contactPerIp: RateLimitCheck;
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/**
 * Registers @fastify/rate-limit without a global limit and answers one check per limit; routes
 * call the ones they need (several may apply to one request, each with its own counter).
 * trustProxy stays off, so a spoofed X-Forwarded-For cannot change the key. Counters live in the
 * database, or in Redis when REDIS_URL is set (rate-limit-store.ts), so every web process on one
 * PostgreSQL or one Redis shares them; the limits other modules make with `app.createRateLimit` use
 * the same store.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings,
  counters: { db: Db; redisUrl: string | undefined },
): Promise<RateLimiters> {
  const store = counters.redisUrl
    ? redisRateLimitStore(await connectRedis(app, counters.redisUrl))
    : databaseRateLimitStore(counters.db);
  await app.register(rateLimit, { global: false, store });
  const limiter = (name: string, limit: Limit, key: (request: FastifyRequest) => string): RateLimitCheck => {
    const count = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${name}:${key(request)}`,
    });
    return async (request, reply) => {
      const result = await count(request);
      if (result.isAllowed || !result.isExceeded) return;
      request.log.warn({ event: 'rate_limited', limit: name }, 'rate limit reached');
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
    };
  };
  return {
    identityPerIp: limiter('identity-ip', settings.identityPerIp, (request) => request.ip),
    identityPerEmail: limiter(
      'identity-email',
      settings.identityPerEmail,
      (request) => `${emailOf(request)}|${request.ip}`,
    ),
    contactPerIp: limiter('contact-ip', settings.contactPerIp, (request) => request.ip),
  };
}

/**
 * A Redis connection for the rate-limit counters, connected before the app serves anything: an
 * unreachable REDIS_URL stops start-up instead of leaving the limits unenforced. Later outages fail
 * the limited requests (no offline queue to pile up behind) until ioredis reconnects.
 */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // Loaded only when configured: most installs never use it, and every idle megabyte counts.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // ioredis rejects connect() with a bare "Connection is closed."; the socket's own error says why.
  let lastError: string | undefined;
  redis.on('error', (error: Error) => {
    lastError = error.message;
    app.log.warn({ event: 'redis_error', reason: error.message }, 'rate-limit store (Redis) error');
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `REDIS_URL: cannot reach Redis (${lastError ?? (error instanceof Error ? error.message : String(error))})`,
    );
  }
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
