import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { createTestApp, TEST_ORIGIN, type TestApp, uniqueEmail } from '../test/test-app.ts';
import { REDIS_RATE_LIMIT_PREFIX } from './rate-limit-store.ts';

/**
 * Rate limits kept in Redis (REDIS_URL). The shared-limit test runs where a Redis server is
 * configured for tests (TEST_REDIS_URL; .ci/run sets it and starts redis-server when the machine has
 * one). A configured Redis that is down fails it: the apps refuse to start.
 */
const redisUrls = process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [];

it('refuses to start when REDIS_URL points at no Redis, rather than run without limits', async () => {
  const url = `redis://127.0.0.1:${await freePort()}`;
  await expect(createTestApp('pglite', { env: { REDIS_URL: url } })).rejects.toThrow(
    /REDIS_URL: cannot reach Redis/,
  );
});

describe.each(redisUrls)('two web apps with their own databases and one Redis (%s)', (redisUrl) => {
  let nodes: TestApp[];
  let redis: Redis;
  beforeAll(async () => {
    const rateLimits = { identityPerEmail: { max: 3, windowMs: 60_000 } };
    // Separate databases: whatever the two share, they share through Redis.
    nodes = [
      await createTestApp('pglite', { env: { REDIS_URL: redisUrl }, rateLimits }),
      await createTestApp('pglite', { env: { REDIS_URL: redisUrl }, rateLimits }),
    ];
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    for (const node of nodes ?? []) await node.close();
    await redis?.quit();
  });

  it('holds a limit reached through one app on the other, with hashed keys that expire', async () => {
    const guessed = uniqueEmail('redis-limit');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await nodes[i % 2]!.app.inject({
        method: 'POST',
        url: '/api/identity/sign-in/email',
        headers: TEST_ORIGIN,
        payload: { email: guessed, password: `wrong-password-${i}` },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);

    const keys = await redis.keys(`${REDIS_RATE_LIMIT_PREFIX}*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => key.includes(guessed) || key.includes('127.0.0.1'))).toEqual([]);
    for (const key of keys.slice(0, 20)) {
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60 * 60_000);
    }
  });
});
