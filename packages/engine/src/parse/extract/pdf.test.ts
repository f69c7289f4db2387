import { describe, expect, it } from 'vitest';
import { buildLinesPdf, buildRemappedFontPdf } from '../../fixtures/pdf.ts';
import { ResumeParseError } from '../errors.ts';
import { extractPdf, isCoverLetterPage, mapPdfError, withoutRunningLines } from './pdf.ts';

describe('withoutRunningLines', () => {
  const page = (...texts: string[]) => texts.map((text) => ({ text }));

  it('takes every copy of a recurring header and footer out of the text and answers one copy of each', () => {
    const result = withoutRunningLines([
      page(
        'Jane Doe · Résumé',
        'EXPERIENCE',
        'Engineer at Acme',
        'Built a thing',
        'jane@example.com · Page 1',
      ),
      page('Jane Doe · Résumé', 'Wrote more things', 'EDUCATION', 'jane@example.com · Page 2'),
    ]);
    expect(result.lines.map((l) => l.text)).toEqual([
      'EXPERIENCE',
      'Engineer at Acme',
      'Built a thing',
      'Wrote more things',
      'EDUCATION',
    ]);
    expect(result.running.map((l) => l.text)).toEqual(['Jane Doe · Résumé', 'jane@example.com · Page 1']);
  });

  it('recognises a cover letter saved after the resume, never on the first page', () => {
    const letter = page('Dear Hiring Manager,', 'I would like to apply.', 'Yours sincerely,', 'Jane Doe');
    expect(isCoverLetterPage(letter, 2)).toBe(true);
    expect(isCoverLetterPage(letter, 0)).toBe(false);
    expect(isCoverLetterPage(page('EXPERIENCE', 'Dear Reader app, 2019', 'Built it'), 1)).toBe(false);
  });

  it('keeps everything of a one-page document and lines that recur only in the body', () => {
    expect(withoutRunningLines([page('A', 'B')]).lines.map((l) => l.text)).toEqual(['A', 'B']);
    const lines = withoutRunningLines([
      page('Top one', 'x', 'Responsibilities:', 'y', 'z', 'End one'),
      page('Top two', 'p', 'Responsibilities:', 'q', 'r', 'End two'),
    ]);
    expect(lines.lines.filter((l) => l.text === 'Responsibilities:')).toHaveLength(2);
  });
});

describe('mapPdfError', () => {
  it('maps pdf.js password and format errors to typed errors', () => {
    expect(
      mapPdfError(Object.assign(new Error('No password given'), { name: 'PasswordException' })).code,
    ).toBe('encrypted-pdf');
    expect(
      mapPdfError(Object.assign(new Error('Invalid PDF structure.'), { name: 'InvalidPDFException' })).code,
    ).toBe('corrupt-file');
    const original = new ResumeParseError('image-only-pdf');
    expect(mapPdfError(original)).toBe(original);
  });
});

describe('extractPdf: link annotations', () => {
  it('answers the web targets of link annotations, not mailto: or tel:', async () => {
    const bytes = await buildLinesPdf([
      { text: 'Mira Hande' },
      { text: 'mhandle', link: 'https://www.linkedin.com/in/mhandle' },
      { text: 'mira@example.org', link: 'mailto:mira@example.org' },
    ]);
    const pdf = await extractPdf(bytes);
    expect(pdf.links).toEqual(['https://www.linkedin.com/in/mhandle']);
  });
});

describe('extractPdf: the bytes it is given', () => {
  it('reads a Node Buffer (as fs.readFileSync answers) and leaves it usable', async () => {
    const buffer = Buffer.from(await buildLinesPdf([{ text: 'Mira Hande' }, { text: 'Engineer' }]));
    const pdf = await extractPdf(buffer);
    expect(pdf.lines.map((l) => l.text)).toEqual(['Mira Hande', 'Engineer']);
    expect((await extractPdf(buffer)).lines).toHaveLength(2);
  });
});

describe('extractPdf: hyphens a font maps to the soft hyphen', () => {
  const lines = [
    'Co-founder of an agent-less tool',
    'Rebuilt the infra-',
    'structure in 2019',
    'Sep 2023 - Mar 2024',
  ];

  it('keeps a hyphen inside a line and mends only a line-end hyphen before a lower-case rest', async () => {
    const pdf = await extractPdf(buildRemappedFontPdf(lines, { '-': '\u00AD' }));
    expect(pdf.lines.map((l) => l.text)).toEqual([
      'Co-founder of an agent-less tool',
      'Rebuilt the infrastructure',
      'in 2019',
      'Sep 2023 - Mar 2024',
    ]);
  });

  it('changes nothing in a font whose hyphen is a hyphen', async () => {
    const pdf = await extractPdf(buildRemappedFontPdf(lines, { x: 'x' }));
    expect(pdf.lines.map((l) => l.text)[0]).toBe('Co-founder of an agent-less tool');
  });
});
