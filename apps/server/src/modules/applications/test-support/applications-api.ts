import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { user } from '../../../db/schema.ts';
import type { TestDriver } from '../../../test/databases.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../../test/test-app.ts';
import { applyCredit } from '../../credits/index.ts';
import { SAMPLE_JOB, samplePdf } from './resume-files.ts';

/** Accounts, credits and upload forms for the applications API's integration tests. */
export interface Account {
  cookie: string;
  id: string;
}

export async function account(app: FastifyInstance, db: Db, credits?: number): Promise<Account> {
  const { cookie } = await signUp(app, { email: uniqueEmail('apps') });
  const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  const id = me.json().id as string;
  if (credits !== undefined) {
    const [row] = await db.select({ credits: user.credits }).from(user).where(eq(user.id, id));
    const delta = credits - row!.credits;
    if (delta !== 0) await applyCredit(db, { userId: id, delta, reason: 'test', ref: `test:${id}` });
  }
  return { cookie, id };
}

export async function balance(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ credits: user.credits }).from(user).where(eq(user.id, userId));
  return row!.credits;
}

export function form(
  file: { bytes: Uint8Array; name: string; type?: string } | undefined,
  fields: Partial<Record<'jobTitle' | 'company' | 'jobDescription', string>> = SAMPLE_JOB,
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file)
    data.append(
      'resume',
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  return data;
}

export function post(app: FastifyInstance, who: Account, body: FormData) {
  return app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: { ...TEST_ORIGIN, cookie: who.cookie },
    body,
  });
}

/** The app the applications API tests run against: the worker running, files in the database, a sample PDF. */
export async function startApplicationsApp(
  driver: TestDriver,
): Promise<{ t: TestApp; db: Db; pdf: Uint8Array }> {
  const t = await createTestApp(driver, {
    env: { FILE_STORE: 'db' },
    applications: { startWorker: true, generationWaitMs: 20_000, concurrency: 2, backoffBaseMs: 50 },
  });
  return { t, db: t.database.handle.db, pdf: await samplePdf() };
}
