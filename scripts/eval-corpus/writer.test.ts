import { describe, expect, it } from 'vitest';
import {
  BACKEND_JOB,
  makeResume,
  sampleBackendResume,
} from '../../packages/engine/src/analyze/test-support.ts';
import { corpusJob, evaluatePair } from './writer.ts';

describe('writer evaluation helpers', () => {
  it('reads a posting header, or a short first line as the title', () => {
    expect(corpusJob('a.txt', 'Title: Data Analyst\nCompany: Initech\n\nWe need SQL.')).toMatchObject({
      title: 'Data Analyst',
      company: 'Initech',
    });
    expect(corpusJob('b.txt', 'Job Description: Barista\n\nMake coffee for our guests.')).toMatchObject({
      title: 'Barista',
      company: '',
    });
    expect(corpusJob('c.txt', 'We are hiring people who love coffee and guests alike.').title).toBe('');
  });

  it('gates one pair and reports the keyword score before and after', () => {
    const job = {
      title: 'Senior Backend Engineer',
      company: 'Northwind Logistics',
      description: BACKEND_JOB,
    };
    const outcome = evaluatePair(sampleBackendResume(), job);
    expect(outcome.failures).toEqual([]);
    expect(outcome.twoRoles).toBe(true);
    expect(outcome.scoreAfter).toBeGreaterThanOrEqual(outcome.scoreBefore);
    expect(
      evaluatePair(makeResume({ name: '' }), { title: '', company: '', description: '' }).failures,
    ).toEqual([]);
  });
});
