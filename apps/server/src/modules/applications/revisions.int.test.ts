import { applicationReviewSchema, applicationSchema, revisionListSchema } from '@hireproof/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationRevisions } from '../../db/schema.ts';
import { testDrivers } from '../../test/databases.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { REVISIONS_KEPT_MAX } from './revision-policy.ts';
import { SAMPLE_JOB, sampleTxt } from './test-support/resume-files.ts';

async function generate(app: FastifyInstance, cookie: string): Promise<string> {
  const body = new FormData();
  for (const [key, value] of Object.entries(SAMPLE_JOB)) body.append(key, value);
  body.append('resume', new Blob([(await sampleTxt()) as Uint8Array<ArrayBuffer>]), 'cv.txt');
  const response = await app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: { ...TEST_ORIGIN, cookie },
    body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return applicationSchema.parse(response.json()).id;
}

describe.each(testDrivers())('revisions stay bounded (issue 26.5) on %s', (driver) => {
  let t: TestApp;

  const call = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...TEST_ORIGIN, cookie }, ...(payload ? { payload } : {}) });
  const revisionRows = (id: string) =>
    t.database.handle.db
      .select()
      .from(applicationRevisions)
      .where(eq(applicationRevisions.applicationId, id));

  beforeAll(async () => {
    t = await createTestApp(driver, {
      env: { FILE_STORE: 'db' },
      applications: {
        startWorker: true,
        generationWaitMs: 20_000,
        backoffBaseMs: 50,
        reviewWriteLimit: { max: 3 * REVISIONS_KEPT_MAX, windowMs: 60_000 },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('two actions at once are both kept: the one that finds its base changed is computed again on the new row', async () => {
    const { cookie } = await signUp(t.app, { email: uniqueEmail('concurrent') });
    const id = await generate(t.app, cookie);
    const [template, paper] = await Promise.all([
      call(cookie, 'PUT', `/api/applications/${id}/templates`, { resumeTemplateId: 'modern' }),
      call(cookie, 'PUT', `/api/applications/${id}/templates`, { pageSize: 'Letter' }),
    ]);
    expect(template.statusCode, template.body).toBe(200);
    expect(paper.statusCode, paper.body).toBe(200);
    const review = applicationReviewSchema.parse(
      (await call(cookie, 'GET', `/api/applications/${id}/review`)).json(),
    );
    // Neither write overwrote the other: both choices are stored, in revisions 2 and 3.
    expect(review).toMatchObject({ resumeTemplateId: 'modern', pageSize: 'Letter', revision: 3 });
    expect((await revisionRows(id)).map((row) => row.number).sort()).toEqual([1, 2, 3]);
  });

  it('makes no revision for an action that changes nothing: the current revision restored, the same figure filled again', async () => {
    const { cookie } = await signUp(t.app, { email: uniqueEmail('noop') });
    const id = await generate(t.app, cookie);
    const chosen = await call(cookie, 'PUT', `/api/applications/${id}/templates`, {
      resumeTemplateId: 'modern',
    });
    expect(chosen.json().revision).toBe(2);

    for (let i = 0; i < 3; i++) {
      const again = await call(cookie, 'POST', `/api/applications/${id}/revisions/2/restore`);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().revision).toBe(2);
      const same = await call(cookie, 'PUT', `/api/applications/${id}/templates`, {
        resumeTemplateId: 'modern',
      });
      expect(same.json().revision).toBe(2);
    }

    const state = applicationReviewSchema.parse(
      (await call(cookie, 'GET', `/api/applications/${id}/review`)).json(),
    );
    const suggestion = state.suggestions.find((candidate) => candidate.placeholders.length > 0)!;
    expect(suggestion).toBeDefined();
    const values = suggestion.placeholders.map((_, index) => `${21 + index}%`);
    const fill = () =>
      call(cookie, 'POST', `/api/applications/${id}/fill`, {
        target: 'suggestion',
        id: suggestion.id,
        values,
      });
    expect((await fill()).json().revision).toBe(3);
    expect((await fill()).json().revision).toBe(3);
    expect(await revisionRows(id)).toHaveLength(3);
  }, 60_000);

  it(`keeps at most ${REVISIONS_KEPT_MAX}: the generated one, noted, and the newest`, async () => {
    const { cookie } = await signUp(t.app, { email: uniqueEmail('many') });
    const id = await generate(t.app, cookie);
    const writes = REVISIONS_KEPT_MAX + 5;
    for (let i = 0; i < writes; i++) {
      const template = i % 2 === 0 ? 'modern' : 'classic';
      const response = await call(cookie, 'PUT', `/api/applications/${id}/templates`, {
        resumeTemplateId: template,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const newest = writes + 1;
    const list = revisionListSchema.parse(
      (await call(cookie, 'GET', `/api/applications/${id}/revisions`)).json(),
    );
    expect(list).toHaveLength(REVISIONS_KEPT_MAX);
    expect(list[0]).toMatchObject({ number: newest, current: true });
    const first = list.at(-1)!;
    expect(first.number).toBe(1);
    expect(first.action).toBe('generated');
    const removedUpTo = newest - (REVISIONS_KEPT_MAX - 1);
    expect(first.description).toContain(`revisions 2 to ${removedUpTo} were removed`);
    expect(list.at(-2)!.number).toBe(removedUpTo + 1);
    // The first is still there to go back to.
    const restored = await call(cookie, 'POST', `/api/applications/${id}/revisions/1/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await revisionRows(id)).toHaveLength(REVISIONS_KEPT_MAX);
  }, 120_000);

  it('limits review writes per user like the other writes', async () => {
    const limited = await createTestApp(driver, {
      database: t.database,
      applications: { startWorker: false, reviewWriteLimit: { max: 2, windowMs: 60_000 } },
    });
    try {
      const { cookie } = await signUp(t.app, { email: uniqueEmail('limited') });
      const id = await generate(t.app, cookie);
      const statuses: number[] = [];
      for (const template of ['modern', 'classic', 'modern']) {
        const response = await limited.app.inject({
          method: 'PUT',
          url: `/api/applications/${id}/templates`,
          headers: { ...TEST_ORIGIN, cookie },
          payload: { resumeTemplateId: template },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const restore = await limited.app.inject({
        method: 'POST',
        url: `/api/applications/${id}/revisions/1/restore`,
        headers: { ...TEST_ORIGIN, cookie },
      });
      expect(restore.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
