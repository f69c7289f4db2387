import { describe, expect, it } from 'vitest';
import { BACKEND_JOB, sampleBackendResume } from '../../packages/engine/src/analyze/test-support.ts';
import { answerEveryQuestion } from './answers.ts';

const JOB = { title: 'Senior Backend Engineer', company: 'Northwind Logistics', description: BACKEND_JOB };

describe('answers evaluation (issue 29)', () => {
  it('"yes, in my latest role" to every question reaches the ceiling it implies, with nothing ungrounded', () => {
    const pair = answerEveryQuestion(sampleBackendResume(), JOB);
    expect(pair.questions).toBeGreaterThan(0);
    expect(pair.afterAnswers).toBeGreaterThan(pair.afterTailoring);
    expect(pair.afterAnswers).toBe(pair.impliedCeiling);
    expect(pair.gateFailures).toEqual([]);
  });

  it('with words, writes bullets whose every word comes from the answer, the resume or the keyword', () => {
    const pair = answerEveryQuestion(sampleBackendResume(), JOB, 'used it in my latest role');
    expect(pair.bullets).toBeGreaterThan(0);
    expect(pair.afterAnswers).toBe(pair.impliedCeiling);
    expect(pair.gateFailures).toEqual([]);
    expect(pair.wordsFromNowhere).toEqual([]);
  });
});
