import { readabilityResultSchema } from '@hireproof/contract';
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
});
