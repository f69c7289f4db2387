import { describe, expect, it } from 'vitest';
import { extractJobKeywords, matchKeywords, toKeywordAnalysis } from '../../packages/engine/src/index.ts';
import { checkMatches, foldText, keywordOverlap, occursIn, readJobFile } from './keyword-checks.ts';

describe('keywordOverlap', () => {
  it('compares distinct keys case-insensitively', () => {
    const overlap = keywordOverlap(
      ['Python', 'SQL', 'Kafka', 'python'],
      ['python', 'sql', 'Excel', 'Tableau'],
    );
    expect(overlap).toEqual({ ours: 3, theirs: 4, shared: 2, recall: 0.5, precision: 2 / 3 });
  });

  it('counts aliases of one dictionary skill as the same keyword', () => {
    const overlap = keywordOverlap(['JavaScript', 'PostgreSQL'], ['JS', 'Postgres']);
    expect(overlap.shared).toBe(2);
  });

  it('answers zero rather than dividing by zero for an empty side', () => {
    expect(keywordOverlap([], ['Go'])).toMatchObject({ recall: 0, precision: 0, shared: 0 });
    expect(keywordOverlap(['Go'], [])).toMatchObject({ recall: 0, precision: 0, shared: 0 });
  });

  it('uses the canonicaliser it is given', () => {
    const byFirstLetter = (term: string) => term[0]?.toLowerCase() ?? '';
    expect(keywordOverlap(['Alpha'], ['apple'], byFirstLetter).shared).toBe(1);
  });
});

describe('readJobFile', () => {
  it('splits a Key: value header from the posting', () => {
    const job = readJobFile(
      'Title: Data Engineer\nCompany: Acme\nLocation: Remote\n\nWe build pipelines.\nSkills: SQL',
    );
    expect(job).toEqual({
      title: 'Data Engineer',
      company: 'Acme',
      body: 'We build pipelines.\nSkills: SQL',
    });
  });

  it('keeps a posting without a header whole, even when it opens with a colon line', () => {
    const text = 'Requirements: 4+ years of React\nStrong TypeScript';
    expect(readJobFile(text)).toEqual({ body: text });
  });
});

describe('occursIn', () => {
  it('finds whole words only, after folding case and punctuation', () => {
    const text = foldText('Built APIs in Node.js, Java and C++/Qt.');
    expect(occursIn(text, 'node.js')).toBe(true);
    expect(occursIn(text, 'JAVA')).toBe(true);
    expect(occursIn(text, 'C++')).toBe(true);
    expect(occursIn(text, 'Jav')).toBe(false);
    expect(occursIn(text, 'Kotlin')).toBe(false);
    expect(occursIn(text, '')).toBe(false);
  });
});

describe('checkMatches', () => {
  const resume = 'Jane Roe\nSKILLS\nPython, Postgres, Docker\nEXPERIENCE\n- Mentored four engineers';
  const keywords = extractJobKeywords(
    'Requirements: Python, PostgreSQL and Kubernetes. Mentoring junior engineers.',
  );

  it('passes a real match result against the text it was made from', () => {
    const result = matchKeywords(resume, keywords);
    const checks = checkMatches(result, toKeywordAnalysis(result), resume);
    expect(checks.length).toBeGreaterThan(1);
    expect(checks.filter((c) => !c.pass)).toEqual([]);
  });

  it('fails when a matched phrase is not in the text', () => {
    const result = matchKeywords(resume, keywords);
    const checks = checkMatches(result, toKeywordAnalysis(result), 'an unrelated text');
    expect(checks.some((c) => c.check === 'exact-in-text' && !c.pass)).toBe(true);
  });

  it('fails when an exact match names another term', () => {
    const result = matchKeywords(resume, keywords);
    const exact = result.matches.find((m) => m.status === 'exact');
    expect(exact).toBeDefined();
    if (exact) exact.phrase = 'Docker';
    const checks = checkMatches(result, toKeywordAnalysis(result), resume);
    expect(checks.find((c) => c.check === 'exact-in-text' && !c.pass)?.detail).toMatch(/another term/);
  });

  it('fails when a near match names no phrase, or the counts disagree with the analysis', () => {
    const result = matchKeywords(resume, keywords);
    const analysis = toKeywordAnalysis(result);
    const near = result.matches.find((m) => m.status === 'near');
    expect(near).toBeDefined();
    if (near) delete near.phrase;
    const checks = checkMatches(result, { ...analysis, missing_keywords: [] }, resume);
    expect(checks.find((c) => c.check === 'near-phrase-in-text')?.pass).toBe(false);
    expect(checks.find((c) => c.check === 'counts')?.pass).toBe(false);
  });
});
