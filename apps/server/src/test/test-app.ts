import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppDeps, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { promoteToAdmin } from '../modules/identity/accounts.service.ts';
import { createTestDatabase, type TestDatabase, type TestDriver } from './databases.ts';

export const TEST_APP_URL = 'http://localhost:3000';
export const TEST_ORIGIN = { origin: TEST_APP_URL };

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** Every log line written while the app ran, for redaction checks. */
  logs: string[];
  close(): Promise<void>;
}

/** Generous limits so concurrency tests are not cut short; the limit tests set their own. */
const TEST_RATE_LIMITS: NonNullable<AppDeps['rateLimits']> = {
  identityPerIp: { max: 10_000, windowMs: 60_000 },
  identityPerEmail: { max: 10_000, windowMs: 60_000 },
  contactPerIp: { max: 10_000, windowMs: 60_000 },
};

export async function createTestApp(
  driver: TestDriver,
  options: {
    env?: Record<string, string>;
    database?: TestDatabase;
  } & Partial<Omit<AppDeps, 'config' | 'database' | 'logger'>> = {},
): Promise<TestApp> {
  const { env, database: given, ...rest } = options;
  const config = loadConfig({
    APP_URL: TEST_APP_URL,
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'info',
    ...env,
  });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const database = given ?? (await createTestDatabase(driver));
  const app = await buildApp({
    config,
    database: database.handle,
    logger: createLogger(config, sink),
    webDistDir: null,
    rateLimits: TEST_RATE_LIMITS,
    ...rest,
  });
  return {
    app,
    database,
    config,
    logs,
    async close() {
      await app.close();
      if (!given) await database.dispose();
    },
  };
}

/** The session cookie pair ("name=value") from a response, for the next request's Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookies = response.cookies.filter((cookie) => cookie.name.endsWith('session_token') && cookie.value);
  const found = cookies.at(-1);
  if (!found) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${found.name}=${found.value}`;
}

export async function signUp(
  app: FastifyInstance,
  input: { email: string; password?: string; name?: string },
): Promise<{ response: LightMyRequestResponse; cookie: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/identity/sign-up/email',
    headers: TEST_ORIGIN,
    payload: {
      email: input.email,
      password: input.password ?? 'correct horse battery',
      name: input.name ?? 'Test User',
    },
  });
  // A sign-up for a registered email answers 200 too, but without a session cookie.
  const signedIn = response.cookies.some((cookie) => cookie.name.endsWith('session_token') && cookie.value);
  return { response, cookie: signedIn ? sessionCookie(response) : '' };
}

export async function signIn(
  app: FastifyInstance,
  input: { email: string; password: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/identity/sign-in/email',
    headers: TEST_ORIGIN,
    payload: input,
  });
}

/**
 * Signs up an account and makes it an admin the way an operator does (`npm run cli -- user:promote`):
 * a sign-up alone never grants the role to an unverified email, even one listed in ADMIN_EMAILS.
 */
export async function signUpAdmin(
  t: Pick<TestApp, 'app' | 'database'>,
  input: { email: string; password?: string; name?: string },
): Promise<{ response: LightMyRequestResponse; cookie: string }> {
  const signedUp = await signUp(t.app, input);
  if (signedUp.response.statusCode !== 200) return signedUp;
  if (!(await promoteToAdmin(t.database.handle.db, input.email))) {
    throw new Error(`could not promote ${input.email}`);
  }
  return signedUp;
}

let counter = 0;
/** A unique email per call, so tests sharing a database never collide. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${process.pid}-${Date.now()}-${counter}@example.test`;
}
