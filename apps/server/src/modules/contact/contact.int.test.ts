import { CONTACT_THANK_YOU_MESSAGE } from '@hireproof/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, rateLimitCounters } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase, testDrivers } from '../../test/databases.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../test/test-app.ts';

const valid = {
  name: 'Grace Hopper',
  email: 'grace@example.test',
  subject: 'Invoices',
  message: 'Hello there.',
};

describe.each(testDrivers())('contact on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/contact', headers: TEST_ORIGIN, payload: payload as object });

  it('stores a valid message and thanks the sender', async () => {
    const subject = `Subject ${Date.now()}`;
    const response = await send({ ...valid, subject });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CONTACT_THANK_YOU_MESSAGE });
    const rows = await t.database.handle.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, subject));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: valid.name, email: valid.email, message: valid.message });
  });

  it.each([
    ['name', { ...valid, name: '   ' }],
    ['email', { ...valid, email: 'not-an-email' }],
    ['subject', { ...valid, subject: '' }],
    ['message', { ...valid, message: undefined }],
  ])('refuses a missing or invalid %s and names the field', async (field, payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_INPUT');
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...TEST_ORIGIN, 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    // Fastify reads text/plain as a string, which the schema refuses: nothing is stored.
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_INPUT');
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      rateLimits: {
        contactPerIp: { max: 3, windowMs: 60_000 },
        identityPerEmail: { max: 4, windowMs: 60_000 },
        identityPerIp: { max: 8, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('limits contact messages per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: TEST_ORIGIN,
        payload: valid,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // trustProxy is off: a forged X-Forwarded-For does not buy a fresh allowance.
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...TEST_ORIGIN, 'x-forwarded-for': '203.0.113.9' },
      payload: valid,
    });
    expect(spoofed.statusCode).toBe(429);
  });

  it('limits sign-in attempts per email and IP, then per IP, before any password is checked', async () => {
    const email = uniqueEmail('guess');
    const first: number[] = [];
    for (let i = 0; i < 6; i++)
      first.push((await signIn(t.app, { email, password: `guess-${i}` })).statusCode);
    expect(first).toEqual([401, 401, 401, 401, 429, 429]);
    const limited = await signIn(t.app, { email, password: 'guess-x' });
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();

    // Another email from the same IP still gets through until the per-IP limit (8) is used up.
    const other = uniqueEmail('other');
    const second: number[] = [];
    for (let i = 0; i < 3; i++)
      second.push((await signIn(t.app, { email: other, password: 'nope-nope' })).statusCode);
    expect(second).toEqual([401, 429, 429]);
  });
});

describe.each(testDrivers())('rate limits shared by two web processes on %s', (driver) => {
  let database: TestDatabase;
  let nodes: TestApp[];
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const rateLimits = { contactPerIp: { max: 3, windowMs: 60_000 } };
    nodes = [
      await createTestApp(driver, { database, rateLimits }),
      await createTestApp(driver, { database, rateLimits }),
    ];
  });
  afterAll(async () => {
    for (const node of nodes ?? []) await node.close();
    await database?.dispose();
  });

  it('counts hits on either node against one limit, stored without the caller address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const node = nodes[i % 2]!;
      const response = await node.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: TEST_ORIGIN,
        payload: valid,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const counters = await database.handle.db.select().from(rateLimitCounters);
    expect(counters.length).toBeGreaterThan(0);
    expect(JSON.stringify(counters)).not.toContain('127.0.0.1');
  });
});
