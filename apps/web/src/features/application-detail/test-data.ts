import type { Application, Job, ReadabilityResult } from '@hireproof/contract';

export function makeApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 'app-1',
    jobTitle: 'Backend Engineer',
    company: 'Acme',
    jobDescription: 'We need a backend engineer who knows PostgreSQL.',
    status: 'complete',
    createdAt: '2026-03-05T12:00:00.000Z',
    completedAt: '2026-03-05T12:00:02.000Z',
    parseMethod: 'pdf-geometry',
    parseWarnings: [],
    resumeOptimizedUrl: '/api/applications/app-1/export/resume/html?revision=0',
    coverLetterUrl: '/api/applications/app-1/export/cover-letter/txt?revision=0',
    coverLetterText: 'Dear Acme team,\n\nI would love to join.',
    hasCoverLetter: true,
    keywords: {
      analysis: { exact_matches: ['TypeScript'], near_matches: ['Postgres'], missing_keywords: ['Kafka'] },
    },
    templateId: 'classic',
    scores: null,
    suggestions: [],
    error: null,
    ...overrides,
  };
}

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
