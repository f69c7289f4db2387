import type { CurrentUser } from '@hireproof/contract';

/** An account made in the last hour is greeted as new: "Welcome back" belongs to a return visit. */
const NEW_ACCOUNT_MS = 60 * 60 * 1000;

/** The words before the person's email in the dashboard's greeting. */
export function greetingFor(user: Pick<CurrentUser, 'createdAt'>, now: number): string {
  return now - Date.parse(user.createdAt) < NEW_ACCOUNT_MS ? 'Welcome to Hireproof, ' : 'Welcome back, ';
}
