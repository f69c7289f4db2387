import {
  BUILDER_MESSAGES,
  fromScratchResponseSchema,
  INPUT_LIMIT_MESSAGES,
  INPUT_LINE_MAX_CHARS,
} from '@hireproof/contract';
import type { Writer } from '@hireproof/engine';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { applications, creditLedger, user } from '../../db/schema.ts';
import { testDrivers } from '../../test/databases.ts';
import {
  createTestApp,
  signUp,
  signUpAdmin,
  TEST_ORIGIN,
  type TestApp,
  uniqueEmail,
} from '../../test/test-app.ts';
import { applyCredit } from '../credits/index.ts';
import { GENERATION_FAILED_MESSAGE } from './generate-application.job.ts';
import { BUILDER_PARSE_METHOD } from './start-generation.ts';
import { SAMPLE_JOB } from './test-support/resume-files.ts';

/** What the builder sends after seven steps: the whole draft plus the generation's own fields. */
const REQUEST = {
  personalInfo: {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '+91 98450 12345',
    location: 'Pune, India',
    linkedin: 'https://linkedin.com/in/asharao',
    website: '',
  },
  professionalSummary: 'Backend engineer who builds payment and billing services in Go and PostgreSQL.',
  experience: [
    {
      id: 'x1',
      title: 'Software Engineer',
      company: 'Kestrel Labs',
      location: 'Pune',
      startDate: '2021-04',
      endDate: '',
      current: true,
      bullets: [
        'Built the billing service in Go that invoices 40,000 customers a month',
        'Cut nightly report time from 3 hours to 20 minutes by rewriting SQL queries',
      ],
      bulletsText: '',
    },
  ],
  education: [
    {
      id: 'e1',
      degree: 'B.E. Computer Engineering',
      school: 'University of Pune',
      location: '',
      graduationDate: '2020-06',
      gpa: '8.1',
    },
  ],
  skills: ['Go', 'PostgreSQL', 'Docker'],
  skillsText: 'Go, PostgreSQL, Docker',
  sections: ['summary', 'skills', 'experience', 'education'],
  templateId: 'modern',
  jobDetails: {
    jobTitle: SAMPLE_JOB.jobTitle,
    companyName: SAMPLE_JOB.company,
    jobDescription: SAMPLE_JOB.jobDescription,
  },
  candidateName: 'Asha Rao',
  contact: {
    email: 'asha@example.com',
    phone: '+91 98450 12345',
    location: 'Pune, India',
    linkedin: '',
    website: '',
  },
  jobTitle: SAMPLE_JOB.jobTitle,
  companyName: SAMPLE_JOB.company,
  jobDescription: SAMPLE_JOB.jobDescription,
};

/** A writer whose provider is down: every call fails, as a network error would. */
const down = async (): Promise<never> => {
  throw new Error('the provider is down');
};
const failingWriter: Writer = {
  name: 'failing',
  tailor: down,
  coverLetter: down,
  summarize: down,
  bullets: down,
  skills: down,
};

async function newUser(app: FastifyInstance, db: Db, credits?: number) {
  const { cookie } = await signUp(app, { email: uniqueEmail('scratch') });
  const id = (await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json()
    .id as string;
  if (credits !== undefined && credits !== 2) {
    await applyCredit(db, { userId: id, delta: credits - 2, reason: 'test', ref: `test:${id}` });
  }
  return { cookie, id };
}

async function balance(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ credits: user.credits }).from(user).where(eq(user.id, userId));
  return row!.credits;
}

async function ledgerRefs(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
  return rows.map((row) => row.ref);
}

function fromScratch(app: FastifyInstance, cookie: string, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/applications/from-scratch',
    headers: { ...TEST_ORIGIN, cookie },
    payload,
  });
}

describe.each(testDrivers())('POST /api/applications/from-scratch on %s', (driver) => {
  let t: TestApp;
  let db: Db;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      applications: { startWorker: true, generationWaitMs: 20_000, concurrency: 2, backoffBaseMs: 50 },
    });
    db = t.database.handle.db;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('refuses an achievement longer than a line may be, before spending a credit (issue 26.1)', async () => {
    const who = await newUser(t.app, db);
    // The achievements textarea allows 20,000 characters; typed as one line it would be one bullet.
    const longBullet = 'Built billing services in Go '.repeat(Math.ceil((INPUT_LINE_MAX_CHARS + 1) / 29));
    const experience = [{ ...REQUEST.experience[0]!, bullets: [], bulletsText: longBullet }];
    const response = await fromScratch(t.app, who.cookie, { ...REQUEST, experience });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INPUT_LIMIT_MESSAGES.lineTooLong);
    expect(await balance(db, who.id)).toBe(2);
    expect(await db.select().from(applications).where(eq(applications.userId, who.id))).toHaveLength(0);
  });

  it('turns the draft into a complete application with a resume and a cover letter, for 1 credit', async () => {
    const who = await newUser(t.app, db);
    const response = await fromScratch(t.app, who.cookie, REQUEST);
    expect(response.statusCode).toBe(201);
    const body = fromScratchResponseSchema.parse(response.json());
    const html = (await t.app.inject({ method: 'GET', url: body.resume!, headers: { cookie: who.cookie } }))
      .body;
    expect(html).toContain('Asha Rao');
    expect(html).toContain('Kestrel Labs');
    expect(body.coverLetter).toContain(SAMPLE_JOB.company);
    expect(await balance(db, who.id)).toBe(1);
    expect(await ledgerRefs(db, who.id)).toContain(`application:${body.applicationId}`);

    const [row] = await db.select().from(applications).where(eq(applications.id, body.applicationId));
    expect(row).toMatchObject({
      status: 'complete',
      parseMethod: BUILDER_PARSE_METHOD,
      templateId: 'modern',
    });
    expect(row!.sourceFileId).toBeNull();
    // The person's section order is kept (empty sections would be left out).
    expect((row!.parsedResume as { sectionOrder: string[] }).sectionOrder).toEqual([
      'summary',
      'skills',
      'work',
      'education',
    ]);
    // …and tailoring keeps it: no 'Sections reordered' on generation (issue 28.5).
    expect((row!.optimizedResume as { sectionOrder: string[] }).sectionOrder).toEqual([
      'summary',
      'skills',
      'work',
      'education',
    ]);
    expect((row!.changes as { kind: string }[]).some((change) => change.kind === 'section-order')).toBe(
      false,
    );

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${body.applicationId}`,
      headers: { cookie: who.cookie },
    });
    expect(detail.json()).toMatchObject({ status: 'complete', hasCoverLetter: true });
  });

  it('skips the cover letter without both a job title and a company', async () => {
    const who = await newUser(t.app, db);
    const response = await fromScratch(t.app, who.cookie, {
      ...REQUEST,
      companyName: '',
      jobDetails: { ...REQUEST.jobDetails, companyName: '' },
    });
    expect(response.statusCode).toBe(201);
    expect(fromScratchResponseSchema.parse(response.json()).coverLetter).toBeNull();
  });

  it('works with no job at all: the resume as typed, nothing invented', async () => {
    const who = await newUser(t.app, db);
    const response = await fromScratch(t.app, who.cookie, {
      candidateName: 'Lin Wei',
      contact: { email: 'lin@example.com' },
      experience: [
        {
          title: 'Analyst',
          company: 'Harbor Bank',
          bulletsText: 'Reconciled accounts\n\nWrote the month-end report',
        },
      ],
    });
    expect(response.statusCode).toBe(201);
    const body = fromScratchResponseSchema.parse(response.json());
    const html = (await t.app.inject({ method: 'GET', url: body.resume!, headers: { cookie: who.cookie } }))
      .body;
    expect(html).toContain('Reconciled accounts');
    expect(html).toContain('Harbor Bank');
    expect(body.coverLetter).toBeNull();
  });

  it('refuses a user under 1 credit with 402 and the builder text, creating nothing', async () => {
    const who = await newUser(t.app, db, 0);
    const response = await fromScratch(t.app, who.cookie, REQUEST);
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(BUILDER_MESSAGES.noCredits);
    expect(await db.select().from(applications).where(eq(applications.userId, who.id))).toHaveLength(0);
  });

  it('lets an admin generate without a debit', async () => {
    const email = uniqueEmail('scratch-admin');
    const { cookie } = await signUpAdmin(t, { email });
    const id = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json()
      .id as string;
    await applyCredit(db, { userId: id, delta: -2, reason: 'test', ref: `test:${id}` });
    const response = await fromScratch(t.app, cookie, REQUEST);
    expect(response.statusCode).toBe(201);
    expect(await balance(db, id)).toBe(0);
    expect((await ledgerRefs(db, id)).filter((ref) => ref.startsWith('application:'))).toHaveLength(0);
  });

  it.each([
    { name: 'no name', change: { candidateName: '  ' }, message: BUILDER_MESSAGES.nameRequired },
    { name: 'no email', change: { contact: { email: '' } }, message: BUILDER_MESSAGES.emailRequired },
    { name: 'no contact', change: { contact: undefined }, message: BUILDER_MESSAGES.emailRequired },
  ])('refuses $name with 400 and says what is missing', async ({ change, message }) => {
    const who = await newUser(t.app, db);
    const response = await fromScratch(t.app, who.cookie, { ...REQUEST, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await balance(db, who.id)).toBe(2);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications/from-scratch',
      headers: TEST_ORIGIN,
      payload: REQUEST,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe.each(testDrivers())('from-scratch with a failing writer on %s', (driver) => {
  let t: TestApp;
  let db: Db;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      applications: {
        startWorker: true,
        generationWaitMs: 20_000,
        backoffBaseMs: 20,
        chooseWriter: async () => failingWriter,
      },
    });
    db = t.database.handle.db;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('fails with the reason and refunds the one debit exactly once', async () => {
    const who = await newUser(t.app, db);
    const response = await fromScratch(t.app, who.cookie, REQUEST);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(GENERATION_FAILED_MESSAGE);
    expect(await balance(db, who.id)).toBe(2);
    const refs = await ledgerRefs(db, who.id);
    expect(refs.filter((ref) => ref.startsWith('application:'))).toHaveLength(1);
    expect(refs.filter((ref) => ref.startsWith('refund:application:'))).toHaveLength(1);
    const [row] = await db.select().from(applications).where(eq(applications.userId, who.id));
    expect(row!.status).toBe('failed');
  });
});
