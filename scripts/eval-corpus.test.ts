import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../packages/engine/src/index.ts';
import { checkRmaExpectations, formatResults, latexText, parseCsv, wordRecall } from './eval-corpus.ts';

describe('eval-corpus helpers', () => {
  it('measures word recall over distinct words', () => {
    expect(wordRecall('Alpha beta gamma', 'alpha and gamma')).toBeCloseTo(2 / 3);
    expect(wordRecall('', 'anything')).toBe(1);
  });

  it('keeps the visible words of LaTeX', () => {
    const text = latexText('\\cventry{Staff Engineer}{Ping}% comment\n\\textbf{RAG} 50\\% \\begin{itemize}');
    expect(text).toMatch(/Staff Engineer/);
    expect(text).toMatch(/RAG/);
    expect(text).not.toMatch(/comment|cventry|itemize/);
  });

  it('reads quoted CSV fields with commas, quotes and newlines', () => {
    expect(parseCsv('a,b\n1,"x, ""y""\nz"\n')).toEqual([
      ['a', 'b'],
      ['1', 'x, "y"\nz'],
    ]);
  });

  it('checks parser output against rma-style expectations and totals them', () => {
    const parsed = parseResumeText(
      'JOHN DOE\nSoftware Engineer\njohn@example.com | (555) 123-4567 | linkedin.com/in/jd\nEXPERIENCE\nEngineer, Acme Inc.  2019 - 2021\n- Built it\nSKILLS\nGo',
    );
    const checks = checkRmaExpectations(
      {
        raw_text_contains: ['JOHN DOE'],
        email: 'john@example.com',
        phone_contains: '555',
        linkedin_contains: 'linkedin.com/in/jd',
        sections_present: ['experience', 'education', 'skills'],
        experience_entries_min: 1,
      },
      parsed,
    );
    expect(checks.filter((c) => !c.pass).map((c) => c.field)).toEqual(['section:education']);
    const lines = formatResults([
      { file: 'x.txt', status: 'ok', parseMethod: 'text-plain', ms: 1, checks, notes: [] },
    ]);
    expect(lines.join('\n')).toMatch(/TOTAL field checks 7\/8/);
  });
});
