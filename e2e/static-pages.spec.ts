import { expect, test } from '@playwright/test';

const PAGES = [
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
  { path: '/refunds', title: 'Refund Policy' },
  { path: '/disclaimer', title: 'Disclaimer' },
  { path: '/contact', title: 'Contact Us' },
];

test.describe('static pages', () => {
  for (const { path, title } of PAGES) {
    test(`${path} renders with its header, Back to Home and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const header = page.getByRole('banner');
      await expect(
        header.getByText('ATS-ready resumes and cover letters, tailored to every job.'),
      ).toBeVisible();
      await expect(header.getByRole('link', { name: 'Back to Home' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Refunds' })).toBeVisible();
    });
  }

  test('moving between pages starts at the top, and Back to Home leads home', async ({ page }) => {
    await page.goto('/terms');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the contact form sends a message', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Jamie Rivera');
    await page.getByLabel('Email').fill('jamie@example.test');
    await page.getByLabel('Subject').fill('Question about credits');
    await page.getByLabel('Message').fill('Do credits expire if I do not use them this year?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    // exact: Radix also announces the toast to screen readers in a hidden live region.
    await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });
});
