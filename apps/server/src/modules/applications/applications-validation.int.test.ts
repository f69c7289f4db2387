import { APPLICATION_MESSAGES, INPUT_LIMIT_MESSAGES, INPUT_LINE_MAX_CHARS } from '@hireproof/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { applications, files } from '../../db/schema.ts';
import { testDrivers } from '../../test/databases.ts';
import { TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import {
  type Account,
  account,
  balance,
  form,
  post,
  startApplicationsApp,
} from './test-support/applications-api.ts';
import { executableAsPdf, SAMPLE_JOB } from './test-support/resume-files.ts';

describe.each(testDrivers())('applications API refusals on %s', (driver) => {
  let t: TestApp;
  let db: Db;
  let pdf: Uint8Array;
  beforeAll(async () => {
    ({ t, db, pdf } = await startApplicationsApp(driver));
  }, 60_000);
  afterAll(() => t?.close());

  describe('validation (SPEC §5 wording)', () => {
    const cases: Array<{ name: string; body: () => FormData; status: number; message: string }> = [
      {
        name: 'no file',
        body: () => form(undefined),
        status: 400,
        message: APPLICATION_MESSAGES.fileRequired.message,
      },
      {
        name: 'an empty file',
        body: () => form({ bytes: new Uint8Array(), name: 'cv.pdf' }),
        status: 400,
        message: APPLICATION_MESSAGES.fileRequired.message,
      },
      {
        name: 'no job title',
        body: () => form({ bytes: pdf, name: 'cv.pdf' }, { ...SAMPLE_JOB, jobTitle: '  ' }),
        status: 400,
        message: APPLICATION_MESSAGES.missingFields.message,
      },
      {
        name: 'no company',
        body: () =>
          form(
            { bytes: pdf, name: 'cv.pdf' },
            { jobTitle: 'Engineer', jobDescription: SAMPLE_JOB.jobDescription },
          ),
        status: 400,
        message: APPLICATION_MESSAGES.missingFields.message,
      },
      {
        name: 'a 199-character description',
        body: () => form({ bytes: pdf, name: 'cv.pdf' }, { ...SAMPLE_JOB, jobDescription: 'x'.repeat(199) }),
        status: 400,
        message: 'Please provide a more detailed job description (minimum 200 characters)',
      },
      {
        name: 'a file over 10 MB',
        body: () => form({ bytes: new Uint8Array(10 * 1024 * 1024 + 1), name: 'cv.pdf' }),
        status: 413,
        message: 'File size exceeds 10MB limit',
      },
      {
        name: 'an .exe',
        body: () => form({ bytes: executableAsPdf(), name: 'cv.exe' }),
        status: 400,
        message: 'File type not supported. Allowed types: .pdf,.docx,.txt',
      },
      {
        name: 'an executable renamed .pdf',
        body: () => form({ bytes: executableAsPdf(), name: 'cv.pdf' }),
        status: 415,
        message: 'File type not supported. Allowed types: .pdf,.docx,.txt',
      },
      {
        name: 'a PDF renamed .txt',
        body: () => form({ bytes: pdf, name: 'cv.txt' }),
        status: 415,
        message: APPLICATION_MESSAGES.invalidFileType.message,
      },
      {
        name: 'a .txt with NUL bytes',
        body: () => form({ bytes: new Uint8Array([65, 0, 66, 67]), name: 'cv.txt' }),
        status: 415,
        message: APPLICATION_MESSAGES.invalidFileType.message,
      },
      {
        name: 'a .txt with a line over the cap (one long blob the language steps would crawl through)',
        body: () =>
          form({
            bytes: new TextEncoder().encode(`Jane Doe\n${'x'.repeat(INPUT_LINE_MAX_CHARS + 1)}\n`),
            name: 'cv.txt',
          }),
        status: 400,
        message: INPUT_LIMIT_MESSAGES.lineTooLong,
      },
      {
        name: 'a .txt that is not UTF-8',
        body: () => form({ bytes: new Uint8Array([0x41, 0xff, 0xfe, 0x42]), name: 'cv.txt' }),
        status: 415,
        message: APPLICATION_MESSAGES.invalidFileType.message,
      },
    ];

    let who: Account;
    beforeAll(async () => {
      who = await account(t.app, db);
    });

    it.each(cases)('refuses $name with $status', async ({ body, status, message }) => {
      const response = await post(t.app, who, body());
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
      expect(await balance(db, who.id)).toBe(2);
      const rows = await db.select().from(applications).where(eq(applications.userId, who.id));
      expect(rows).toHaveLength(0);
    });

    it('refuses a user without credits with 402 and stores nothing', async () => {
      const who = await account(t.app, db, 0);
      const response = await post(t.app, who, form({ bytes: pdf, name: 'cv.pdf' }));
      expect(response.statusCode).toBe(402);
      expect(response.json().message).toBe('You need at least 1 credit to generate an application');
      expect(await db.select().from(files).where(eq(files.ownerId, who.id))).toHaveLength(0);
    });

    it('answers 401 without a session', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/applications',
        headers: TEST_ORIGIN,
        body: form({ bytes: pdf, name: 'cv.pdf' }),
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
