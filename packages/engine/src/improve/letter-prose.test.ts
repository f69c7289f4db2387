import { describe, expect, it } from 'vitest';
import { proseProblems, withArticles } from './letter-prose.ts';

const checks = (sentence: string, fromBullet = false) =>
  proseProblems(sentence, { fromBullet }).map((problem) => problem.check);

describe('proseProblems', () => {
  it('passes sentences a person would write', () => {
    expect(checks('At Acme, I developed a credit risk assessment model for small lenders.', true)).toEqual(
      [],
    );
    expect(checks('I conducted market research and competitive analysis for startups.', true)).toEqual([]);
    expect(checks('Thank you for your time and consideration.')).toEqual([]);
  });

  it('finds a singular count noun pasted from a bullet without its article', () => {
    expect(checks('I have developed credit risk assessment model.')).toEqual(['missing-article']);
    expect(checks('I led team of five engineers.')).toEqual(['missing-article']);
    // After two verbs that share it, and before a participle that says more of it.
    expect(checks('I have architected and built SaaS platform serving 50K users.')).toEqual([
      'missing-article',
    ]);
    expect(withArticles('I have architected and built SaaS platform serving 50K users.')).toBe(
      'I have architected and built a SaaS platform serving 50K users.',
    );
    expect(withArticles('I completed intensive 6-month coding bootcamp.')).toBe(
      'I completed an intensive 6-month coding bootcamp.',
    );
  });

  it('finds a sentence without a subject', () => {
    expect(checks('Conducted market research for startups.')).toContain('no-subject');
  });

  it("finds a bullet's tail left as a short sentence of its own", () => {
    expect(checks('Competitive analysis for startups.', true)).toContain('bullet-tail');
    expect(checks('Competitive analysis for startups.', false)).not.toContain('bullet-tail');
  });

  it('finds the rote phrases only software writes', () => {
    expect(checks('I have worked with JavaScript, which your posting names.')).toContain('rote-phrase');
    expect(checks('I have worked with Python and SQL, each named in your posting.')).toContain('rote-phrase');
  });

  it('finds an award folded into the middle of a sentence and a degree from its own field', () => {
    expect(
      checks('I built models for demand forecasting, SFHacks 2022 Winner, showcasing my skills.'),
    ).toContain('folded-award');
    expect(checks('I hold a Bachelor of Technology from Specialization in AI.')).toContain('degree-from');
  });
});
