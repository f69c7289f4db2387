import { expect, test } from '@playwright/test';
import { JOURNEY_ADMINS, PASSWORD, signIn, signUp, uniqueEmail } from './support/accounts.ts';

test.describe('accounts', () => {
  test('a new visitor signs up, sees 2 credits, and logs out', async ({ page }) => {
    const email = uniqueEmail('new');
    await signUp(page, email);

    const header = page.getByRole('banner');
    await expect(header.getByTestId('credits-display')).toHaveText('2 credits');
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create New Resume' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await header.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('credits-display')).toHaveCount(0);

    // The session is gone: a signed-in route sends the visitor to sign in again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('signing back in shows the same account, and a wrong password gets a generic message', async ({
    page,
  }) => {
    const email = uniqueEmail('again');
    await signUp(page, email);
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password. Please try again.');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('credits-display')).toHaveText('2 credits');
  });

  test('an admin sees Unlimited credits and the Admin button', async ({ page }) => {
    await signIn(page, JOURNEY_ADMINS.accounts.email);
    const header = page.getByRole('banner');
    await expect(header.getByTestId('credits-display')).toHaveText('Unlimited');
    await header.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Console' })).toBeVisible();
  });
});
