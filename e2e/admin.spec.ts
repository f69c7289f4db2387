import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { JOURNEY_ADMINS, signIn, signUp, uniqueEmail } from './support/accounts.ts';

const CONSOLE_ADMIN = JOURNEY_ADMINS.console.email;

test.describe('admin console', () => {
  // Three axe passes on a loaded machine need more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('a user without the admin role sees Access Denied', async ({ page }) => {
    await signUp(page, uniqueEmail('not-admin'));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('Admin access required to view this page.')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
  });

  test('an admin sees the five tabs, each panel, and no serious accessibility violations', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, JOURNEY_ADMINS.console.email);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Console' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText([
      'Order Management',
      'User Analytics',
      'Queue & Analytics',
      'API Management',
      'Order History',
    ]);
    expect(await tabs.evaluateAll((items) => items.map((item) => item.getAttribute('data-tab-id')))).toEqual([
      'orders',
      'users',
      'queue',
      'api-management',
      'completed',
    ]);
    await expect(page.getByTestId('pending-count')).toBeVisible();

    const serious = async () => {
      const results = await new AxeBuilder({ page }).analyze();
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
    };
    expect(await serious()).toEqual([]);

    await page.getByRole('tab', { name: 'User Analytics' }).click();
    await expect(page.getByTestId('users-footer')).toContainText('Showing');
    await expect(page.getByRole('link', { name: CONSOLE_ADMIN })).toHaveAttribute(
      'href',
      `mailto:${CONSOLE_ADMIN}`,
    );
    expect(await serious()).toEqual([]);

    await page.getByRole('tab', { name: 'Queue & Analytics' }).click();
    await expect(page.getByTestId('queue-help')).toContainText('exponential backoff');
    await page.getByRole('tab', { name: 'API Management' }).click();
    await expect(page.getByRole('heading', { name: /AI Provider Configurations/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Order History' }).click();
    await expect(page.getByTestId('history-count')).toBeVisible();
    expect(await serious()).toEqual([]);
    await context.close();
  });
});
