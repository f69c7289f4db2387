import { BUILDER_SECTIONS, savedDraftSchema } from '@hireproof/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../test/test-app.ts';

const DRAFT = {
  personalInfo: {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '',
    location: 'Pune',
    linkedin: '',
    website: '',
  },
  professionalSummary: 'Backend engineer.',
  experience: [
    {
      id: 'x1',
      title: 'Engineer',
      company: 'Kestrel Labs',
      location: '',
      startDate: '2021-04',
      endDate: '',
      current: true,
      description: '',
      bullets: ['Built the billing service'],
      bulletsText: 'Built the billing service',
    },
  ],
  education: [],
  skills: ['Go', 'SQL'],
  skillsText: 'Go, SQL',
  sections: ['experience', 'summary', 'skills', 'education'],
  templateId: 'modern',
  jobDetails: { jobTitle: '', companyName: '', jobDescription: '' },
  jobDescription: '',
};

function draftCall(app: FastifyInstance, cookie: string, method: 'GET' | 'PUT' | 'DELETE', payload?: object) {
  return app.inject({
    method,
    url: '/api/builder/draft',
    headers: { ...TEST_ORIGIN, cookie },
    ...(payload ? { payload } : {}),
  });
}

describe.each(testDrivers())('builder draft API on %s', (driver) => {
  let t: TestApp;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    alice = (await signUp(t.app, { email: uniqueEmail('draft-a') })).cookie;
    bob = (await signUp(t.app, { email: uniqueEmail('draft-b') })).cookie;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('has no draft before the first save', async () => {
    const response = await draftCall(t.app, alice, 'GET');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ draft: null, updatedAt: null });
  });

  it('saves, restores and replaces the one draft of a user', async () => {
    const saved = await draftCall(t.app, alice, 'PUT', DRAFT);
    expect(saved.statusCode).toBe(200);
    expect(savedDraftSchema.parse(saved.json()).updatedAt).not.toBeNull();

    const restored = savedDraftSchema.parse((await draftCall(t.app, alice, 'GET')).json());
    expect(restored.draft).toEqual(DRAFT);

    await draftCall(t.app, alice, 'PUT', { ...DRAFT, professionalSummary: 'Platform engineer.' });
    const replaced = savedDraftSchema.parse((await draftCall(t.app, alice, 'GET')).json());
    expect(replaced.draft?.professionalSummary).toBe('Platform engineer.');
  });

  it("never shows one user's draft to another", async () => {
    await draftCall(t.app, alice, 'PUT', DRAFT);
    expect((await draftCall(t.app, bob, 'GET')).json()).toEqual({ draft: null, updatedAt: null });
    await draftCall(t.app, bob, 'PUT', { ...DRAFT, personalInfo: { ...DRAFT.personalInfo, name: 'Bob' } });
    await draftCall(t.app, bob, 'DELETE');
    const own = savedDraftSchema.parse((await draftCall(t.app, alice, 'GET')).json());
    expect(own.draft?.personalInfo.name).toBe('Asha Rao');
  });

  it('fills the defaults of a partial draft (four sections, the classic template)', async () => {
    const cookie = (await signUp(t.app, { email: uniqueEmail('draft-c') })).cookie;
    await draftCall(t.app, cookie, 'PUT', { personalInfo: { name: 'Chen' } });
    const { draft } = savedDraftSchema.parse((await draftCall(t.app, cookie, 'GET')).json());
    expect(draft?.sections).toEqual([...BUILDER_SECTIONS]);
    expect(draft?.templateId).toBe('classic');
    expect(draft?.personalInfo.email).toBe('');
  });

  it('refuses an unknown template, a repeated section and an oversized field', async () => {
    for (const body of [
      { ...DRAFT, templateId: 'neon' },
      { ...DRAFT, sections: ['summary', 'summary'] },
      { ...DRAFT, professionalSummary: 'x'.repeat(5_001) },
    ]) {
      const response = await draftCall(t.app, alice, 'PUT', body);
      expect(response.statusCode).toBe(400);
    }
  });

  it("'Start over' removes the draft", async () => {
    await draftCall(t.app, alice, 'PUT', DRAFT);
    const removed = await draftCall(t.app, alice, 'DELETE');
    expect(removed.statusCode).toBe(200);
    expect((await draftCall(t.app, alice, 'GET')).json()).toEqual({ draft: null, updatedAt: null });
  });

  it('previews the draft as typed in its template, escaping what the person typed', async () => {
    const preview = (templateId: string, name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/builder/preview',
        headers: { ...TEST_ORIGIN, cookie: alice },
        payload: { ...DRAFT, templateId, personalInfo: { ...DRAFT.personalInfo, name } },
      });
    const classic = await preview('classic', 'Asha <b>Rao</b>');
    expect(classic.statusCode).toBe(200);
    const html = classic.json().html as string;
    expect(html).toContain('Kestrel Labs');
    expect(html).toContain('Built the billing service');
    expect(html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt;');
    expect(html).not.toContain('<b>Rao</b>');
    const modern = (await preview('modern', 'Asha Rao')).json().html as string;
    expect(modern).not.toBe(html.replace('Asha &lt;b&gt;Rao&lt;/b&gt;', 'Asha Rao'));
  });

  it('needs a session', async () => {
    expect((await draftCall(t.app, '', 'GET')).statusCode).toBe(401);
  });
});
