import { expect, type Page } from '@playwright/test';

/** The address ADMIN_EMAILS names for the journeys' server. */
export const ADMIN_EMAIL = 'admin@example.test';
export const PASSWORD = 'correct horse battery';

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
