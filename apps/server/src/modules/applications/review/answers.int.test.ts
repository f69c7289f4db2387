import {
  type ApplicationReview,
  applicationReviewSchema,
  applicationSchema,
  type GapQuestions,
  gapQuestionsSchema,
  REVIEW_MESSAGES,
} from '@hireproof/contract';
import { resumeDocumentSchema } from '@hireproof/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, user } from '../../../db/schema.ts';
import { testDrivers } from '../../../test/databases.ts';
import { type OpenAiStub, startOpenAiStub } from '../../../test/openai-stub.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../../test/test-app.ts';
import { samplePdf } from '../test-support/resume-files.ts';

/** A posting whose required tools the sample resume (TypeScript, Kafka, Kubernetes, AWS…) does not show. */
const GAP_JOB = {
  jobTitle: 'Platform Engineer',
  company: 'Northwind Payments',
  jobDescription:
    'Northwind Payments is hiring a Platform Engineer to run the services behind our card platform. ' +
    'You will build APIs in TypeScript and run services on Kubernetes and AWS. ' +
    'Requirements: Terraform for infrastructure as code, observability with Datadog, and data pipelines on Snowflake. ' +
    'Strong SQL and experience with Kafka.',
};

describe.each(testDrivers())('gap questions and answers (issue 29) on %s', (driver) => {
  let t: TestApp;
  let owner: { cookie: string; email: string };
  let stranger: { cookie: string };
  let id: string;

  const call = (who: { cookie: string }, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...TEST_ORIGIN, cookie: who.cookie },
      ...(payload ? { payload } : {}),
    });
  const questions = async (): Promise<GapQuestions> => {
    const response = await call(owner, 'GET', `/api/applications/${id}/questions`);
    expect(response.statusCode, response.body).toBe(200);
    return gapQuestionsSchema.parse(response.json());
  };
  const answer = (payload: object) => call(owner, 'POST', `/api/applications/${id}/answers`, payload);
  const answered = async (payload: object): Promise<ApplicationReview> => {
    const response = await answer(payload);
    expect(response.statusCode, response.body).toBe(200);
    return applicationReviewSchema.parse(response.json());
  };
  const keywordId = async (term: string) => {
    const found = (await questions()).questions.find((q) => q.keyword.toLowerCase() === term.toLowerCase());
    expect(found, `a question about ${term}`).toBeDefined();
    return found!.keywordId;
  };
  const credits = async () => {
    const [row] = await t.database.handle.db
      .select({ credits: user.credits })
      .from(user)
      .where(eq(user.email, owner.email));
    return row!.credits;
  };
  const storedDoc = async () => {
    const [row] = await t.database.handle.db.select().from(applications).where(eq(applications.id, id));
    return resumeDocumentSchema.parse(row!.optimizedResume);
  };

  beforeAll(async () => {
    t = await createTestApp(driver, {
      env: { FILE_STORE: 'db' },
      applications: { startWorker: true, generationWaitMs: 20_000, concurrency: 1, backoffBaseMs: 50 },
    });
    const email = uniqueEmail('answers');
    owner = { cookie: (await signUp(t.app, { email })).cookie, email };
    stranger = { cookie: (await signUp(t.app, { email: uniqueEmail('stranger') })).cookie };
    const body = new FormData();
    for (const [key, value] of Object.entries(GAP_JOB)) body.append(key, value);
    body.append('resume', new Blob([(await samplePdf()) as Uint8Array<ArrayBuffer>]), 'cv.pdf');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { ...TEST_ORIGIN, cookie: owner.cookie },
      body,
    });
    expect(created.statusCode, created.body).toBe(201);
    id = applicationSchema.parse(created.json()).id;
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  it('asks about each required tool the resume lacks, with the roles as places, to the owner only', async () => {
    const { questions: asked, answered: none } = await questions();
    const terms = asked.map((question) => question.keyword.toLowerCase());
    expect(terms).toEqual(expect.arrayContaining(['terraform', 'datadog', 'snowflake']));
    expect(terms).not.toContain('kafka');
    expect(none).toEqual([]);
    const terraform = asked.find((question) => question.keyword.toLowerCase() === 'terraform')!;
    expect(terraform.text).toBe(`The posting asks for ${terraform.keyword}. Have you used it? Where?`);
    expect(terraform.places[0]).toEqual({
      id: 'W1',
      label: 'Senior Backend Engineer at Harbor Freight Analytics',
    });
    expect((await call(stranger, 'GET', `/api/applications/${id}/questions`)).statusCode).toBe(404);
    const theirs = await call(stranger, 'POST', `/api/applications/${id}/answers`, {
      keywordId: terraform.keywordId,
      declined: true,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses an unknown keyword or role, an answer over 300 characters, and a request from another origin', async () => {
    const terraform = await keywordId('terraform');
    const unknown = await answer({ keywordId: 'skill:nothing', placeId: 'W1' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([422, REVIEW_MESSAGES.unknownKeyword]);
    const role = await answer({ keywordId: terraform, placeId: 'W42', text: 'wrote modules' });
    expect([role.statusCode, role.json().message]).toEqual([422, REVIEW_MESSAGES.unknownPlace]);
    const long = await answer({ keywordId: terraform, placeId: 'W1', text: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(REVIEW_MESSAGES.answerTooLong);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/answers`,
      headers: { origin: 'https://evil.example', cookie: owner.cookie },
      payload: { keywordId: terraform, declined: true },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await questions()).answered).toEqual([]);
  });

  it('weaves two answers in as grounded facts, remembers a No, scores three stages, and spends no credit', async () => {
    const creditsBefore = await credits();
    const before = (await questions()).questions.length;
    const terraform = await keywordId('terraform');
    const typed = 'provisioned our <b>staging</b> cluster with terraform modules';
    const first = await answered({ keywordId: terraform, placeId: 'W1', text: typed });
    const doc = await storedDoc();
    const line = doc.work[0]!.highlights.at(-1)!;
    expect(line.text).toBe('Provisioned our <b>staging</b> cluster with terraform modules');
    expect(first.scores!.answered!.keywordsMatched).toBe(first.scores!.after.keywordsMatched + 1);

    const datadog = await keywordId('datadog');
    const second = await answered({ keywordId: datadog, placeId: 'W2' });
    expect(second.scores!.answered!.keywordsMatched).toBe(second.scores!.after.keywordsMatched + 2);
    expect(second.keywordCeiling).toBe(first.keywordCeiling! + 1);
    expect((await storedDoc()).skills.flatMap((group) => group.keywords)).toContain('Datadog');

    const snowflake = await keywordId('snowflake');
    const third = await answered({ keywordId: snowflake, declined: true });
    expect(third.scores!.answered).toEqual(second.scores!.answered);
    const again = await answer({ keywordId: snowflake, placeId: 'W1' });
    expect([again.statusCode, again.json().message]).toEqual([422, REVIEW_MESSAGES.unknownKeyword]);

    const after = await questions();
    expect(after.questions.map((question) => question.keyword.toLowerCase())).not.toEqual(
      expect.arrayContaining(['terraform']),
    );
    expect(
      after.questions.some((question) => ['datadog', 'snowflake'].includes(question.keyword.toLowerCase())),
    ).toBe(false);
    expect(after.questions.length).toBe(before - 3);
    expect(
      after.answered.map((kept) => [kept.keyword.toLowerCase(), kept.declined, kept.change?.kind ?? null]),
    ).toEqual([
      ['terraform', false, 'bullet'],
      ['datadog', false, 'skills-added'],
      ['snowflake', true, null],
    ]);
    expect(after.answered[0]!.change!.reason).toContain('at Harbor Freight Analytics');

    // The exports carry the answer as text: the HTML escapes it, the TXT and the letter keep the words.
    const html = await call(owner, 'GET', `/api/applications/${id}/export/resume/html`);
    expect(html.body).toContain('&lt;b&gt;staging&lt;/b&gt;');
    expect(html.body).not.toContain('<b>staging</b>');
    const txt = await call(owner, 'GET', `/api/applications/${id}/export/resume/txt`);
    expect(txt.body).toContain('Provisioned our <b>staging</b> cluster with terraform modules');
    expect(txt.body).toContain('Datadog');
    expect(third.coverLetter!.join('\n')).toContain(
      `${after.answered[0]!.keyword}: ${typed} (Harbor Freight Analytics).`,
    );
    expect(third.coverLetter!.join('\n')).not.toMatch(/snowflake/i);
    const letterHtml = await call(owner, 'GET', `/api/applications/${id}/export/cover-letter/html`);
    expect(letterHtml.body).toContain('&lt;b&gt;staging&lt;/b&gt;');
    expect(await credits()).toBe(creditsBefore);
  });

  it('restoring the revision before an answer undoes it, and the question is asked again', async () => {
    const list = (await call(owner, 'GET', `/api/applications/${id}/revisions`)).json() as {
      number: number;
      description: string;
    }[];
    const datadog = list.find((revision) => revision.description.startsWith('Answered: Datadog'))!;
    const restored = await call(
      owner,
      'POST',
      `/api/applications/${id}/revisions/${datadog.number - 1}/restore`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    const state = await questions();
    expect(state.questions.map((question) => question.keyword.toLowerCase())).toContain('datadog');
    expect(state.answered.map((kept) => kept.keyword.toLowerCase())).toEqual(['terraform']);
    expect((await storedDoc()).skills.flatMap((group) => group.keywords)).not.toContain('Datadog');
  });
});

describe.each(testDrivers())('an answer drafted by an AI writer (issue 29) on %s', (driver) => {
  let stub: OpenAiStub;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    stub = await startOpenAiStub();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await stub?.close();
  });

  /** A fresh app whose one AI provider is the stub answering as `model`, and an application on it. */
  async function applicationWith(model: string) {
    const t = await createTestApp(driver, {
      env: { FILE_STORE: 'db', AI_BASE_URL: stub.url, AI_API_KEY: 'stub-key', AI_MODEL: model },
      ai: { allowLoopbackHttp: true },
      applications: { startWorker: true, generationWaitMs: 30_000, concurrency: 1, backoffBaseMs: 50 },
    });
    apps.push(t);
    const { cookie } = await signUp(t.app, { email: uniqueEmail(`drafted-${model}`) });
    const body = new FormData();
    for (const [key, value] of Object.entries(GAP_JOB)) body.append(key, value);
    body.append('resume', new Blob([(await samplePdf()) as Uint8Array<ArrayBuffer>]), 'cv.pdf');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { ...TEST_ORIGIN, cookie },
      body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = applicationSchema.parse(created.json()).id;
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { ...TEST_ORIGIN, cookie }, ...(payload ? { payload } : {}) });
    const asked = gapQuestionsSchema.parse((await call('GET', `/api/applications/${id}/questions`)).json());
    const terraform = asked.questions.find((question) => question.keyword.toLowerCase() === 'terraform')!;
    return { t, id, call, terraform };
  }

  it('keeps the model’s line when it rests on the answer, and the built-in line when the model invents', async () => {
    const honest = await applicationWith('valid');
    stub.requests.length = 0;
    const kept = await honest.call('POST', `/api/applications/${honest.id}/answers`, {
      keywordId: honest.terraform.keywordId,
      placeId: 'W1',
      text: 'provisioned our staging cluster',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(
      stub.requests.some((request) => request.body?.response_format?.json_schema?.name === 'answer_line'),
    ).toBe(true);
    const keptAnswers = gapQuestionsSchema.parse(
      (await honest.call('GET', `/api/applications/${honest.id}/questions`)).json(),
    ).answered;
    expect(keptAnswers[0]!.change).toMatchObject({
      kind: 'bullet',
      after: `Provisioned our staging cluster using ${honest.terraform.keyword}`,
    });
    expect(keptAnswers[0]!.change!.reason).toMatch(/drafted by the AI writer from your words$/);

    const inventing = await applicationWith('invent-tool');
    const refused = await inventing.call('POST', `/api/applications/${inventing.id}/answers`, {
      keywordId: inventing.terraform.keywordId,
      placeId: 'W1',
      text: 'provisioned our staging cluster',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const builtIn = gapQuestionsSchema.parse(
      (await inventing.call('GET', `/api/applications/${inventing.id}/questions`)).json(),
    ).answered;
    expect(builtIn[0]!.change!.after).toBe(
      `Provisioned our staging cluster with ${inventing.terraform.keyword}`,
    );
    expect(builtIn[0]!.change!.reason).not.toContain('AI writer');
    const txt = await inventing.call('GET', `/api/applications/${inventing.id}/export/resume/txt`);
    expect(txt.body).not.toContain('Snowflake clusters');
  }, 120_000);
});
