import { builderDraftSchema, importedDraftSchema } from '@hireproof/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_RESUME_MAX_BYTES, JSON_RESUME_MESSAGES } from '../../pipeline/json-resume-import.ts';
import { sharedEnginePool } from '../../pool/engine-pool.ts';
import { testDrivers } from '../../test/databases.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { corruptPdf, samplePdf, sampleResume } from '../applications/test-support/resume-files.ts';

function upload(app: FastifyInstance, cookie: string, bytes: Uint8Array, name: string) {
  const body = new FormData();
  body.append('resume', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return app.inject({
    method: 'POST',
    url: '/api/builder/import',
    headers: { ...TEST_ORIGIN, cookie },
    body,
  });
}

describe.each(testDrivers())('builder import and export on %s', (driver) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    cookie = (await signUp(t.app, { email: uniqueEmail('import') })).cookie;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('fills a draft from an uploaded PDF, word for word', async () => {
    const resume = sampleResume();
    const response = await upload(t.app, cookie, await samplePdf(resume), 'cv.pdf');
    expect(response.statusCode, response.body).toBe(200);
    const draft = builderDraftSchema.parse(response.json().draft);
    expect(draft.personalInfo.name).toBe(resume.basics.name);
    expect(draft.experience.map((entry) => entry.company)).toContain(resume.work[0]!.company);
    const firstBullet = resume.work[0]!.highlights[0]!.text;
    expect(draft.experience.flatMap((entry) => entry.bullets)).toContain(firstBullet);
  });

  it('puts volunteer roles into Work Experience and lists every section the builder has no step for', async () => {
    const text = [
      'Jane Doe',
      'jane@example.com',
      'EXPERIENCE',
      'Backend Engineer, Acme Corp, 2019 - 2023',
      '- Built ledger services in Go',
      'VOLUNTEER EXPERIENCE',
      'Mentor, Code Club, 2020 - 2022',
      '- Taught Python to twelve teenagers',
      'PROJECTS',
      'Ledger Lens: a dashboard for double-entry books',
      'CERTIFICATIONS',
      'AWS Certified Developer – Associate, Amazon Web Services, 2022',
      'FUN FACTS',
      'Ran a marathon',
    ].join('\n');
    const response = await upload(t.app, cookie, new TextEncoder().encode(text), 'cv.txt');
    expect(response.statusCode, response.body).toBe(200);
    const body = importedDraftSchema.parse(response.json());
    expect(body.draft.experience.map((entry) => [entry.title, entry.company])).toEqual([
      ['Backend Engineer', 'Acme Corp'],
      ['Mentor', 'Code Club'],
    ]);
    expect(body.draft.experience[1]?.bullets).toEqual(['Taught Python to twelve teenagers']);
    expect(body.placed).toEqual([{ section: 'Volunteer', count: 1, into: 'Work Experience' }]);
    expect(body.leftOut.map((item) => item.section)).toEqual(['Projects', 'Certificates', 'Fun Facts']);
    expect(body.leftOut.every((item) => item.count >= 1)).toBe(true);
  });

  it('exports the draft as JSON Resume and reads that file back into the same draft', async () => {
    const first = builderDraftSchema.parse(
      (await upload(t.app, cookie, await samplePdf(), 'cv.pdf')).json().draft,
    );
    const exportsBefore = sharedEnginePool().stats().completedByTask.exportJsonResume ?? 0;
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/builder/export',
      headers: { ...TEST_ORIGIN, cookie },
      payload: first,
    });
    expect(exported.statusCode).toBe(200);
    // Made in the engine pool, off the event loop, like the import.
    expect(sharedEnginePool().stats().completedByTask.exportJsonResume).toBe(exportsBefore + 1);
    const json = exported.json();
    expect(json.basics.name).toBe(first.personalInfo.name);
    const again = await upload(t.app, cookie, new TextEncoder().encode(JSON.stringify(json)), 'resume.json');
    expect(again.statusCode, again.body).toBe(200);
    const second = builderDraftSchema.parse(again.json().draft);
    expect(second.personalInfo).toEqual(first.personalInfo);
    expect(second.experience.map(({ title, company, bullets }) => ({ title, company, bullets }))).toEqual(
      first.experience.map(({ title, company, bullets }) => ({ title, company, bullets })),
    );
    expect(second.skills).toEqual(first.skills);
  });

  it('refuses a file that is not JSON, a JSON that is not a resume, and an unreadable PDF', async () => {
    const notJson = await upload(t.app, cookie, new TextEncoder().encode('{ nope'), 'resume.json');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('This file is not valid JSON');
    const notResume = await upload(t.app, cookie, new TextEncoder().encode('{"basics": 5}'), 'resume.json');
    expect(notResume.statusCode).toBe(400);
    expect(notResume.json().message).toMatch(/^Not a valid JSON Resume document/);
    const broken = await upload(t.app, cookie, corruptPdf(), 'cv.pdf');
    expect([415, 422]).toContain(broken.statusCode);
  });

  it('reads a JSON Resume file in the engine pool, and refuses one too large or too deeply nested (issue 26.1)', async () => {
    const encode = (value: string) => new TextEncoder().encode(value);
    const before = sharedEnginePool().stats().completedByTask.importJsonResume ?? 0;
    const fine = await upload(t.app, cookie, encode('{"basics": {"name": "Jane Doe"}}'), 'resume.json');
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().draft.personalInfo.name).toBe('Jane Doe');
    expect(sharedEnginePool().stats().completedByTask.importJsonResume).toBe(before + 1);

    // 600 KB of nesting, the probe's shape: refused for its size before any reading.
    const nested = `{"basics": {"name": "Jane"}, "meta": ${'['.repeat(300_000)}${']'.repeat(300_000)}}`;
    const large = await upload(t.app, cookie, encode(nested), 'resume.json');
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(JSON_RESUME_MESSAGES.tooLarge);
    expect(sharedEnginePool().stats().completedByTask.importJsonResume).toBe(before + 1);

    // Under the size cap but nested far deeper than any resume.
    const deep = `{"basics": {"name": "Jane"}, "meta": ${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    expect(deep.length).toBeLessThan(JSON_RESUME_MAX_BYTES);
    const refused = await upload(t.app, cookie, encode(deep), 'resume.json');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(JSON_RESUME_MESSAGES.tooDeep);
  });

  it('refuses an executable and needs a session', async () => {
    const exe = await upload(t.app, cookie, new Uint8Array([0x4d, 0x5a, 0x90, 0x00]), 'cv.exe');
    expect(exe.statusCode).toBe(400);
    const anonymous = await upload(t.app, '', await samplePdf(), 'cv.pdf');
    expect(anonymous.statusCode).toBe(401);
  });
});
