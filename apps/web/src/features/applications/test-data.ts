import type { ApplicationPage, ApplicationSummary } from '@hireproof/contract';

export { makeApplication } from '../../test/application-data.ts';

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
