import { describe, expect, it } from 'vitest';
import { ResumeParseError } from '../errors.ts';
import { mapPdfError, withoutRunningLines } from './pdf.ts';

describe('withoutRunningLines', () => {
  const page = (...texts: string[]) => texts.map((text) => ({ text }));

  it('keeps a recurring header once in place and a recurring footer once at the end', () => {
    const lines = withoutRunningLines([
      page(
        'Jane Doe · Résumé',
        'EXPERIENCE',
        'Engineer at Acme',
        'Built a thing',
        'jane@example.com · Page 1',
      ),
      page('Jane Doe · Résumé', 'Wrote more things', 'EDUCATION', 'jane@example.com · Page 2'),
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'Jane Doe · Résumé',
      'EXPERIENCE',
      'Engineer at Acme',
      'Built a thing',
      'Wrote more things',
      'EDUCATION',
      'jane@example.com · Page 1',
    ]);
  });

  it('keeps everything of a one-page document and lines that recur only in the body', () => {
    expect(withoutRunningLines([page('A', 'B')]).map((l) => l.text)).toEqual(['A', 'B']);
    const lines = withoutRunningLines([
      page('Top one', 'x', 'Responsibilities:', 'y', 'z', 'End one'),
      page('Top two', 'p', 'Responsibilities:', 'q', 'r', 'End two'),
    ]);
    expect(lines.filter((l) => l.text === 'Responsibilities:')).toHaveLength(2);
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
