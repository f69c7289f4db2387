import { type ApiConfig, applicationSchema } from '@hireproof/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { apiConfigs, applications } from '../../../db/schema.ts';
import type { TestDriver } from '../../../test/databases.ts';
import { type OpenAiStub, startOpenAiStub } from '../../../test/openai-stub.ts';
import {
  createTestApp,
  signUp,
  signUpAdmin,
  TEST_ORIGIN,
  type TestApp,
  uniqueEmail,
} from '../../../test/test-app.ts';
import { SAMPLE_JOB, samplePdf } from '../../applications/test-support/resume-files.ts';

/** A builder draft as the Personal step sends it: one dated role and two skills. */
export const BUILDER_DRAFT = {
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

export const CANARY = 'sk-canary-7f3e9c1d';
const ADMIN = 'ai-admin@example.test';
/**
 * Short enough that the stub's slow scenario times out, long enough that a healthy answer on a loaded
 * 2-core machine never does (1.5 s once timed out the invent-employer letter call).
 */
export const PROVIDER_TIMEOUT_MS = 3000;
const STUB_SLOW_MS = 6000;

/**
 * The AI provider pool's test server for one database driver: an OpenAI-compatible stub, the app with the
 * worker running, an admin, and the calls the suites make. Registers its hooks in the calling describe;
 * after all, no response body or log line may hold the provider key (K-1 / I-4).
 */
export function aiSuite(driver: TestDriver) {
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

  return {
    get t() {
      return t;
    },
    get stub() {
      return stub;
    },
    get adminCookie() {
      return adminCookie;
    },
    extraLogs,
    call,
    asAdmin,
    newUser,
    postBullets,
    addConfig,
    listConfigs,
    stubRequests,
    generate,
  };
}
