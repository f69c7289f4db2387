import { APPLICATION_MESSAGES, applicationPageSchema, applicationSchema } from '@hireproof/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { SAMPLE_JOB, samplePdf } from './test-support/resume-files.ts';

/** A posting that shares nothing with the sample backend engineer's resume. */
const HOUSEKEEPING_JOB = {
  jobTitle: 'Housekeeper',
  company: 'Brookfield Senior Living',
  jobDescription:
    'Brookfield Senior Living is hiring a Housekeeper. Clean and sanitise resident apartments, bathrooms and common areas. ' +
    'Requirements: one year of housekeeping experience, knowledge of cleaning chemicals and their safe use, ' +
    'ability to lift 25 pounds, and a friendly manner with residents. Launder linens and restock supplies daily.',
} as const;

async function generate(app: FastifyInstance, cookie: string, job: Record<string, string>): Promise<string> {
  const body = new FormData();
  for (const [key, value] of Object.entries(job)) body.append(key, value);
  const pdf = await samplePdf();
  body.append('resume', new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'cv.pdf');
  const response = await app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: { ...TEST_ORIGIN, cookie },
    body,
  });
  // 202 when the machine is slow: the generation goes on, and the test waits for it.
  expect([201, 202], response.body).toContain(response.statusCode);
  const { id } = applicationSchema.parse(response.json());
  for (let waited = 0; waited < 60_000; waited += 250) {
    const read = await app.inject({ method: 'GET', url: `/api/applications/${id}`, headers: { cookie } });
    const { status } = applicationSchema.parse(read.json());
    if (status === 'complete') return id;
    expect(status).not.toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the generation did not finish within 60 s');
}

describe.each(testDrivers())('skipping the cover letter of a poor fit on %s', (driver) => {
  let t: TestApp;
  let cookie: string;
  let strangerCookie: string;
  const call = (who: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...TEST_ORIGIN, cookie: who },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp(driver, {
      env: { FILE_STORE: 'db' },
      applications: { startWorker: true, generationWaitMs: 20_000, concurrency: 1, backoffBaseMs: 50 },
    });
    cookie = (await signUp(t.app, { email: uniqueEmail('skip') })).cookie;
    strangerCookie = (await signUp(t.app, { email: uniqueEmail('skip-other') })).cookie;
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  it('reports a poor fit, and a skipped letter leaves the downloads until it is included again', async () => {
    const id = await generate(t.app, cookie, HOUSEKEEPING_JOB);
    const created = applicationSchema.parse((await call(cookie, 'GET', `/api/applications/${id}`)).json());
    expect(created.scores?.lowFit).toBe(true);
    expect(created.hasCoverLetter).toBe(true);
    expect(created.coverLetterSkipped).toBe(false);

    expect(
      (await call(strangerCookie, 'PUT', `/api/applications/${id}/cover-letter-skip`, { skipped: true }))
        .statusCode,
    ).toBe(404);

    const skipped = await call(cookie, 'PUT', `/api/applications/${id}/cover-letter-skip`, { skipped: true });
    expect(skipped.statusCode, skipped.body).toBe(200);
    const afterSkip = applicationSchema.parse(skipped.json());
    expect(afterSkip).toMatchObject({
      coverLetterSkipped: true,
      hasCoverLetter: false,
      coverLetterText: null,
      coverLetterUrl: null,
    });
    // Stored: a fresh read, the list and the export all follow it.
    const reread = applicationSchema.parse((await call(cookie, 'GET', `/api/applications/${id}`)).json());
    expect(reread.coverLetterSkipped).toBe(true);
    const list = applicationPageSchema.parse((await call(cookie, 'GET', '/api/applications')).json());
    expect(list.items.find((item) => item.id === id)?.hasCoverLetter).toBe(false);
    const letter = await call(cookie, 'GET', `/api/applications/${id}/export/cover-letter/txt`);
    expect(letter.statusCode).toBe(404);
    expect(letter.body).toContain(APPLICATION_MESSAGES.coverLetterSkipped);
    expect((await call(cookie, 'GET', `/api/applications/${id}/export/resume/txt`)).statusCode).toBe(200);

    const included = await call(cookie, 'PUT', `/api/applications/${id}/cover-letter-skip`, {
      skipped: false,
    });
    const afterInclude = applicationSchema.parse(included.json());
    expect(afterInclude).toMatchObject({ coverLetterSkipped: false, hasCoverLetter: true });
    expect(afterInclude.coverLetterText).toContain('Dear');
    expect((await call(cookie, 'GET', `/api/applications/${id}/export/cover-letter/txt`)).statusCode).toBe(
      200,
    );
  }, 120_000);

  it('reports no poor fit for a posting the resume meets', async () => {
    const id = await generate(t.app, cookie, SAMPLE_JOB);
    const app = applicationSchema.parse((await call(cookie, 'GET', `/api/applications/${id}`)).json());
    expect(app.scores?.lowFit).toBe(false);
  }, 120_000);
});
