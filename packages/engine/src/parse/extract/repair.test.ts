import { describe, expect, it } from 'vitest';
import { cleanLineText, repairHyphenation } from './repair.ts';

describe('cleanLineText', () => {
  it('spells out ligatures and removes control characters and odd spaces', () => {
    expect(cleanLineText('\uFB01rst \uFB00ort \uFB04uent\u0000 ok\u00A0now\u200B')).toBe(
      'first ffort ffluent ok now',
    );
  });
  it('composes accents (NFC)', () => {
    expect(cleanLineText('Re\u0301sume\u0301')).toBe('Résumé');
  });
  it('repairs UTF-8 once read as Windows-1252, so every export shows the person’s own characters', () => {
    expect(cleanLineText('Iâ€™m a CafÃ© owner â€” 10Â years')).toBe('I’m a Café owner — 10 years');
  });
});

describe('repairHyphenation', () => {
  const lines = (...texts: string[]) => texts.map((text) => ({ text, page: 1 }));

  it('joins a word split at the end of a line', () => {
    const out = repairHyphenation(lines('Improved the recommen-', 'dation engine by 30%.'));
    expect(out.map((l) => l.text)).toEqual(['Improved the recommendation', 'engine by 30%.']);
  });

  it('removes the continuation line when it held only the rest of the word', () => {
    const out = repairHyphenation(lines('Built the infra-', 'structure.', 'Next'));
    expect(out.map((l) => l.text)).toEqual(['Built the infrastructure.', 'Next']);
  });

  it('keeps hyphens of compound prefixes and before capitals, bullets and other pages', () => {
    expect(repairHyphenation(lines('A self-', 'motivated person')).map((l) => l.text)).toEqual([
      'A self-',
      'motivated person',
    ]);
    expect(repairHyphenation(lines('Worked with Coca-', 'Cola')).map((l) => l.text)).toEqual([
      'Worked with Coca-',
      'Cola',
    ]);
    expect(repairHyphenation(lines('ends with data-', '- bullet here')).map((l) => l.text)).toHaveLength(2);
    const pages = [
      { text: 'crosses a page-', page: 1 },
      { text: 'break', page: 2 },
    ];
    expect(repairHyphenation(pages).map((l) => l.text)).toEqual(['crosses a page-', 'break']);
  });
});
