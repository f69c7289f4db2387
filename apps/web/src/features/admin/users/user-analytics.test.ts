import { describe, expect, it } from 'vitest';
import { makeAnalyticsUser } from './test-data.ts';
import {
  analyticsStats,
  percentOf,
  USER_CSV_HEADER,
  usersCsv,
  usersCsvFileName,
  visibleUsers,
} from './user-analytics.ts';

const users = [
  makeAnalyticsUser({
    id: 'a',
    email: 'old@example.test',
    firstName: 'Old',
    lastName: 'Timer',
    credits: 40,
    createdAt: '2025-01-01T00:00:00Z',
  }),
  makeAnalyticsUser({
    id: 'b',
    email: 'new@example.test',
    firstName: 'Nina',
    lastName: 'Kapoor',
    credits: 0,
    createdAt: '2026-02-01T00:00:00Z',
  }),
  makeAnalyticsUser({
    id: 'c',
    email: 'mid@example.test',
    firstName: null,
    lastName: null,
    credits: 17,
    createdAt: '2025-06-01T00:00:00Z',
  }),
];

describe('user analytics', () => {
  it('computes the four cards', () => {
    const admin = makeAnalyticsUser({ id: 'z', email: 'admin@example.test', credits: 1000, role: 'admin' });
    // The users hold 40 + 0 + 17 credits; the admin's 1000 stored credits are not counted.
    const withAdmin = [...users, admin];
    expect(
      analyticsStats({ users: withAdmin, totalUsers: 4, freeUsers: 3, paidUsers: 1, totalCredits: 9999 }),
    ).toEqual({
      totalUsers: 4,
      freeUsers: 3,
      freePercent: 75,
      usersWithCredits: 2,
      conversionRate: 25,
      totalCredits: 57,
      averageCredits: 19,
    });
    expect(
      analyticsStats({ users: [admin], totalUsers: 1, freeUsers: 1, paidUsers: 0, totalCredits: 1000 }),
    ).toMatchObject({ usersWithCredits: 0, totalCredits: 0, averageCredits: 0 });
    expect(percentOf(1, 3)).toBe(33);
  });

  it('searches name and email in any case and sorts by sign-up or credits', () => {
    expect(visibleUsers(users, '', 'recent').map((user) => user.id)).toEqual(['b', 'c', 'a']);
    expect(visibleUsers(users, '', 'credits').map((user) => user.id)).toEqual(['a', 'c', 'b']);
    expect(visibleUsers(users, 'KAPOOR', 'recent').map((user) => user.id)).toEqual(['b']);
    expect(visibleUsers(users, 'nina kap', 'recent').map((user) => user.id)).toEqual(['b']);
    expect(visibleUsers(users, 'mid@', 'recent').map((user) => user.id)).toEqual(['c']);
    expect(visibleUsers(users, 'nobody', 'recent')).toEqual([]);
  });

  it('exports the CSV columns, formula-safe, with a dated file name', () => {
    const csv = usersCsv([makeAnalyticsUser({ firstName: '=HYPERLINK("x")', credits: 5 })]);
    const [header, row] = csv.trim().split('\r\n');
    expect(header).toBe(USER_CSV_HEADER.map((name) => `"${name}"`).join(','));
    expect(USER_CSV_HEADER).toEqual(['Email', 'First Name', 'Last Name', 'Credits', 'Role', 'Sign Up Date']);
    expect(row).toBe(`"asha@example.test","'=HYPERLINK(""x"")","Rao","5","user","2026-01-10T08:00:00.000Z"`);
    expect(usersCsvFileName(new Date(2026, 2, 7, 12))).toBe('users_2026-03-07.csv');
  });

  it('escapes a leading full-width ＝ and a leading NUL as the server export does (issue 14.14)', () => {
    const csv = usersCsv([makeAnalyticsUser({ firstName: '＝1+1', lastName: '\0=cmd' })]);
    const row = csv.trim().split('\r\n')[1];
    expect(row).toContain(`"'＝1+1","'\0=cmd"`);
  });
});
