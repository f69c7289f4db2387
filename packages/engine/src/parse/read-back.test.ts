import { describe, expect, it } from 'vitest';
import { BACKEND_JOB } from '../analyze/test-support.ts';
import { tailor } from '../improve/tailor.ts';
import { renderResume } from '../render/index.ts';
import { describedResume, sampleResume, variedResume } from '../render/sample-documents.ts';
import { TEMPLATE_IDS } from '../render/templates/catalog.ts';
import { compareReadBack, readBack } from './read-back.ts';

const job = { title: 'Senior Backend Engineer', company: 'Northwind Logistics', description: BACKEND_JOB };
const today = new Date(Date.UTC(2025, 5, 1));

/** Resumes as the writer generates them: the sample documents tailored to a job. */
const GENERATED = [
  ['a one-page resume', () => tailor(sampleResume(), job, { today }).document],
  ['a resume with other sections and date styles', () => tailor(variedResume(), job, { today }).document],
  [
    'a resume with job descriptions and sub-bullets',
    () => tailor(describedResume(), job, { today }).document,
  ],
] as const;

describe('compareReadBack', () => {
  it('flags each field the parser lost or changed', () => {
    const source = sampleResume();
    const parsed = structuredClone(source);
    parsed.basics.email = '';
    parsed.work[0]!.company = 'Someone Else';
    parsed.skills[0]!.keywords = parsed.skills[0]!.keywords.slice(1);
    const lost = compareReadBack(source, parsed).filter((found) => !found.ok);
    expect(lost.map((found) => found.field).sort()).toEqual(['email', 'employer', 'skill']);
    expect(lost.find((found) => found.field === 'email')?.recovered).toBeNull();
    expect(lost.find((found) => found.field === 'skill')?.expected).toBe(source.skills[0]!.keywords[0]);
  });

  it('flags a description that came back as a bullet', () => {
    const source = describedResume();
    const parsed = structuredClone(source);
    const job = parsed.work[0]!;
    job.highlights.unshift({ id: 'W1.B9', text: job.summary ?? '' });
    delete job.summary;
    const lost = compareReadBack(source, parsed).filter((found) => !found.ok);
    expect(lost).toEqual([
      { field: 'description', targetId: 'W1', expected: source.work[0]!.summary, recovered: null, ok: false },
    ]);
  });

  it('flags a headline or a street address that did not come back', () => {
    const source = variedResume();
    source.basics.label = 'Platform Engineer';
    const parsed = structuredClone(source);
    delete parsed.basics.label;
    parsed.basics.location = { text: 'Austin, TX' };
    const lost = compareReadBack(source, parsed).filter((found) => !found.ok);
    expect(lost.map((found) => [found.field, found.expected])).toEqual([
      ['headline', 'Platform Engineer'],
      ['location', '12 Congress Ave, Austin, TX'],
    ]);
  });

  it('finds nothing lost when the parser reads everything', () => {
    const source = sampleResume();
    expect(compareReadBack(source, structuredClone(source)).every((found) => found.ok)).toBe(true);
  });
});

// What an ATS reads: every template, PDF and DOCX, on generated resumes; any loss fails.
describe.each(TEMPLATE_IDS)('what an ATS reads from %s', (templateId) => {
  it.each(GENERATED)('loses nothing from the PDF or the DOCX of %s', async (_label, make) => {
    const source = make();
    for (const format of ['pdf', 'docx'] as const) {
      const file = await renderResume(source, { format, templateId });
      const fields = await readBack(source, file.bytes, format);
      expect(fields.length).toBeGreaterThan(5);
      expect(
        fields.filter((found) => !found.ok),
        `${format} lost fields`,
      ).toEqual([]);
    }
  });
});
