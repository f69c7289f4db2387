import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, test } from '@playwright/test';

/** Serious and critical axe violations on a page, in both themes' default (light) rendering. */
async function seriousViolations(browser: Browser, path: string, ready: string) {
  // axe needs a page from an explicit context (it fails on browser.newPage()).
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  } finally {
    await context.close();
  }
}

test.describe('accessibility', () => {
  test('the sign-in page has no serious or critical violations', async ({ browser }) => {
    expect(await seriousViolations(browser, '/sign-in', 'Welcome back')).toEqual([]);
  });

  test('a static page has no serious or critical violations', async ({ browser }) => {
    expect(await seriousViolations(browser, '/refunds', 'Refund Policy')).toEqual([]);
  });

  test('the contact page has no serious or critical violations', async ({ browser }) => {
    expect(await seriousViolations(browser, '/contact', 'Contact Us')).toEqual([]);
  });
});
