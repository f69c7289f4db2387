import { describe, expect, it } from 'vitest';
import type { ResumeDocument } from '../model/resume-document.ts';
import { type PageSize, renderResume } from './index.ts';
import { naiveReadBack } from './naive-ats/index.ts';
import { docxLines } from './naive-ats/lines.ts';
import { readByScoring } from './naive-ats/scoring.ts';
import { type OutlineEntry, outlineResume, resolveSectionOrder } from './outline.ts';
import { longResume, sampleResume, variedResume } from './sample-documents.ts';
import { getTemplate, TEMPLATE_IDS } from './templates/catalog.ts';
import { pdftotextRaw, readPdfItems, words, wordsInOrder } from './test-support.ts';

/**
 * The exports as readers we did not write get them: poppler's `pdftotext -raw` and pdf.js's text
 * items, both in the order the file holds its text (which is how most ATS read a PDF), and a naive
 * field reader (naive-ats/) standing for the simple parsers behind many ATS. Our own parser's reading
 * is checked in round-trip.test.ts; this one asks that a reader with none of its repairs reads the
 * same resume in the order a person does.
 */

/** A title too long to share its line with the dates (see ResumePdf.datesPlace). */
function longTitleResume(): ResumeDocument {
  const doc = sampleResume();
  const [first] = doc.work;
  if (first) first.position = 'Founding Member & Site Reliability Engineer & Infrastructure Team Lead';
  return doc;
}

const FIXTURES: Array<[string, () => ResumeDocument, PageSize]> = [
  ['one-page A4 resume', sampleResume, 'A4'],
  ['multi-page A4 resume', () => longResume(7, 4), 'A4'],
  ['Letter resume with other sections and date styles', variedResume, 'Letter'],
  ['resume with a title too long to share its line with its dates', longTitleResume, 'Letter'],
];

/** The least share of the TXT export's words a reader must get in the same order. */
const MIN_WORDS_IN_ORDER = 0.99;

const fold = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

async function exportsOf(source: ResumeDocument, templateId: string, pageSize: PageSize) {
  const [pdf, docx, txt] = await Promise.all(
    (['pdf', 'docx', 'txt'] as const).map((format) => renderResume(source, { format, templateId, pageSize })),
  );
  return { pdf: pdf!.bytes, docx: docx!.bytes, txtWords: words(txt!.text ?? '') };
}

function entriesOf(source: ResumeDocument, templateId: string): OutlineEntry[] {
  const outline = outlineResume(source, resolveSectionOrder(source, getTemplate(templateId)));
  return outline.sections.flatMap((section) =>
    section.blocks.filter((block): block is OutlineEntry => block.kind === 'entry'),
  );
}

describe.each(TEMPLATE_IDS)('independent readers of %s', (templateId) => {
  describe.each(FIXTURES)('a %s', (_label, make, pageSize) => {
    it('pdftotext -raw reads the PDF in reading order, no word split or glued', async () => {
      const { pdf, txtWords } = await exportsOf(make(), templateId, pageSize);
      const read = words(pdftotextRaw(pdf));
      expect(wordsInOrder(txtWords, read) / txtWords.length).toBeGreaterThanOrEqual(MIN_WORDS_IN_ORDER);
      // A word cut in two or run into its neighbour is a word the resume does not have.
      const vocabulary = new Set(txtWords);
      expect(read.filter((word) => !vocabulary.has(word))).toEqual([]);
    });

    it('pdf.js items come in reading order, each field an item of its own', async () => {
      const source = make();
      const { pdf, txtWords } = await exportsOf(source, templateId, pageSize);
      const items = await readPdfItems(pdf);
      // The text as pdf.js gives it: items one after another, a line break where it marks one and
      // between pages (pdf.js never marks a page's last item, whatever the file does).
      const lastOfPage = (index: number) => items[index + 1]?.page !== items[index]!.page;
      const read = words(
        items.map((item, index) => item.text + (item.endsLine || lastOfPage(index) ? '\n' : '')).join(''),
      );
      expect(wordsInOrder(txtWords, read) / txtWords.length).toBeGreaterThanOrEqual(MIN_WORDS_IN_ORDER);
      const vocabulary = new Set(txtWords);
      expect(
        read.filter((word) => !vocabulary.has(word)),
        'words glued across items',
      ).toEqual([]);
      expect(
        items.flatMap((item) => words(item.text)).filter((word) => !vocabulary.has(word)),
        'words split across items',
      ).toEqual([]);

      // The name, and each entry's title, dates and subtitle parts, as whole items in that order.
      const texts = items.map((item) => fold(item.text));
      expect(texts, 'the name as one item').toContain(fold(source.basics.name));
      let cursor = 0;
      const next = (text: string, what: string) => {
        const at = texts.indexOf(fold(text), cursor);
        expect(at, `${what} "${text}" as one item after item ${cursor}`).toBeGreaterThanOrEqual(cursor);
        cursor = at + 1;
        return items[at]!;
      };
      for (const entry of entriesOf(source, templateId)) {
        next(entry.title, 'title');
        // Dates follow their title, beside it or (after a long title) beside the subtitle.
        const datesAt = entry.dates ? texts.indexOf(fold(entry.dates), cursor) : -1;
        if (entry.dates)
          expect(datesAt, `dates "${entry.dates}" after their title`).toBeGreaterThanOrEqual(cursor);
        if (datesAt === cursor) cursor += 1;
        const [employer, ...rest] = entry.subtitle;
        if (!employer) continue;
        const first = next(employer, 'subtitle part');
        if (!rest.length) continue;
        // Readers that join items closer than a character's width must still see two fields.
        const separator = items.slice(cursor).find((item) => item.text.trim())!;
        expect(separator.text.trim()).toBe('|');
        expect(separator.x - (first.x + first.width)).toBeGreaterThanOrEqual(0.9 * first.size);
        for (const part of rest) next(part, 'subtitle part');
      }
    });

    it.each(['pdf', 'docx'] as const)('a naive ATS reader fills every field from the %s', async (format) => {
      const source = make();
      const file = await renderResume(source, { format, templateId, pageSize });
      const fields = await naiveReadBack(source, file.bytes, format);
      expect(fields.filter((found) => !found.ok)).toEqual([]);
      const count = (kind: string) => fields.filter((found) => found.field === kind).length;
      expect([count('title'), count('employer'), count('dates')]).toEqual(
        new Array(3).fill(source.work.length),
      );
      expect(count('school')).toBe(source.education.length);
    });

    it('a reader that scores features (a job word, bold type, a year) finds the name, titles and employers', async () => {
      const source = make();
      const file = await renderResume(source, { format: 'pdf', templateId, pageSize });
      const read = await readByScoring(file.bytes);
      expect(fold(read.name)).toBe(fold(source.basics.name));
      // The n-th job read against the n-th written (volunteer roles may follow, as 'experience').
      const jobs = read.jobs.slice(0, source.work.length);
      expect(jobs.map((job) => [fold(job.title), fold(job.employer)])).toEqual(
        source.work.map((job) => [fold(job.position), fold(job.company)]),
      );
    });

    it('DOCX paragraphs keep the words in reading order', async () => {
      const { docx, txtWords } = await exportsOf(make(), templateId, pageSize);
      const read = words(
        docxLines(docx)
          .map((line) => line.text)
          .join('\n'),
      );
      expect(wordsInOrder(txtWords, read) / txtWords.length).toBeGreaterThanOrEqual(MIN_WORDS_IN_ORDER);
    });
  });
});
