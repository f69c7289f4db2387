import { describe, expect, it } from 'vitest';
import type { JobKeyword } from '../../packages/engine/src/index.ts';
import { coverHit, scoreAgainstLabels, strictHit } from './keyword-labels.ts';

const keyword = (term: string, weight: number, extra: Partial<JobKeyword> = {}): JobKeyword => ({
  id: `other:${term}`,
  term,
  canonical: term,
  kind: 'other',
  weight,
  required: true,
  block: 'required',
  frequency: 1,
  aliases: [],
  evidence: term,
  ...extra,
});

describe('strictHit and coverHit', () => {
  it('names a label exactly through the term, its dictionary name or an alias', () => {
    expect(strictHit(keyword('Postgres', 1), 'PostgreSQL')).toBe(true);
    expect(strictHit(keyword('Pivot tables', 1), 'pivot table')).toBe(true);
    expect(strictHit(keyword('Java', 1), 'JavaScript')).toBe(false);
  });

  it('covers a label that holds the keyword as whole words, but not through a generic word', () => {
    expect(coverHit(keyword('Java', 1), 'Core Java programming experience')).toBe(true);
    expect(coverHit(keyword('Google Analytics', 1), 'Advanced Google Analytics')).toBe(true);
    expect(coverHit(keyword('mentoring', 1), 'mentor')).toBe(true);
    expect(coverHit(keyword('experience', 1), '4 years of experience')).toBe(false);
    expect(coverHit(keyword('Java', 1), 'JavaScript')).toBe(false);
  });
});

describe('scoreAgainstLabels', () => {
  const labels = {
    must_have: ['Python', 'Spring Boot', 'Stakeholder management'],
    nice_to_have: ['Terraform'],
    not_keywords: ['San Francisco', 'Acme Corp', 'FLIP-FLOP', 'dynamic team'],
  };

  it('counts must-haves only among the top keywords by weight', () => {
    const score = scoreAgainstLabels(
      [keyword('Python', 50), keyword('Spring Boot', 30), keyword('Stakeholder management', 1)],
      labels,
      2,
    );
    expect(score.mustHits).toEqual(['Python', 'Spring Boot']);
    expect(score.mustMissed).toEqual(['Stakeholder management']);
  });

  it('flags a not-keyword that a keyword names or is a fragment of', () => {
    const score = scoreAgainstLabels(
      [keyword('San', 5), keyword('FLOP', 5), keyword('Acme Corp', 5), keyword('Python', 5)],
      labels,
    );
    expect(score.notExtracted.map((n) => n.label)).toEqual(['San Francisco', 'Acme Corp', 'FLIP-FLOP']);
  });

  it('flags a longer keyword that holds a not-keyword as printed, not one that holds another form of its word', () => {
    const notKeywords = { ...labels, not_keywords: ['Melbourne', 'concepts', 'perks'] };
    const flagged = (term: string) =>
      scoreAgainstLabels([keyword(term, 5)], notKeywords).notExtracted.map((n) => n.label);
    expect(flagged('Melbourne office')).toEqual(['Melbourne']);
    expect(flagged('concept drift')).toEqual([]);
    // The same word in another number is still the not-keyword itself.
    expect(flagged('perk')).toEqual(['perks']);
  });

  it('does not flag a fragment that is itself part of a wanted label, nor the title inside a longer phrase', () => {
    const score = scoreAgainstLabels([keyword('management', 5), keyword('Team', 1, { kind: 'title' })], {
      ...labels,
      not_keywords: ['change management office', 'dynamic team'],
    });
    expect(score.notExtracted).toEqual([]);
  });
});
