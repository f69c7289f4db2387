import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support/accounts.ts';

/**
 * SPEC §2/§5/§8 'Try Extract' against the real server, whose job-board fetches go to the fake boards
 * (apps/server/src/test/fake-job-boards-cli.ts) through the simulated network of ADR 0016.
 */
const NAUKRI_LINK =
  'https://www.naukri.com/job-listings-senior-data-engineer-pecan-logistics-pune-251126000001';
const BLOCKED_LINK =
  'https://www.glassdoor.co.in/job-listing/senior-data-engineer-pecan-logistics-JV_IC1.htm';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const description = (page: Page) => page.getByLabel('Job Description');

test.beforeEach(async ({ page }) => {
  await signUp(page, uniqueEmail('job-import'));
});

test('a pasted job link alone is extracted: description, title and company filled', async ({ page }) => {
  await description(page).fill(NAUKRI_LINK);
  await expect(description(page)).toHaveValue(/Pecan Logistics is hiring a Senior Data Engineer/);
  await expect(description(page)).toHaveValue(/• Build Python and SQL pipelines on PostgreSQL/);
  await expect(page.getByLabel('Job Title')).toHaveValue('Senior Data Engineer');
  await expect(page.getByLabel('Company')).toHaveValue('Pecan Logistics');
  await expect(page.getByTestId('description-counter')).toHaveText(/^([2-9]\d\d|\d{4,})\/200$/);
  await expect(page.getByRole('button', { name: 'Try Extract' })).toHaveCount(0);
});

test("a board that blocks automated access shows 'Manual Copy Required'", async ({ page }) => {
  await description(page).fill(BLOCKED_LINK);
  await expect(toasts(page).getByText('Manual Copy Required')).toBeVisible();
  await expect(
    toasts(page).getByText(
      'This job board did not let us read the posting automatically. Please copy the job description and paste it above.',
    ),
  ).toBeVisible();
  await expect(description(page)).toHaveValue(BLOCKED_LINK);
});

test('a long note with a link waits for Try Extract; plain text shows no button', async ({ page }) => {
  const note =
    'Found this through a former colleague; the team sounds great and I want my resume to match it very well. ';
  await description(page).fill(`${note}${NAUKRI_LINK}`);
  const tryExtract = page.getByRole('button', { name: 'Try Extract' });
  await expect(tryExtract).toBeVisible();
  await tryExtract.click();
  await expect(description(page)).toHaveValue(/Pecan Logistics is hiring/);

  await description(page).fill('We are hiring a backend engineer to run TypeScript services on PostgreSQL.');
  await expect(page.getByRole('button', { name: 'Try Extract' })).toHaveCount(0);
});
