import { toCsv, type UserAnalytics } from '@hireproof/contract';

export type AnalyticsUser = UserAnalytics['users'][number];
export type UserSort = 'recent' | 'credits';

export function displayName(user: Pick<AnalyticsUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
}

/** Whole-number percent of a part in a total; 0 when the total is 0. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

export interface AnalyticsStats {
  totalUsers: number;
  freeUsers: number;
  freePercent: number;
  /** Users (admins left out) whose balance is above 0. */
  usersWithCredits: number;
  /** Share of all accounts with at least one paid order. */
  conversionRate: number;
  /** Credits held by users; admins' stored balances are left out (their credits are unlimited). */
  totalCredits: number;
  averageCredits: number;
}

/** The four stat cards of SPEC §2 User Analytics, from the server's totals and the user list. */
export function analyticsStats(data: UserAnalytics): AnalyticsStats {
  const customers = data.users.filter((user) => user.role !== 'admin');
  const totalCredits = customers.reduce((sum, user) => sum + user.credits, 0);
  return {
    totalUsers: data.totalUsers,
    freeUsers: data.freeUsers,
    freePercent: percentOf(data.freeUsers, data.totalUsers),
    usersWithCredits: customers.filter((user) => user.credits > 0).length,
    conversionRate: percentOf(data.paidUsers, data.totalUsers),
    totalCredits,
    averageCredits: customers.length > 0 ? Math.round((totalCredits / customers.length) * 10) / 10 : 0,
  };
}

/** Users whose name or email contains the search (any case), newest or richest first. */
export function visibleUsers(
  users: readonly AnalyticsUser[],
  search: string,
  sort: UserSort,
): AnalyticsUser[] {
  const needle = search.trim().toLowerCase();
  const matching = needle
    ? users.filter(
        (user) =>
          user.email.toLowerCase().includes(needle) || displayName(user).toLowerCase().includes(needle),
      )
    : [...users];
  const newestFirst = (a: AnalyticsUser, b: AnalyticsUser) =>
    Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return matching.sort(
    sort === 'credits' ? (a, b) => b.credits - a.credits || newestFirst(a, b) : newestFirst,
  );
}

export const USER_CSV_HEADER = [
  'Email',
  'First Name',
  'Last Name',
  'Credits',
  'Role',
  'Sign Up Date',
] as const;

/** The client-built user export of SPEC §7, formula-safe. */
export function usersCsv(users: readonly AnalyticsUser[]): string {
  return toCsv(
    USER_CSV_HEADER,
    users.map((user) => [
      user.email,
      user.firstName ?? '',
      user.lastName ?? '',
      user.credits,
      user.role,
      user.createdAt,
    ]),
  );
}

/** users_{YYYY-MM-DD}.csv for the given day (local date, as the admin sees it). */
export function usersCsvFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `users_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
