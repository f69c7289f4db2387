import type { Application } from '@hireproof/contract';

/** A complete application as the server returns it; override what a test cares about. */
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
    coverLetterSkipped: false,
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
