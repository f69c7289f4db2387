import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema.ts';
import { DOCX_LIMIT_MESSAGES } from '../../pipeline/docx-bounds.ts';
import { testDrivers } from '../../test/databases.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { FILE_TOO_LARGE_TO_READ_MESSAGE } from './isolated-parse.ts';
import { docxWithXmlMegabytes, plainDocx, SAMPLE_JOB, sampleTxt } from './test-support/resume-files.ts';

/** A thread heap small enough that a DOCX within the upload bounds still runs it out of memory. */
const SMALL_HEAP_MB = 48;

function upload(app: FastifyInstance, cookie: string, file: { bytes: Uint8Array; name: string }) {
  const body = new FormData();
  for (const [key, value] of Object.entries(SAMPLE_JOB)) body.append(key, value);
  body.append('resume', new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
  return app.inject({ method: 'POST', url: '/api/applications', headers: { ...TEST_ORIGIN, cookie }, body });
}

describe.each(testDrivers())('upload bounds and a reading thread that dies (issue 26) on %s', (driver) => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  const credits = async () =>
    (await t.database.handle.db.select({ credits: user.credits }).from(user).where(eq(user.id, userId)))[0]!
      .credits;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      applications: {
        startWorker: true,
        generationWaitMs: 30_000,
        backoffBaseMs: 50,
        parse: { maxHeapMb: SMALL_HEAP_MB },
      },
    });
    ({ cookie } = await signUp(t.app, { email: uniqueEmail('bounds') }));
    userId = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json().id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a DOCX holding more XML than the bound before anything reads it, spending no credit', async () => {
    const before = await credits();
    const response = await upload(t.app, cookie, { bytes: docxWithXmlMegabytes(2.5), name: 'huge.docx' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(DOCX_LIMIT_MESSAGES.tooMuchXml);
    expect(await credits()).toBe(before);
  }, 30_000);

  it('fails a DOCX with a 100k-character paragraph before the reader starts, and refunds', async () => {
    const before = await credits();
    const bytes = plainDocx(['Jane Doe', 'Experience', 'word '.repeat(20_000)]);
    expect(bytes.byteLength).toBeLessThan(2_000);
    const response = await upload(t.app, cookie, { bytes, name: 'one-paragraph.docx' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(DOCX_LIMIT_MESSAGES.paragraphTooLong);
    expect(await credits()).toBe(before);
  }, 30_000);

  it('fails a file that runs its reading thread out of memory with a clear message, refunds, and reads the next one', async () => {
    const before = await credits();
    const response = await upload(t.app, cookie, { bytes: docxWithXmlMegabytes(1.9), name: 'heavy.docx' });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe(FILE_TOO_LARGE_TO_READ_MESSAGE);
    // It was the heap cap that stopped it (the log keeps why), not the deadline.
    expect(
      t.logs.some((line) => line.includes('resume could not be read') && line.includes('"code":"memory"')),
    ).toBe(true);
    expect(await credits()).toBe(before);
    // The process and the pool carried on: a fresh thread reads the next upload.
    const next = await upload(t.app, cookie, { bytes: await sampleTxt(), name: 'resume.txt' });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().status).toBe('complete');
  }, 90_000);
});
