import type { AnalyticsUser } from './user-analytics.ts';

export function makeAnalyticsUser(overrides: Partial<AnalyticsUser> = {}): AnalyticsUser {
  return {
    id: 'u1',
    email: 'asha@example.test',
    firstName: 'Asha',
    lastName: 'Rao',
    credits: 2,
    role: 'user',
    createdAt: '2026-01-10T08:00:00.000Z',
    hasPaid: false,
    ...overrides,
  };
}
