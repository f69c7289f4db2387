import { describe, expect, it } from 'vitest';
import { extractJobKeywords } from '../analyze/job-keywords.ts';
import { BACKEND_JOB, makeResume, sampleBackendResume } from '../analyze/test-support.ts';
import { writeSummary } from './summary.ts';
import { factTexts, verifyText } from './verify.ts';

describe('writeSummary', () => {
  const doc = sampleBackendResume();
  const keywords = extractJobKeywords(BACKEND_JOB, { jobTitle: 'Senior Backend Engineer' });
  const summary = writeSummary(doc, { targetTitle: 'Senior Backend Engineer', keywords });

  it('is built from the resume and aimed at the target title', () => {
    expect(summary.text).toContain('Backend Developer with experience at Acme Payments and Bluebird Labs.');
    expect(summary.text).toContain('Seeking a Senior Backend Engineer role.');
    expect(summary.text).toMatch(/Skilled in Node\.js, TypeScript/);
    expect(summary.sourceIds).toEqual(expect.arrayContaining(['B', 'W1', 'K1', 'JD']));
  });

  it('adds no fact the resume lacks', () => {
    const sources = [...factTexts(doc).values()].flat();
    expect(verifyText(sources, summary.text, { allowedTerms: ['Senior Backend Engineer'] })).toEqual([]);
  });

  it('falls back to education when there is no work history', () => {
    const student = makeResume({
      label: 'Computer Science Graduate',
      education: [{ institution: 'Anna University', studyType: 'B.E.', area: 'Computer Science' }],
    });
    expect(writeSummary(student).text).toBe(
      'Computer Science Graduate with a B.E. in Computer Science from Anna University.',
    );
  });
});
