import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';

/** Landing sections in the order SPEC §2 lists them (each root carries a data-section name). */
const SECTION_ORDER = [
  'auth-error',
  'promo',
  'nav',
  'directory-badge',
  'hero',
  'stats',
  'demo',
  'user-count',
  'pain-reality-fix',
  'features',
  'platforms',
  'testimonials',
  'pricing',
  'faq',
];

/** The sections below the hero arrive as a second chunk; wait for the last of them. */
async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('#faq')).toBeAttached();
}

async function scrollToTop(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(page.locator('#pricing')).not.toBeInViewport();
}

test.describe('landing page', () => {
  test('shows every section in the spec order, then the footer', async ({ page }) => {
    await openLanding(page, '/?auth=failed');
    const found = await page.evaluate(() =>
      [...document.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section')),
    );
    expect(found).toEqual(SECTION_ORDER);
    const footerAfterFaq = await page.evaluate(() => {
      const faq = document.getElementById('faq');
      const footer = document.querySelector('footer');
      return !!faq && !!footer && !!(faq.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(footerAfterFaq).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('in-page links scroll #features, #pricing and #faq into view', async ({ page }) => {
    await openLanding(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Pricing' }).click();
    await expect(page.locator('#pricing')).toBeInViewport();

    await scrollToTop(page);
    await page.getByRole('link', { name: 'See what it does' }).click();
    await expect(page.locator('#features')).toBeInViewport();

    for (const [id, label] of [
      ['features', 'Features'],
      ['pricing', 'Pricing'],
      ['faq', 'FAQ'],
    ] as const) {
      await scrollToTop(page);
      await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
  });

  test('the ?auth=failed banner shows, clears the query string and can be dismissed', async ({ page }) => {
    await page.goto('/?auth=failed');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Authentication failed. Please try signing in again.');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toHaveCount(0);
  });

  test('the ?auth=error banner shows the error text', async ({ page }) => {
    await page.goto('/?auth=error');
    await expect(page.getByRole('alert')).toHaveText(
      'An error occurred during authentication. Please try again.',
    );
    await expect(page).toHaveURL((url) => url.search === '');
  });

  test('the testimonial carousel reads Paused after a click', async ({ page }) => {
    await openLanding(page);
    const status = page.getByTestId('carousel-status');
    await expect(status).toHaveText('Auto-playing');
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(status).toHaveText('Paused');
  });

  test('the FAQ keeps one answer open and closes it on a second click', async ({ page }) => {
    await openLanding(page);
    const questions = page.locator('#faq').getByRole('button');
    await expect(questions).toHaveCount(10);
    const first = questions.nth(0);
    const second = questions.nth(1);

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await first.getAttribute('aria-controls')}`)).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(`#${await first.getAttribute('aria-controls')}`)).toBeHidden();
    await expect(page.locator('#faq [aria-expanded="true"]')).toHaveCount(1);

    await second.click();
    await expect(page.locator('#faq [aria-expanded="true"]')).toHaveCount(0);
  });

  test('pricing shows both prices from the settings', async ({ page, request }) => {
    const settings = (await (await request.get('/api/settings')).json()) as {
      pricingUSD: number;
      pricingINR: number;
    };
    await openLanding(page);
    const pricing = page.locator('#pricing');
    await expect(pricing).toContainText(`$${settings.pricingUSD}`);
    await expect(pricing).toContainText(`₹${settings.pricingINR}`);
    await expect(pricing).toContainText('UPI payments need admin approval');
  });
});

test.describe('landing page with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('shows final figures at once and keeps the marquee and carousel still', async ({ page }) => {
    await openLanding(page);
    const stats = page.locator('[data-section="stats"] [data-stat-value]');
    await expect(stats).toHaveText(['3x', '+31%', '60', '70%', '6']);
    await expect(page.getByTestId('demo-score')).toHaveText('97');
    await expect(page.locator('.landing-marquee-track')).toHaveCount(0);
    await expect(page.locator('[data-section="platforms"] li')).toHaveCount(7);
    await expect(page.getByTestId('carousel-status')).toHaveText('Paused');
  });
});

/** Serious and critical axe findings on the landing page (banner included), in a fresh context. */
async function seriousViolations(browser: Browser, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ colorScheme });
  try {
    const page = await context.newPage();
    await openLanding(page, '/?auth=failed');
    await expect(page.getByRole('alert')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  } finally {
    await context.close();
  }
}

test.describe('landing page accessibility', () => {
  test('axe finds no serious or critical violations in the light theme', async ({ browser }) => {
    expect(await seriousViolations(browser, 'light')).toEqual([]);
  });

  test('axe finds no serious or critical violations in the dark theme', async ({ browser }) => {
    expect(await seriousViolations(browser, 'dark')).toEqual([]);
  });
});
