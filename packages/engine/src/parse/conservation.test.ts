import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrangementResume, HEADER_ARRANGEMENTS } from '../fixtures/header-arrangements.ts';
import { buildLinesPdf } from '../fixtures/pdf.ts';
import {
  describedJobsResume,
  fixtureToText,
  indianEngineerResume,
  twoPageResume,
} from '../fixtures/resume-fixtures.ts';
import type { ResumeDocument } from '../model/resume-document.ts';
import { type ParsedResume, parseResume, parseResumeText } from './parse-resume.ts';
import { documentWords, wordsOf } from './structure/conservation.ts';

/** Lines of the parse's text whose words the document (with its section headings) does not hold. */
function lostLines(parsed: ParsedResume): string[] {
  const have = documentWords(parsed.document);
  for (const section of parsed.sections)
    for (const w of section.title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) have.add(w);
  return parsed.text.split('\n').filter((line) => wordsOf(line).some((w) => !have.has(w)));
}

/** Words of the document's values that the source does not hold: anything invented. */
function foreignWords(doc: ResumeDocument, source: string): string[] {
  const have = new Set(
    source
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+/gu) ?? [],
  );
  const out = new Set<string>();
  const visit = (value: unknown, key?: string): void => {
    // Ids, normalised dates, network names and our own section titles ('Other') are our vocabulary.
    if (['id', 'iso', 'network', 'title', 'kind', 'sectionOrder', 'source', 'url'].includes(key ?? ''))
      return;
    if (typeof value === 'string') {
      for (const w of value
        .toLowerCase()
        .normalize('NFKC')
        .match(/[\p{L}\p{N}]+/gu) ?? [])
        if (!have.has(w)) out.add(w);
    } else if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit(doc);
  return [...out];
}

const WORDS = [
  'Acme',
  'ledger',
  'Kafka',
  'Pune',
  'migrated',
  'co-founded',
  'multi-VPC',
  'Cocos2d-x',
  '2019',
  '40%',
];
const LINE = fc.oneof(
  fc.constantFrom('EXPERIENCE', 'Education', 'SKILLS:', 'Projects', 'Awards'),
  fc.constantFrom('Jan 2020 – Present', '2016 - 2018', 'Mar 2019'),
  fc
    .tuple(
      fc.constantFrom('', '• ', '- ', '1. '),
      fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 9 }),
      fc.constantFrom(' ', ', ', ' | ', '\t'),
    )
    .map(([marker, words, separator]) => `${marker}${words.join(separator)}`),
);

describe('conservation: every line of the text lands in the document', () => {
  it('property: the words of the output include the words of the input', () => {
    fc.assert(
      fc.property(fc.array(LINE, { minLength: 1, maxLength: 40 }), (lines) => {
        const text = ['Dana Whitlock', 'dana@example.org', ...lines].join('\n');
        const parsed = parseResumeText(text);
        expect(lostLines(parsed)).toEqual([]);
        expect(foreignWords(parsed.document, parsed.text)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('generated fixtures: nothing lost, nothing invented, hyphens inside words kept', () => {
    const texts = [
      fixtureToText(indianEngineerResume()),
      fixtureToText(twoPageResume()),
      // A job's description and sub-bullets are placed like any other line.
      fixtureToText(describedJobsResume()),
      ...HEADER_ARRANGEMENTS.map((a) => fixtureToText(arrangementResume(a))),
    ];
    for (const text of texts) {
      const parsed = parseResumeText(text);
      expect(lostLines(parsed)).toEqual([]);
      expect(foreignWords(parsed.document, text)).toEqual([]);
    }
    const arranged = parseResumeText(fixtureToText(arrangementResume(HEADER_ARRANGEMENTS[0] ?? '')));
    expect(JSON.stringify(arranged.document)).toContain('co-located');
    expect(JSON.stringify(arranged.document)).toContain('multi-region');
  });

  it('an unplaced line goes to an explicit Other section', () => {
    const parsed = parseResumeText(
      [
        'Dana Whitlock',
        '42 Larch Street',
        'dana@example.org',
        'EXPERIENCE',
        'Engineer, Acme Corp\t2019 – 2021',
      ].join('\n'),
    );
    const other = parsed.document.custom.find((c) => c.title === 'Other');
    expect(other?.items.map((i) => i.text)).toEqual(['42 Larch Street']);
    expect(parsed.document.sectionOrder).toContain('custom');
  });

  it('PDF: a running footer and a cover letter page are left out and recorded as dropped', async () => {
    const footer = (n: number) => ({ text: `Dana Whitlock · Curriculum Vitae ${n}`, size: 8 });
    const bytes = await buildLinesPdf([
      { text: 'Dana Whitlock', size: 20 },
      { text: 'dana@example.org' },
      { text: 'EXPERIENCE', bold: true },
      { text: 'Engineer, Acme Corp    2019 – 2021' },
      { text: '• Built the billing ledger in Kafka.' },
      footer(1),
      { text: 'EDUCATION', bold: true, newPage: true },
      { text: 'B.S. in Physics, Lakeshore State University    2015 – 2019' },
      { text: 'Dean’s List, four semesters' },
      footer(2),
      { text: 'Dear Hiring Manager,', newPage: true },
      { text: 'I am applying for the role of engineer.' },
      { text: 'Yours sincerely,' },
      { text: 'Dana Whitlock' },
    ]);
    const parsed = await parseResume(bytes, 'resume.pdf');
    expect(parsed.dropped).toEqual([
      { text: 'Dear Hiring Manager,', reason: 'cover-letter' },
      { text: 'I am applying for the role of engineer.', reason: 'cover-letter' },
      { text: 'Yours sincerely,', reason: 'cover-letter' },
      { text: 'Dana Whitlock', reason: 'cover-letter' },
      { text: 'Dana Whitlock · Curriculum Vitae 1', reason: 'running-header-footer' },
    ]);
    expect(parsed.text).not.toContain('Curriculum Vitae');
    expect(parsed.text).not.toContain('I am applying');
    expect(parsed.document.education[0]?.institution).toBe('Lakeshore State University');
    expect(lostLines(parsed)).toEqual([]);
  });
});

describe('a section name in body type is part of an entry', () => {
  it('reads a plain "Volunteer" under an organisation as the role when headings are bold capitals', async () => {
    const bytes = await buildLinesPdf([
      { text: 'Dana Whitlock', size: 20 },
      { text: 'dana@example.org' },
      { text: 'EXPERIENCE', bold: true, size: 13 },
      { text: 'Engineer, Acme Corp    2019 – 2021' },
      { text: '• Built the billing ledger in Kafka.' },
      { text: 'VOLUNTEER EXPERIENCE', bold: true, size: 13 },
      { text: 'Central Food Bank, Austin, TX    2016 – 2018' },
      { text: 'Volunteer' },
      { text: '• Sorted donations every weekend.' },
      { text: 'SKILLS', bold: true, size: 13 },
      { text: 'Go, SQL' },
    ]);
    const parsed = await parseResume(bytes, 'resume.pdf');
    expect(parsed.sections.map((s) => s.title)).toEqual(['EXPERIENCE', 'VOLUNTEER EXPERIENCE', 'SKILLS']);
    expect(parsed.document.volunteer[0]).toMatchObject({
      organization: 'Central Food Bank',
      position: 'Volunteer',
    });
  });
});
