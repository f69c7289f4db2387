import { fitCheckResponseSchema } from '@hireproof/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { SAMPLE_JOB, samplePdf } from '../applications/test-support/resume-files.ts';

const RESUME = [
  'Avery Lindqvist',
  'avery@example.com | +1 512 555 0147',
  'EXPERIENCE',
  'Senior Backend Engineer, Harbor Analytics, Austin, TX',
  'Mar 2021 - Present',
  '- Built a payments API in TypeScript and Node.js on PostgreSQL',
  '- Ran event processing on Kafka and services on Kubernetes in AWS',
  'SKILLS',
  'TypeScript, Go, PostgreSQL, Kafka, Kubernetes, AWS, Terraform',
].join('\n');

const BACKEND_JOB =
  'We are hiring a Staff Backend Engineer. Requirements: 7+ years building distributed systems in Go or ' +
  'TypeScript; deep experience with Kafka, PostgreSQL and Kubernetes on AWS; Terraform; mentoring.';

const PRESCHOOL_JOB =
  'Little Acorns Preschool is looking for a Preschool Teacher. Plan age-appropriate lessons in early ' +
  'childhood education, arts and crafts and circle time; supervise toddlers at nap time and outdoor play. ' +
  'Requirements: CPR and First Aid certification, a Child Development Associate credential, patience and ' +
  'classroom management.';

function fitForm(
  fields: Record<string, string>,
  file?: { text: string | Uint8Array; name: string },
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append('resume', new Blob([file.text as BlobPart]), file.name);
  return data;
}

const FIT_LIMIT = 6;

describe.each(testDrivers())('POST /api/analysis/fit on %s', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(driver, { analysis: { fitLimit: { max: FIT_LIMIT, windowMs: 60_000 } } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  async function user(app: FastifyInstance) {
    return (await signUp(app, { email: uniqueEmail('fit') })).cookie;
  }
  const check = (cookie: string, body: FormData) =>
    t.app.inject({ method: 'POST', url: '/api/analysis/fit', headers: { ...TEST_ORIGIN, cookie }, body });

  it("answers a fair fit for a posting in the resume's field, and a low one for an unrelated posting", async () => {
    const cookie = await user(t.app);
    const file = { text: RESUME, name: 'cv.txt' };
    const fair = await check(
      cookie,
      fitForm({ jobDescription: BACKEND_JOB, jobTitle: 'Staff Backend Engineer' }, file),
    );
    expect(fair.statusCode, fair.body).toBe(200);
    const fairBody = fitCheckResponseSchema.parse(fair.json());
    expect(fairBody.low).toBe(false);
    expect(fairBody.coverage).toBeGreaterThanOrEqual(fairBody.threshold);
    expect(fairBody.shared).toEqual(expect.arrayContaining(['Kafka']));

    const poor = await check(
      cookie,
      fitForm({ jobDescription: PRESCHOOL_JOB, jobTitle: 'Preschool Teacher' }, file),
    );
    expect(poor.statusCode, poor.body).toBe(200);
    const poorBody = fitCheckResponseSchema.parse(poor.json());
    expect(poorBody.low).toBe(true);
    expect(poorBody.coverage).toBeLessThan(poorBody.threshold);
    expect(poorBody.total).toBeGreaterThan(0);
  }, 60_000);

  it('reads a PDF upload the way a generation does', async () => {
    const cookie = await user(t.app);
    const response = await check(cookie, fitForm(SAMPLE_JOB, { text: await samplePdf(), name: 'cv.pdf' }));
    expect(response.statusCode, response.body).toBe(200);
    const body = fitCheckResponseSchema.parse(response.json());
    expect(body.low).toBe(false);
    expect(body.matched).toBeGreaterThan(0);
  }, 60_000);

  it('spends no credit and stores nothing', async () => {
    const cookie = await user(t.app);
    const before = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    const response = await check(
      cookie,
      fitForm({ jobDescription: BACKEND_JOB }, { text: RESUME, name: 'cv.txt' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(typeof before.json().credits).toBe('number');
    expect(after.json().credits).toBe(before.json().credits);
    const list = await t.app.inject({ method: 'GET', url: '/api/applications', headers: { cookie } });
    expect(list.json()).toEqual({ items: [], nextCursor: null });
  }, 60_000);

  it('refuses a request without a file or without a job description', async () => {
    const cookie = await user(t.app);
    const noFile = await check(cookie, fitForm({ jobDescription: BACKEND_JOB }));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please upload your resume');
    const noJob = await check(cookie, fitForm({ jobDescription: '  ' }, { text: RESUME, name: 'cv.txt' }));
    expect(noJob.statusCode).toBe(400);
  });

  it(`limits each user to ${FIT_LIMIT} checks a minute, with Retry-After`, async () => {
    const cookie = await user(t.app);
    for (let i = 0; i < FIT_LIMIT; i += 1) {
      expect((await check(cookie, fitForm({ jobDescription: BACKEND_JOB }))).statusCode).toBe(400);
    }
    const limited = await check(cookie, fitForm({ jobDescription: BACKEND_JOB }));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another user still has their own allowance.
    expect((await check(await user(t.app), fitForm({ jobDescription: BACKEND_JOB }))).statusCode).toBe(400);
  });
});
