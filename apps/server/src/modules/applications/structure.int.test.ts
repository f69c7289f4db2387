import {
  APPLICATION_MESSAGES,
  type ApplicationReview,
  applicationReviewSchema,
  applicationSchema,
  REVIEW_MESSAGES,
  revisionListSchema,
} from '@hireproof/contract';
import { type ResumeDocument, resumeDocumentSchema, verifyDocument } from '@hireproof/engine';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema.ts';
import { testDrivers } from '../../test/databases.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { SAMPLE_JOB, samplePdf } from './test-support/resume-files.ts';

interface Account {
  cookie: string;
}

/** Lines the parser left under a heading it did not know, and two it could not place at all. */
const MISREAD_SECTIONS: ResumeDocument['custom'] = [
  {
    id: 'X1',
    title: 'Where I Worked',
    items: [
      { id: 'X1.B1', text: 'Platform Engineer, Juniper Ledger, Jan 2009 – Aug 2011' },
      { id: 'X1.B2', text: 'Kept the release pipeline green for forty services.' },
    ],
  },
  {
    id: 'X2',
    title: 'Other',
    items: [
      { id: 'X2.B1', text: 'Terraform; Redis; Datadog' },
      {
        id: 'X2.B2',
        text: 'Happiest when a quiet dashboard means everyone slept through the night before the launch.',
      },
    ],
  },
];

async function account(app: FastifyInstance): Promise<Account> {
  const { cookie } = await signUp(app, { email: uniqueEmail('structure') });
  return { cookie };
}

async function generate(app: FastifyInstance, who: Account): Promise<string> {
  const body = new FormData();
  for (const [key, value] of Object.entries(SAMPLE_JOB)) body.append(key, value);
  const pdf = await samplePdf();
  body.append('resume', new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'cv.pdf');
  const response = await app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: { ...TEST_ORIGIN, cookie: who.cookie },
    body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return applicationSchema.parse(response.json()).id;
}

describe.each(testDrivers())('review structure fixes on %s', (driver) => {
  let t: TestApp;
  let db: Db;
  let owner: Account;
  let stranger: Account;
  let id: string;

  const call = (who: Account, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...TEST_ORIGIN, cookie: who.cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const fix = (payload: unknown, who: Account = owner) =>
    call(who, 'POST', `/api/applications/${id}/structure`, payload);
  const review = async (): Promise<ApplicationReview> => {
    const response = await call(owner, 'GET', `/api/applications/${id}/review`);
    expect(response.statusCode, response.body).toBe(200);
    return applicationReviewSchema.parse(response.json());
  };
  const stored = async () => {
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    return {
      parsed: resumeDocumentSchema.parse(row!.parsedResume),
      current: resumeDocumentSchema.parse(row!.optimizedResume),
      personFacts: (row!.review as { personFacts: Record<string, string[]> }).personFacts,
    };
  };
  const exportText = async () => {
    const response = await call(owner, 'GET', `/api/applications/${id}/export/resume/txt`);
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    t = await createTestApp(driver, {
      env: { FILE_STORE: 'db' },
      applications: { startWorker: true, generationWaitMs: 20_000, concurrency: 1, backoffBaseMs: 50 },
    });
    db = t.database.handle.db;
    owner = await account(t.app);
    stranger = await account(t.app);
    id = await generate(t.app, owner);
    // The upload as a parser that misread it would leave it: the same custom sections in the parsed
    // and the generated document.
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    const misread = (value: unknown) => {
      const doc = resumeDocumentSchema.parse(value);
      return { ...doc, custom: MISREAD_SECTIONS, sectionOrder: [...doc.sectionOrder, 'custom' as const] };
    };
    await db
      .update(applications)
      .set({ parsedResume: misread(row!.parsedResume), optimizedResume: misread(row!.optimizedResume) })
      .where(eq(applications.id, id));
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  it('shows the custom sections and the work and education entries', async () => {
    const { structure } = await review();
    expect(structure.sections).toEqual([
      {
        id: 'X1',
        title: 'Where I Worked',
        other: false,
        lines: MISREAD_SECTIONS[0]!.items.map(({ id, text }) => ({ id, text })),
      },
      {
        id: 'X2',
        title: 'Other',
        other: true,
        lines: MISREAD_SECTIONS[1]!.items.map(({ id, text }) => ({ id, text })),
      },
    ]);
    expect(structure.entries.map((entry) => `${entry.kind}:${entry.id}`)).toEqual([
      'work:W1',
      'work:W2',
      'work:W3',
      'work:W4',
      'work:W5',
      'education:E1',
    ]);
    expect(structure.entries[0]).toMatchObject({
      title: 'Senior Backend Engineer',
      organisation: 'Harbor Freight Analytics',
      start: 'Mar 2021',
      end: 'Present',
    });
  });

  it('reads an unrecognised section as Experience: new entries in the export, accepted as the person’s', async () => {
    const response = await fix({ type: 'reread', sectionId: 'X1', kind: 'work' });
    expect(response.statusCode, response.body).toBe(200);
    const state = applicationReviewSchema.parse(response.json());
    expect(state.revision).toBe(2);
    expect(state.structure.sections.map((section) => section.id)).toEqual(['X2']);
    const added = state.structure.entries.find((entry) => entry.id === 'W6');
    expect(added).toMatchObject({
      kind: 'work',
      title: 'Platform Engineer',
      organisation: 'Juniper Ledger',
      start: 'Jan 2009',
      end: 'Aug 2011',
      bullets: [{ id: 'W6.B1', text: 'Kept the release pipeline green for forty services.' }],
    });
    expect(await exportText()).toContain('Juniper Ledger');
    expect(await exportText()).not.toContain('WHERE I WORKED');

    const { parsed, current, personFacts } = await stored();
    const flagged = (options: Parameters<typeof verifyDocument>[2]) =>
      verifyDocument(parsed, current, options).filter((found) => found.targetId.startsWith('W6'));
    expect(flagged({}).map((found) => found.kind)).toContain('employer');
    expect(flagged({ personFacts })).toEqual([]);
  });

  it('keeps in the section every line a re-read cannot place (nothing lost)', async () => {
    const response = await fix({ type: 'reread', sectionId: 'X2', kind: 'skills' });
    expect(response.statusCode, response.body).toBe(200);
    const state = applicationReviewSchema.parse(response.json());
    expect(state.structure.sections).toEqual([
      { id: 'X2', title: 'Other', other: true, lines: [MISREAD_SECTIONS[1]!.items[1]!] },
    ]);
    const { current } = await stored();
    expect(current.skills.flatMap((group) => group.keywords)).toEqual(
      expect.arrayContaining(['Terraform', 'Redis', 'Datadog']),
    );
    expect(await exportText()).toContain('quiet dashboard');
  });

  it('refuses a missing section (404) and a section nothing of that kind can be read from (422)', async () => {
    const missing = await fix({ type: 'reread', sectionId: 'X9', kind: 'work' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(REVIEW_MESSAGES.sectionNotFound);
    const nothing = await fix({ type: 'reread', sectionId: 'X2', kind: 'skills' });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe(REVIEW_MESSAGES.nothingPlaced);
    const unknownKind = await fix({ type: 'reread', sectionId: 'X2', kind: 'interests' });
    expect(unknownKind.statusCode).toBe(400);
    expect((await review()).revision).toBe(3);
  });

  it('corrects an entry’s header as the person’s own facts; the same values again make no revision', async () => {
    const header = {
      type: 'header',
      entryId: 'W2',
      title: 'Backend Engineer II',
      organisation: 'Quillstone Software Ltd',
      location: 'Remote',
      start: 'Jun 2018',
      end: 'Jan 2020',
    };
    const response = await fix(header);
    expect(response.statusCode, response.body).toBe(200);
    const state = applicationReviewSchema.parse(response.json());
    expect(state.revision).toBe(4);
    expect(state.structure.entries.find((entry) => entry.id === 'W2')).toMatchObject({
      title: 'Backend Engineer II',
      organisation: 'Quillstone Software Ltd',
      location: 'Remote',
      end: 'Jan 2020',
    });
    const text = await exportText();
    expect(text).toContain('Quillstone Software Ltd');
    expect(text).toContain('Jun 2018 – Jan 2020');

    const { parsed, current, personFacts } = await stored();
    expect(personFacts.W2).toEqual(
      expect.arrayContaining([
        'Backend Engineer II',
        'Quillstone Software Ltd',
        'Remote',
        'Jun 2018',
        'Jan 2020',
      ]),
    );
    const flagged = (options: Parameters<typeof verifyDocument>[2]) =>
      verifyDocument(parsed, current, options).filter((found) => found.targetId === 'W2');
    expect(flagged({}).map((found) => found.kind)).toEqual(
      expect.arrayContaining(['employer', 'title', 'date']),
    );
    expect(flagged({ personFacts })).toEqual([]);

    const again = await fix(header);
    expect(again.statusCode).toBe(200);
    expect(again.json().revision).toBe(4);
    const unknown = await fix({ ...header, entryId: 'W42' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(REVIEW_MESSAGES.entryNotFound);
  });

  it('moves a bullet to another entry under a fresh id that keeps its sources', async () => {
    const before = await stored();
    const line = before.current.work[0]!.highlights[0]!;
    const response = await fix({ type: 'move', bulletId: line.id, toEntryId: 'W6' });
    expect(response.statusCode, response.body).toBe(200);
    const state = applicationReviewSchema.parse(response.json());
    const target = state.structure.entries.find((entry) => entry.id === 'W6')!;
    expect(target.bullets.at(-1)).toEqual({ id: 'W6.B2', text: line.text });
    expect(state.structure.entries[0]!.bullets.map((bullet) => bullet.id)).not.toContain(line.id);
    const after = await stored();
    const uploaded = before.parsed.work[0]!.highlights.find((b) => b.id === line.id)!.text;
    expect(after.personFacts['W6.B2']).toContain(uploaded);
    expect(
      verifyDocument(after.parsed, after.current, { personFacts: after.personFacts }).filter(
        (found) => found.targetId === 'W6.B2',
      ),
    ).toEqual([]);

    const same = await fix({ type: 'move', bulletId: 'W6.B2', toEntryId: 'W6' });
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe(REVIEW_MESSAGES.sameEntry);
    const gone = await fix({ type: 'move', bulletId: line.id, toEntryId: 'W2' });
    expect(gone.statusCode).toBe(404);
  });

  it('records each fix as a revision the person can restore', async () => {
    const list = revisionListSchema.parse(
      (await call(owner, 'GET', `/api/applications/${id}/revisions`)).json(),
    );
    expect(list.map((revision) => revision.action)).toEqual([
      'structure',
      'structure',
      'structure',
      'structure',
      'generated',
    ]);
    expect(list[list.length - 2]).toMatchObject({
      by: 'you',
      description: 'Structure: "Where I Worked" read as Experience',
    });
    const restored = await call(owner, 'POST', `/api/applications/${id}/revisions/1/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    const state = applicationReviewSchema.parse(restored.json());
    expect(state.structure.sections.map((section) => section.id)).toEqual(['X1', 'X2']);
    expect(state.structure.entries.some((entry) => entry.id === 'W6')).toBe(false);
    expect(await exportText()).not.toContain('Quillstone Software Ltd');
  });

  it('asks beside a job whose title names an organisation and whose employer names a role, until it is swapped', async () => {
    const entry = async () => (await review()).structure.entries.find((found) => found.id === 'W1');
    const first = await entry();
    expect(first?.question).toBeUndefined();
    const swapped = { type: 'header', entryId: 'W1', location: '', start: '', end: '' };
    const asked = await fix({ ...swapped, title: 'Mercy General Hospital', organisation: 'Staff Nurse' });
    expect(asked.statusCode, asked.body).toBe(200);
    const doubtful = applicationReviewSchema.parse(asked.json()).structure.entries.find((e) => e.id === 'W1');
    expect(doubtful?.question).toBe(
      'We read "Mercy General Hospital" as the job title and "Staff Nurse" as the employer. Is it the other way round?',
    );
    const settled = await fix({ ...swapped, title: 'Staff Nurse', organisation: 'Mercy General Hospital' });
    expect(settled.statusCode, settled.body).toBe(200);
    expect((await entry())?.question).toBeUndefined();
  });

  it("answers 404 for another user's application, and 403 from another origin", async () => {
    const other = await fix({ type: 'reread', sectionId: 'X1', kind: 'work' }, stranger);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(APPLICATION_MESSAGES.notFound);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/structure`,
      headers: { origin: 'https://evil.example', cookie: owner.cookie },
      payload: { type: 'reread', sectionId: 'X1', kind: 'work' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await review()).structure.sections.map((section) => section.id)).toEqual(['X1', 'X2']);
  });
});
