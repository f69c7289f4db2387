import { describe, expect, it } from 'vitest';
import type { ResumeDocument } from '../model/resume-document.ts';
import { parseResume } from '../parse/index.ts';
import { compareReadBack, sameDates } from '../parse/read-back.ts';
import { type PageSize, renderResume } from './index.ts';
import { outlineResume, outlineText, resolveSectionOrder } from './outline.ts';
import { describedResume, longResume, sampleResume, variedResume } from './sample-documents.ts';
import { getTemplate, TEMPLATE_IDS } from './templates/catalog.ts';
import { words, wordsInOrder } from './test-support.ts';

/**
 * The promise behind every export: what we render, our own parser reads back. For every template,
 * the PDF and the DOCX keep the name, email, phone, every employer, title and date, and at least 98%
 * of the words in reading order.
 */

const digits = (phone = '') => phone.replace(/[^\d+]/g, '');
const fold = (text = '') => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

const FIXTURES: Array<[string, () => ResumeDocument, PageSize]> = [
  ['one-page A4 resume', sampleResume, 'A4'],
  ['multi-page A4 resume', () => longResume(7, 4), 'A4'],
  ['Letter resume with other sections and date styles', variedResume, 'Letter'],
];

describe.each(TEMPLATE_IDS)('round trip through our parser: %s', (templateId) => {
  describe.each(['pdf', 'docx'] as const)('%s', (format) => {
    it.each(FIXTURES)('keeps the facts and words of a %s', async (_label, make, pageSize) => {
      const source = make();
      const file = await renderResume(source, { format, templateId, pageSize });
      const parsed = await parseResume(file.bytes, `resume.${format}`);
      const { basics, work } = parsed.document;

      // The name may come back in capitals when the template sets it that way; the letters stay.
      expect(fold(basics.name), 'name').toBe(fold(source.basics.name));
      expect(basics.email, 'email').toBe(source.basics.email);
      expect(digits(basics.phone), 'phone').toBe(digits(source.basics.phone));

      expect(work.length, 'number of jobs').toBe(source.work.length);
      source.work.forEach((job, index) => {
        const back = work[index]!;
        expect(fold(back.company), `employer of job ${index + 1}`).toBe(fold(job.company));
        expect(fold(back.position), `title of job ${index + 1}`).toBe(fold(job.position));
        expect(
          sameDates(job, back),
          `dates of job ${index + 1}: ${JSON.stringify([back.start, back.end])}`,
        ).toBe(true);
      });

      const template = getTemplate(templateId);
      const expected = words(
        outlineText(outlineResume(source, resolveSectionOrder(source, template))).join('\n'),
      );
      const kept = wordsInOrder(expected, words(parsed.text));
      expect(kept / expected.length, 'share of words kept in reading order').toBeGreaterThanOrEqual(0.98);
    });
  });
});

/**
 * A job's description and its sub-bullets survive our own export: the description comes back as the
 * description (not as a first bullet), sub-bullets as sub-bullets of the same bullet (ADR 0026).
 */
describe.each(TEMPLATE_IDS)('description and sub-bullets read back: %s', (templateId) => {
  it.each(['pdf', 'docx', 'txt'] as const)('%s', async (format) => {
    const source = describedResume();
    const file = await renderResume(source, { format, templateId, pageSize: 'A4' });
    const parsed = await parseResume(file.bytes, `resume.${format}`);
    const levels = (doc: ResumeDocument) =>
      doc.work.map((job) => job.highlights.map((bullet) => [fold(bullet.text), bullet.level ?? 0]));
    expect(parsed.document.work.map((job) => fold(job.summary))).toEqual(
      source.work.map((job) => fold(job.summary)),
    );
    expect(levels(parsed.document)).toEqual(levels(source));
    const fields = compareReadBack(source, parsed.document).filter((f) => f.field === 'description');
    expect(fields.length).toBe(2);
    expect(fields.every((f) => f.ok)).toBe(true);
  });
});
