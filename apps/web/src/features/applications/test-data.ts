import type { Application, ApplicationPage, ApplicationSummary } from '@hireproof/contract';

/** A complete application as the server returns it; override what a test cares about. */
export function makeApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 'app-1',
    jobTitle: 'Backend Engineer',
    company: 'Acme',
    jobDescription: 'We need a backend engineer.',
    status: 'complete',
    createdAt: '2026-03-05T12:00:00.000Z',
    completedAt: '2026-03-05T12:00:02.000Z',
    parseMethod: 'pdf-geometry',
    parseWarnings: [],
    resumeOptimizedUrl: '/api/applications/app-1/export/resume/html?revision=0',
    coverLetterUrl: '/api/applications/app-1/export/cover-letter/txt?revision=0',
    coverLetterText: 'Dear team',
    hasCoverLetter: true,
    keywords: { analysis: { exact_matches: [], near_matches: [], missing_keywords: [] } },
    templateId: 'classic',
    scores: null,
    suggestions: [],
    error: null,
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return {
    id: 'app-1',
    jobTitle: 'Backend Engineer',
    company: 'Acme',
    status: 'complete',
    createdAt: '2026-03-05T12:00:00.000Z',
    hasCoverLetter: true,
    error: null,
    ...overrides,
  };
}

/** One page of GET /api/applications, the last one unless a cursor is given. */
export function pageOf(items: ApplicationSummary[], nextCursor: string | null = null): ApplicationPage {
  return { items, nextCursor };
}
