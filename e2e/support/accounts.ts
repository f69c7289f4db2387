import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'correct horse battery';

/**
 * The journeys' administrators, one per file that needs one so no two files race for one account.
 * support/start-server.mjs creates them with the operator CLI (`user:create --admin`) before the
 * server starts, as the README's first-run steps make the first admin: a sign-up never grants the role.
 */
export const JOURNEY_ADMINS = {
  accounts: { email: 'admin@example.test', firstName: 'Ada' },
  payments: { email: 'payments-admin@example.test', firstName: 'Priya' },
  console: { email: 'console-admin@example.test', firstName: 'Omar' },
  aiProviders: { email: 'ai-admin@example.test', firstName: 'Ada' },
  routeWalk: { email: 'walk-admin@example.test', firstName: 'Wren' },
  builder: { email: 'builder-admin@example.test', firstName: 'Bea' },
} as const;

/** A fresh address for each run, so journeys never collide on an existing account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** Creates an account through the app's own sign-in page and waits for the dashboard. */
export async function signUp(page: Page, email: string, firstName = 'Jamie'): Promise<void> {
  // /api/login is what every "Sign In" button uses; without an identity provider it leads to /sign-in.
  await page.goto('/api/login');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs an existing account in through the app's own sign-in page and waits for the dashboard. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
