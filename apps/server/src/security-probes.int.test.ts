import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from './db/schema.ts';
import { SAMPLE_JOB, sampleTxt } from './modules/applications/test-support/resume-files.ts';
import { testDrivers } from './test/databases.ts';
import {
  createTestApp,
  signUp,
  signUpAdmin,
  TEST_ORIGIN,
  type TestApp,
  uniqueEmail,
} from './test/test-app.ts';

/**
 * Probes from the outside review (issue 14, items 7 and 9): inputs that used to reach the database
 * and answer 500, or were stored although no person could mean them. Each must be refused with a
 * 400 that says what is wrong, and change nothing.
 */
describe.each(testDrivers())('input probes on %s', (driver) => {
  let t: TestApp;
  let userCookie: string;
  let adminCookie: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    userCookie = (await signUp(t.app, { email: uniqueEmail('probe') })).cookie;
    adminCookie = (await signUpAdmin(t, { email: uniqueEmail('probe-admin') })).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  const expectRefused = (response: { statusCode: number; json: () => { code: string; message: string } }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_INPUT');
    expect(response.json().message.length).toBeGreaterThan(0);
  };

  async function generationForm(fields: Record<string, string>, fileName: string): Promise<FormData> {
    const data = new FormData();
    for (const [key, value] of Object.entries({ ...SAMPLE_JOB, ...fields })) data.append(key, value);
    data.append('resume', new Blob([(await sampleTxt()) as Uint8Array<ArrayBuffer>]), fileName);
    return data;
  }

  async function creditsOf(cookie: string): Promise<number> {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    const [row] = await t.database.handle.db.select().from(user).where(eq(user.id, me.json().id));
    return row!.credits;
  }

  it.each([
    ['a NUL in the job title', { jobTitle: 'Engineer\u0000' }, 'resume.txt'],
    ['a NUL in the company', { company: 'Acme\u0000' }, 'resume.txt'],
    ['a NUL in the file name', {}, 'resume\u0000.txt'],
    ['a 300-character file name', {}, `${'r'.repeat(296)}.txt`],
  ])('refuses a generation with %s and spends no credit', async (_label, fields, fileName) => {
    const before = await creditsOf(userCookie);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { ...TEST_ORIGIN, cookie: userCookie },
      body: await generationForm(fields, fileName),
    });
    expectRefused(response);
    expect(await creditsOf(userCookie)).toBe(before);
  });

  it('refuses a NUL in a contact message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: TEST_ORIGIN,
      payload: { name: 'Ada\u0000', email: 'ada@example.test', subject: 'Hi', message: 'Hello' },
    });
    expectRefused(response);
  });

  it.each([
    ['search=%00', 'a NUL in the search'],
    ['startDate=2026-13-45', 'an impossible start date'],
    ['endDate=2026-02-30', 'an impossible end date'],
  ])('refuses order history with %s (%s)', async (query) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/completed?${query}`,
      headers: { cookie: adminCookie },
    });
    expectRefused(response);
  });

  it.each([
    [{ pricingUSD: 5e-324, pricingINR: 499 }],
    [{ pricingUSD: 0.01, pricingINR: 499 }],
    [{ pricingUSD: 9.99, pricingINR: 1e9 }],
    [{ pricingUSD: 9.99, pricingINR: 0 }],
  ])('refuses prices outside the sensible range: %j', async (prices) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { ...TEST_ORIGIN, cookie: adminCookie },
      payload: prices,
    });
    expectRefused(response);
  });

  it.each([
    ['priority 2^31', { priority: 2_147_483_648 }],
    ['a rate limit of 1e10', { rateLimitPerHour: 1e10 }],
    ['a 900 KB API key', { apiKey: 'k'.repeat(900_000) }],
    ['a NUL in the name', { name: 'Pool\u0000' }],
  ])('refuses an AI configuration with %s and stores nothing', async (_label, fields) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/api-configs',
      headers: { ...TEST_ORIGIN, cookie: adminCookie },
      payload: { name: 'Probe', type: 'api_key', apiKey: 'sk-probe', model: 'm', ...fields },
    });
    expectRefused(response);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/api-configs',
      headers: { cookie: adminCookie },
    });
    expect(list.json()).toEqual([]);
  });
});
