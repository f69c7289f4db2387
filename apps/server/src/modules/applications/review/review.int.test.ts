import {
  APPLICATION_MESSAGES,
  type ApplicationReview,
  applicationReviewSchema,
  applicationSchema,
  atsCheckSchema,
  REVIEW_MESSAGES,
  revisionListSchema,
  TEMPLATES,
} from '@hireproof/contract';
import { resumeDocumentSchema, verifyDocument } from '@hireproof/engine';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { applicationRevisions, applications } from '../../../db/schema.ts';
import { testDrivers } from '../../../test/databases.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../../test/test-app.ts';
import { SAMPLE_JOB, samplePdf, sampleResume } from '../test-support/resume-files.ts';

interface Account {
  cookie: string;
}

async function account(app: FastifyInstance): Promise<Account> {
  const { cookie } = await signUp(app, { email: uniqueEmail('review') });
  return { cookie };
}

async function generate(app: FastifyInstance, who: Account, pdf: Uint8Array): Promise<string> {
  const body = new FormData();
  for (const [key, value] of Object.entries(SAMPLE_JOB)) body.append(key, value);
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

/** Occurrences of `needle` in `text`. */
const count = (text: string, needle: string) => text.split(needle).length - 1;

describe.each(testDrivers())('application review API on %s', (driver) => {
  let t: TestApp;
  let db: Db;
  let owner: Account;
  let stranger: Account;
  let id: string;

  const call = (who: Account, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...TEST_ORIGIN, cookie: who.cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const review = async (): Promise<ApplicationReview> => {
    const response = await call(owner, 'GET', `/api/applications/${id}/review`);
    expect(response.statusCode, response.body).toBe(200);
    return applicationReviewSchema.parse(response.json());
  };
  const storedDoc = async () => {
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    return resumeDocumentSchema.parse(row!.optimizedResume);
  };
  const exportText = async () => {
    const response = await call(owner, 'GET', `/api/applications/${id}/export/resume/txt`);
    expect(response.statusCode).toBe(200);
    return { text: response.body, disposition: response.headers['content-disposition'] };
  };
  const bulletText = (doc: Awaited<ReturnType<typeof storedDoc>>, bulletId: string) =>
    doc.work.flatMap((entry) => entry.highlights).find((line) => line.id === bulletId)?.text;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      env: { FILE_STORE: 'db' },
      applications: { startWorker: true, generationWaitMs: 20_000, concurrency: 1, backoffBaseMs: 50 },
    });
    db = t.database.handle.db;
    owner = await account(t.app);
    stranger = await account(t.app);
    id = await generate(t.app, owner, await samplePdf());
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists every recorded edit with its reason, source facts and a pending decision', async () => {
    const state = await review();
    expect(state.revision).toBe(0);
    expect(state.changes.length).toBeGreaterThan(0);
    for (const change of state.changes) {
      expect(change.decision).toBe('pending');
      expect(change.reason.length).toBeGreaterThan(0);
    }
    const bullet = state.changes.find((change) => change.kind === 'bullet')!;
    expect(bullet.sources).toEqual([{ id: bullet.targetId, text: bullet.before }]);
    expect(state.resumeTemplateId).toBe('classic');
    expect(state.pageSize).toBe('A4');
    expect(state.coverLetter?.length).toBeGreaterThan(0);
    expect(state.keywordCeiling).toBeGreaterThanOrEqual(state.scores!.after.keywordsMatched);
  });

  it('flags a summary that names another employer, with its reason, and keeps it as the person wrote it', async () => {
    expect((await review()).flags).toEqual([]);
    const doc = sampleResume();
    doc.summary = {
      id: 'S',
      text: 'Seeking a backend engineering position with Kestrel Freight Company. Backend engineer with twelve years of building APIs in TypeScript and Go.',
    };
    const other = await generate(t.app, owner, await samplePdf(doc));
    const response = await call(owner, 'GET', `/api/applications/${other}/review`);
    expect(response.statusCode, response.body).toBe(200);
    const { flags } = applicationReviewSchema.parse(response.json());
    expect(flags).toHaveLength(1);
    expect(flags[0]!.kind).toBe('summary-other-employer');
    expect(flags[0]!.targetId).toBe('S');
    expect(flags[0]!.reason).toContain('Kestrel Freight Company');
    expect(flags[0]!.reason).toContain(SAMPLE_JOB.company);
    const [row] = await db.select().from(applications).where(eq(applications.id, other));
    const stored = resumeDocumentSchema.parse(row!.optimizedResume);
    expect(stored.summary?.text).toContain('Kestrel Freight Company');
    expect(flags[0]!.text).toBe(stored.summary?.text);
  }, 60_000);

  it('a reject reverts the edit in the stored document and the export; an accept puts it back', async () => {
    const bullet = (await review()).changes.find((change) => change.kind === 'bullet')!;
    const before = await exportText();
    expect(bulletText(await storedDoc(), bullet.targetId)).toBe(bullet.after);

    const rejected = await call(owner, 'PUT', `/api/applications/${id}/changes/${bullet.id}`, {
      decision: 'rejected',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().changes[bullet.id].decision).toBe('rejected');
    expect(rejected.json().revision).toBe(2);
    expect(bulletText(await storedDoc(), bullet.targetId)).toBe(bullet.before);
    const after = await exportText();
    expect(count(after.text, bullet.after)).toBe(count(before.text, bullet.after) - 1);
    expect(count(after.text, bullet.before)).toBe(count(before.text, bullet.before) + 1);
    expect(after.disposition).toBe(
      'attachment; filename="Avery_Lindqvist_Resume_Northwind_Payments_rev2.txt"',
    );

    const accepted = await call(owner, 'PUT', `/api/applications/${id}/changes/${bullet.id}`, {
      decision: 'accepted',
    });
    expect(accepted.statusCode).toBe(200);
    expect(bulletText(await storedDoc(), bullet.targetId)).toBe(bullet.after);
    expect((await exportText()).text).toBe(before.text);
  });

  it('stores a filled figure as the person’s own line; refuses a fill for an edit without a placeholder', async () => {
    const state = await review();
    const suggestion = state.suggestions[0]!;
    expect(suggestion.placeholders.length).toBeGreaterThan(0);
    const values = suggestion.placeholders.map((_, index) => `${17 + index}%`);

    const change = state.changes[0]!;
    const refused = await call(owner, 'POST', `/api/applications/${id}/fill`, {
      target: 'change',
      id: change.id,
      values: ['42%'],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(REVIEW_MESSAGES.noPlaceholder);

    const wrongCount = await call(owner, 'POST', `/api/applications/${id}/fill`, {
      target: 'suggestion',
      id: suggestion.id,
      values: [...values, '1'],
    });
    expect(wrongCount.statusCode).toBe(400);

    const filled = await call(owner, 'POST', `/api/applications/${id}/fill`, {
      target: 'suggestion',
      id: suggestion.id,
      values,
    });
    expect(filled.statusCode, filled.body).toBe(200);
    const line = filled.json().suggestions[suggestion.id].filled as string;
    for (const value of values) expect(line).toContain(value);
    expect(bulletText(await storedDoc(), suggestion.targetId)).toBe(line);
    expect((await exportText()).text).toContain(line);
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    const personFacts = (row!.review as { personFacts: Record<string, string[]> }).personFacts;
    expect(personFacts[suggestion.targetId]).toEqual([line]);
    // The figure passes the verifier only because its provenance is the person.
    const parsed = resumeDocumentSchema.parse(row!.parsedResume);
    const current = resumeDocumentSchema.parse(row!.optimizedResume);
    const flagged = (options: Parameters<typeof verifyDocument>[2]) =>
      verifyDocument(parsed, current, options).filter((found) => found.targetId === suggestion.targetId);
    expect(flagged({}).map((found) => found.kind)).toContain('number');
    expect(flagged({ personFacts })).toEqual([]);
  });

  it('uses the chosen templates and page size in previews and exports', async () => {
    const chosen = await call(owner, 'PUT', `/api/applications/${id}/templates`, {
      resumeTemplateId: 'modern',
      coverLetterTemplateId: 'elegant',
      pageSize: 'Letter',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({
      resumeTemplateId: 'modern',
      coverLetterTemplateId: 'elegant',
      pageSize: 'Letter',
    });
    const detail = await call(owner, 'GET', `/api/applications/${id}`);
    expect(detail.json().templateId).toBe('modern');
    for (const document of ['resume', 'cover-letter']) {
      const pdf = await call(owner, 'GET', `/api/applications/${id}/export/${document}/pdf`);
      const page = (await PDFDocument.load(new Uint8Array(pdf.rawPayload))).getPage(0);
      expect(page.getSize()).toEqual({ width: 612, height: 792 });
    }
    const unknown = await call(owner, 'PUT', `/api/applications/${id}/templates`, {
      resumeTemplateId: 'fancy',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('saves the cover letter as the person wrote it, in every export', async () => {
    const paragraphs = ['I build payment systems that stay up.', 'I would like to talk about the role.'];
    const saved = await call(owner, 'PUT', `/api/applications/${id}/cover-letter`, { paragraphs });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().coverLetter).toEqual(paragraphs);
    const txt = await call(owner, 'GET', `/api/applications/${id}/export/cover-letter/txt`);
    expect(txt.body).toContain(paragraphs[0]);
    const html = await call(owner, 'GET', `/api/applications/${id}/export/cover-letter/html`);
    expect(html.body).toContain(paragraphs[1]);
  });

  it('lists the revisions newest first and restores the generated one as a new revision', async () => {
    const generated = await call(owner, 'GET', `/api/applications/${id}/revisions`);
    const list = revisionListSchema.parse(generated.json());
    expect(list.map((revision) => revision.action)).toEqual([
      'cover-letter',
      'template',
      'fill',
      'accept',
      'reject',
      'generated',
    ]);
    expect(list[0]).toMatchObject({ number: 6, current: true, by: 'you' });
    // Each revision names what it touched by its words, never by an internal id (issue 28.9).
    for (const revision of list.filter((r) => ['fill', 'accept', 'reject'].includes(r.action)))
      expect(revision.description).not.toMatch(/\b[A-Z]\d+(?:\.B\d+)?\b/);
    expect(list.find((r) => r.action === 'fill')?.description).toMatch(/^Filled: “.+”$/);

    const { text: firstText } = await exportText();
    const restored = await call(owner, 'POST', `/api/applications/${id}/revisions/1/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    const state = applicationReviewSchema.parse(restored.json());
    expect(state.revision).toBe(7);
    expect(state.resumeTemplateId).toBe('classic');
    expect(state.pageSize).toBe('A4');
    expect(state.changes.every((change) => change.decision === 'pending')).toBe(true);
    expect(state.suggestions.every((suggestion) => suggestion.filled === null)).toBe(true);
    const { text, disposition } = await exportText();
    expect(text).not.toBe(firstText);
    expect(disposition).toContain('_rev7.txt');

    const missing = await call(owner, 'POST', `/api/applications/${id}/revisions/99/restore`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(REVIEW_MESSAGES.revisionNotFound);
  });

  it('renders this resume in each of the nine templates for the picker', async () => {
    const pages = new Set<string>();
    for (const { id: template } of TEMPLATES) {
      const response = await call(owner, 'GET', `/api/applications/${id}/thumbnails/${template}`);
      expect(response.statusCode, template).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect(response.body).toContain('Avery Lindqvist');
      pages.add(response.body);
    }
    expect(pages.size).toBe(TEMPLATES.length);
    const unknown = await call(owner, 'GET', `/api/applications/${id}/thumbnails/fancy`);
    expect(unknown.statusCode).toBe(400);
  });

  it('reads our own PDF and DOCX back in each of the nine templates with nothing lost, by our parser and a naive one', async () => {
    for (const { id: template } of TEMPLATES) {
      const chosen = await call(owner, 'PUT', `/api/applications/${id}/templates`, {
        resumeTemplateId: template,
      });
      expect(chosen.statusCode).toBe(200);
      for (const format of ['pdf', 'docx'] as const) {
        const response = await call(owner, 'GET', `/api/applications/${id}/ats-check/${format}`);
        expect(response.statusCode, `${template} ${format}`).toBe(200);
        const check = atsCheckSchema.parse(response.json());
        expect(check.templateId).toBe(template);
        expect(check.fields.map((found) => found.field)).toEqual(
          expect.arrayContaining(['name', 'email', 'phone', 'title', 'employer', 'dates', 'skill']),
        );
        expect(
          check.fields.filter((found) => !found.ok),
          `${template} ${format}`,
        ).toEqual([]);
        expect(check.lost).toBe(0);
        // The naive reader's reading comes beside it, field by field, with each school too.
        expect(check.naive.map((found) => found.field)).toEqual(
          expect.arrayContaining(['name', 'email', 'phone', 'title', 'employer', 'dates', 'school', 'skill']),
        );
        expect(
          check.naive.filter((found) => !found.ok),
          `${template} ${format} naive`,
        ).toEqual([]);
        expect(check.naiveLost).toBe(0);
      }
    }
    const back = await call(owner, 'PUT', `/api/applications/${id}/templates`, {
      resumeTemplateId: 'classic',
    });
    expect(back.json().revision).toBe(16);
  });

  it("answers 404 for another user's application on every review route", async () => {
    const routes: Array<[method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown]> = [
      ['GET', `/api/applications/${id}/review`],
      ['PUT', `/api/applications/${id}/changes/0`, { decision: 'rejected' }],
      ['POST', `/api/applications/${id}/fill`, { target: 'suggestion', id: 0, values: ['5%'] }],
      ['PUT', `/api/applications/${id}/templates`, { pageSize: 'Letter' }],
      ['PUT', `/api/applications/${id}/cover-letter`, { paragraphs: ['Hello'] }],
      ['GET', `/api/applications/${id}/revisions`],
      ['GET', `/api/applications/${id}/thumbnails/modern`],
      ['GET', `/api/applications/${id}/ats-check/pdf`],
      ['POST', `/api/applications/${id}/revisions/1/restore`],
    ];
    for (const [method, url, payload] of routes) {
      const response = await call(stranger, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(APPLICATION_MESSAGES.notFound);
    }
    expect((await review()).revision).toBe(16);
  });

  it('refuses a review action from another origin', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${id}/templates`,
      headers: { origin: 'https://evil.example', cookie: owner.cookie },
      payload: { pageSize: 'Letter' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('deleting the application deletes its revisions', async () => {
    const before = await db
      .select()
      .from(applicationRevisions)
      .where(eq(applicationRevisions.applicationId, id));
    expect(before.length).toBe(16);
    const deleted = await call(owner, 'DELETE', `/api/applications/${id}`);
    expect(deleted.statusCode).toBe(200);
    const after = await db
      .select()
      .from(applicationRevisions)
      .where(eq(applicationRevisions.applicationId, id));
    expect(after).toEqual([]);
  });
});
