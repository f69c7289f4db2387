import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../../packages/engine/src/index.ts';
import { generateResume } from './personas.ts';
import { align, fold, scoreDocument } from './score.ts';
import { boardText } from './text-layouts.ts';

describe('themed set scoring', () => {
  it('pairs each parsed entry once, preferring entries where every test agrees', () => {
    const labels = [
      { a: 'x', b: 1 },
      { a: 'x', b: 2 },
    ];
    const parsed = [
      { a: 'x', b: 2 },
      { a: 'x', b: 1 },
    ];
    const paired = align(labels, parsed, [(l, p) => l.a === p.a, (l, p) => l.b === p.b]);
    expect(paired).toEqual([parsed[1], parsed[0]]);
  });

  it('folds case, punctuation and ampersands', () => {
    expect(fold('Prairie Plumbing & Heating,')).toBe('prairie plumbing and heating');
  });

  it('counts a value in the wrong field as a miss and a lost word as missing', () => {
    const person = generateResume(3);
    const parsed = parseResumeText(boardText(person));
    const perfect = scoreDocument(person, parsed, parsed.text);
    expect(perfect.missingWords).toEqual([]);
    const broken = structuredClone(parsed);
    for (const job of broken.document.work) job.position = '';
    const score = scoreDocument(person, broken, '');
    expect(score.fields.titles.right).toBe(0);
    expect(score.fields.titles.asked).toBe(person.work.length);
    // Only the section headings still count as placed when the export is empty.
    expect(score.missingWords.length).toBeGreaterThan(score.words * 0.8);
  });

  it('counts a letter-spaced heading as carried by the section title with its letters', () => {
    const person = generateResume(3);
    const text = boardText(person).replace(/^EDUCATION$/m, 'E D U CAT I O N');
    const parsed = parseResumeText(text);
    expect(parsed.sections.map((section) => section.title)).toContain('EDUCATION');
    // The export prints the heading as the title it was read as.
    const exported = parsed.text.replace('E D U CAT I O N', 'EDUCATION');
    expect(scoreDocument(person, parsed, exported).lostLines).not.toContain('E D U CAT I O N');
  });

  it('makes the same person from the same index on every run', () => {
    expect(generateResume(17)).toEqual(generateResume(17));
    expect(generateResume(17)).not.toEqual(generateResume(18));
  });
});
