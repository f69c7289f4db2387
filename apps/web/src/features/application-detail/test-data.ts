import type { Job, ReadabilityResult } from '@hireproof/contract';

export { makeApplication } from '../../test/application-data.ts';

export function makeReadability(overrides: Partial<ReadabilityResult['scores']> = {}): ReadabilityResult {
  return {
    scores: { overall: 84, ats: 91, clarity: 72, impact: 41, ...overrides },
    metrics: {
      wordCount: 412,
      sentenceCount: 30,
      avgSentenceLength: 13.7,
      actionVerbs: 18,
      quantifications: 6,
      passiveVoiceEstPct: 4,
      keywordsMatched: 8,
      keywordsTotal: 12,
    },
    suggestions: [],
    modelHints: { topKeywords: [] },
  };
}

export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 'job-1',
    type: 'generate-application',
    status: 'queued',
    attempts: 0,
    maxAttempts: 3,
    createdAt: '2026-03-05T12:00:00.000Z',
    startedAt: null,
    completedAt: null,
    runAt: '2026-03-05T12:00:00.000Z',
    lastError: null,
    ...overrides,
  };
}
