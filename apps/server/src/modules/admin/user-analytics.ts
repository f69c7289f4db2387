import type { UserAnalytics } from '@hireproof/contract';
import type { AccountSummary } from '../identity/accounts.service.ts';

/** The admin's user list and its four headline figures, from the accounts and who has paid. */
export function summariseUsers(accounts: AccountSummary[], payingUserIds: Set<string>): UserAnalytics {
  const users = accounts.map((row) => ({
    ...row,
    hasPaid: payingUserIds.has(row.id),
    createdAt: row.createdAt.toISOString(),
  }));
  const paidUsers = users.filter((row) => row.hasPaid).length;
  return {
    users,
    totalUsers: users.length,
    freeUsers: users.length - paidUsers,
    paidUsers,
    totalCredits: users.reduce((sum, row) => sum + row.credits, 0),
  };
}
