import {
  INPUT_LIMIT_MESSAGES,
  INPUT_LINE_MAX_CHARS,
  READABILITY_TEXT_MAX_CHARS,
  readabilityResultSchema,
} from '@hireproof/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../test/test-app.ts';

/** Twenty keywords the resume mostly lacks, and a resume with every weakness the scorer looks for. */
const KEYWORDS = Array.from({ length: 20 }, (_, i) => `Keyword${i + 1}`);
const WEAK_RESUME =
  'Jane Doe\nResponsible for things. Was involved in various tasks that were handled by the team and were ' +
  'assigned by managers who were responsible for many different kinds of work over a long period of time.\n' +
  'Helped with stuff.\nWorked on projects.';

describe.each(testDrivers())('POST /api/analysis/readability (the builder side panel) on %s', (driver) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookie = (await signUp(t.app, { email: uniqueEmail('readability') })).cookie;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers at most 6 suggestions and 8 top keywords, with scores within 0..100', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/readability',
      headers: { ...TEST_ORIGIN, cookie },
      payload: { resumeText: WEAK_RESUME, jobTitle: 'Data Engineer', keywords: KEYWORDS },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = readabilityResultSchema.parse(response.json());
    expect(result.suggestions.length).toBeGreaterThan(0);
    expect(result.suggestions.length).toBeLessThanOrEqual(6);
    expect(result.modelHints.topKeywords.length).toBe(8);
    for (const score of Object.values(result.scores)) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
  });

  it("scores against the keywords of a job description when no keywords are sent (the builder's target job)", async () => {
    const jobDescription =
      'Northwind is hiring a Data Engineer. You will build data pipelines in Python and Apache Airflow, ' +
      'model data in Snowflake and write SQL every day. Experience with Kubernetes is a plus.';
    const resumeText =
      'Jane Doe\nData Engineer\nExperience\n- Built pipelines in Python and SQL for 3 teams.';
    const score = async (payload: Record<string, unknown>) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/analysis/readability',
        headers: { ...TEST_ORIGIN, cookie },
        payload: { resumeText, jobTitle: 'Data Engineer', ...payload },
      });
      expect(response.statusCode, response.body).toBe(200);
      return readabilityResultSchema.parse(response.json());
    };

    const withJob = await score({ jobDescription, company: 'Northwind', keywords: [] });
    expect(withJob.metrics.keywordsTotal).toBeGreaterThan(0);
    expect(withJob.metrics.keywordsMatched).toBeGreaterThan(0);
    expect(withJob.metrics.keywordsMatched).toBeLessThan(withJob.metrics.keywordsTotal);
    const top = withJob.modelHints.topKeywords.map((term) => term.toLowerCase());
    expect(top).toEqual(expect.arrayContaining(['python', 'sql']));
    expect(top).not.toContain('northwind');

    const withoutJob = await score({});
    expect(withoutJob.metrics.keywordsTotal).toBe(0);

    // Keywords the client sends win over the description (the detail page sends its own analysis).
    const sent = await score({ jobDescription, keywords: ['Excel'] });
    expect(sent.metrics.keywordsTotal).toBe(1);
  });

  it('refuses a request without resume content', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/readability',
      headers: { ...TEST_ORIGIN, cookie },
      payload: { resumeHtml: '  ', keywords: KEYWORDS },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a line longer than the cap with 400 and says why, for text, HTML and the job description', async () => {
    const blob = 'word '.repeat(Math.ceil((INPUT_LINE_MAX_CHARS + 10) / 5));
    for (const payload of [
      { resumeText: `Jane Doe\n${blob}` },
      { resumeHtml: `<h1>Jane Doe</h1><p>${blob}</p>` },
      { resumeText: 'Jane Doe\nEngineer', jobDescription: blob },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/analysis/readability',
        headers: { ...TEST_ORIGIN, cookie },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(INPUT_LIMIT_MESSAGES.lineTooLong);
    }
  });

  it('refuses more than 100 keywords and an over-long resume with 400 and a message that says so', async () => {
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/readability',
      headers: { ...TEST_ORIGIN, cookie },
      payload: { resumeText: 'Jane Doe', keywords: Array.from({ length: 101 }, (_, i) => `k${i}`) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(INPUT_LIMIT_MESSAGES.tooManyKeywords);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/readability',
      headers: { ...TEST_ORIGIN, cookie },
      payload: { resumeText: 'a\n'.repeat(READABILITY_TEXT_MAX_CHARS / 2 + 1) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain(INPUT_LIMIT_MESSAGES.resumeTextTooLong);
  });

  it('keeps answering /healthz while maximum-size scoring requests run (they run off the event loop)', async () => {
    const line = 'Led the migration of billing services to TypeScript and cut costs by 30 percent.';
    const resumeText = `${line}\n`.repeat(Math.floor(READABILITY_TEXT_MAX_CHARS / (line.length + 1)));
    const finished: string[] = [];
    const scoring = Array.from({ length: 4 }, (_, i) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/analysis/readability',
          headers: { ...TEST_ORIGIN, cookie },
          payload: { resumeText, jobTitle: 'Engineer', keywords: ['TypeScript', 'billing'] },
        })
        .then((response) => {
          expect(response.statusCode, response.body).toBe(200);
          finished.push(`score${i}`);
        }),
    );
    const health = t.app.inject({ method: 'GET', url: '/healthz' }).then((response) => {
      expect(response.statusCode).toBe(200);
      finished.push('healthz');
    });
    await Promise.all([...scoring, health]);
    expect(finished[0]).toBe('healthz');
  }, 120_000);
});

describe.each(testDrivers())('readability rate limit on %s', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(driver, { analysis: { readabilityLimit: { max: 3, windowMs: 60_000 } } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("limits each user on their own: one user's excess is refused with 429, another user is still served", async () => {
    const first = (await signUp(t.app, { email: uniqueEmail('limited') })).cookie;
    const second = (await signUp(t.app, { email: uniqueEmail('unlimited') })).cookie;
    const score = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analysis/readability',
        headers: { ...TEST_ORIGIN, cookie },
        payload: { resumeText: 'Jane Doe\nEngineer', keywords: ['SQL'] },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await score(first)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await score(second)).statusCode).toBe(200);
  });
});
