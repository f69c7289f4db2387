import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support/accounts.ts';

/** The visible toast region (Radix also announces toasts elsewhere for screen readers). */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!boxA || !boxB) throw new Error('an element has no box');
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

// Issue 16.5: a validation toast must never cover the control the person needs next.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`a validation toast leaves the Generate button uncovered at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUp(page, uniqueEmail('toast'));
    const generate = page.getByRole('button', { name: 'Generate Resume & Cover Letter' });
    await generate.scrollIntoViewIfNeeded();
    await generate.click();
    const toast = toasts(page).locator('li').filter({ hasText: 'Please upload your resume' });
    await expect(toast).toBeVisible();
    expect(await overlap(toast, generate)).toBe(false);
    await expect(generate).toBeEnabled();
  });
}
