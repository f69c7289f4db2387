import { emptyResumeDocument, parseResume, type ResumeDocument } from '@hireproof/engine';
import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { type RenderedResumeFile, writeResumePdf } from './support/resume-pdf.ts';

/** A made-up candidate (no real person) whose resume lacks three tools the posting requires. */
function candidateResume(): ResumeDocument {
  const bullet = (id: string, text: string) => ({ id, text });
  return {
    ...emptyResumeDocument(),
    basics: {
      name: 'Marlow Fenwick',
      label: 'Platform Engineer',
      email: 'marlow.fenwick@example.com',
      phone: '+1 555 0142',
      location: { text: 'Denver, CO', city: 'Denver', region: 'CO', countryCode: 'US' },
      profiles: [],
    },
    summary: { id: 'S', text: 'Platform engineer running TypeScript services on Kubernetes and AWS.' },
    work: [
      {
        id: 'W1',
        company: 'Cobalt Couriers',
        position: 'Platform Engineer',
        location: 'Denver, CO',
        start: { text: 'Mar 2021', iso: '2021-03' },
        current: true,
        highlights: [
          bullet('W1.B1', 'Ran 40 TypeScript services on Kubernetes in AWS'),
          bullet('W1.B2', 'Cut deploy time from 30 to 8 minutes with GitHub Actions'),
        ],
      },
      {
        id: 'W2',
        company: 'Ridgeline Retail',
        position: 'Backend Developer',
        location: 'Boulder, CO',
        start: { text: 'Jun 2018', iso: '2018-06' },
        end: { text: 'Feb 2021', iso: '2021-02' },
        current: false,
        highlights: [bullet('W2.B1', 'Built order APIs in TypeScript and PostgreSQL')],
      },
    ],
    skills: [{ id: 'K1', name: 'Skills', keywords: ['TypeScript', 'Kubernetes', 'AWS', 'PostgreSQL'] }],
  };
}

const JOB_DESCRIPTION = [
  'Northwind Payments is hiring a Platform Engineer to run the services behind our card platform.',
  'You will build TypeScript services and run them on Kubernetes and AWS.',
  'Requirements: Terraform for infrastructure as code, observability with Datadog, and data pipelines on Snowflake.',
].join('\n');

const TERRAFORM_WORDS = 'wrote the terraform modules for our staging cluster';
const TERRAFORM_LINE = 'Wrote the terraform modules for our staging cluster';
const DATADOG_LINE = 'Built the on-call dashboards with Datadog';

let resumeFile: RenderedResumeFile;

test.beforeAll(async () => {
  resumeFile = await writeResumePdf(candidateResume(), 'Marlow_Fenwick_Resume.pdf');
});

test.afterAll(() => {
  resumeFile.cleanup();
});

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

async function exported(page: Page, applicationId: string, document: string, format: string) {
  const response = await page.request.get(`/api/applications/${applicationId}/export/${document}/${format}`);
  expect(response.status()).toBe(200);
  const bytes = new Uint8Array(await response.body());
  if (format === 'txt') return flat(new TextDecoder().decode(bytes));
  return flat((await parseResume(bytes, `file.${format}`)).text);
}

test('questions: answer two missing tools with places, say No to a third, see them grounded everywhere, restore one', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, uniqueEmail('questions'));
  await page.getByLabel('Job Title').fill('Platform Engineer');
  await page.getByLabel('Company').fill('Northwind Payments');
  await page.getByLabel('Resume file').setInputFiles(resumeFile.path);
  await page.getByLabel('Job Description').fill(JOB_DESCRIPTION);
  await page.getByRole('button', { name: 'Generate Resume & Cover Letter' }).click();
  await expect(page.getByTestId('generation-progress-modal')).toBeHidden({ timeout: 150_000 });
  await page.getByTestId('application-row').getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
  const applicationId = page.url().split('/').pop()!;

  const panel = page.getByTestId('questions-panel');
  const question = (tool: string) =>
    panel.getByRole('form', { name: `The posting asks for ${tool}. Have you used it? Where?` });
  for (const tool of ['Terraform', 'Datadog', 'Snowflake'])
    await expect(question(tool)).toBeVisible({ timeout: 20_000 });
  // At 390 px the panel does not scroll sideways: the fieldset shrinks and the place buttons wrap.
  expect(await panel.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  // ── Terraform: the latest role, in the person's words, from the keyboard ──
  const terraform = question('Terraform');
  await terraform.getByRole('button', { name: 'Platform Engineer at Cobalt Couriers' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    terraform.getByRole('button', { name: 'Platform Engineer at Cobalt Couriers' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await terraform.getByLabel('In your own words (optional)').fill(TERRAFORM_WORDS);
  await terraform.getByRole('button', { name: 'Add to my resume' }).click();
  await expect(page.getByTestId('review-announcement')).toContainText('Your answer was added');

  // ── Datadog: the earlier role; the words do not name it, so the line does ──
  const datadog = question('Datadog');
  await datadog.getByRole('button', { name: 'Backend Developer at Ridgeline Retail' }).click();
  await datadog.getByLabel('In your own words (optional)').fill('built the on-call dashboards');
  await datadog.getByRole('button', { name: 'Add to my resume' }).click();
  await expect(panel.getByTestId('answered-list')).toContainText(DATADOG_LINE);

  // ── Snowflake: No ──
  await question('Snowflake').getByRole('button', { name: 'No' }).click();
  await expect(panel.getByTestId('answered-list')).toContainText('Snowflake: No — not asked again.');
  await expect(question('Snowflake')).toHaveCount(0);

  // The preview shows each line in its own role.
  const preview = page.frameLocator('iframe[title="Optimized Resume Preview"]');
  await expect(preview.locator('body')).toContainText(TERRAFORM_LINE);
  await expect(preview.locator('body')).toContainText(DATADOG_LINE);
  const inOrder = flat((await preview.locator('body').textContent()) ?? '');
  expect(inOrder.indexOf(TERRAFORM_LINE)).toBeGreaterThan(inOrder.indexOf('Cobalt Couriers'));
  expect(inOrder.indexOf(TERRAFORM_LINE)).toBeLessThan(inOrder.indexOf('Ridgeline Retail'));
  expect(inOrder.indexOf(DATADOG_LINE)).toBeGreaterThan(inOrder.indexOf('Ridgeline Retail'));

  // ── Every export carries the two and not the third; the letter uses the answers ──
  for (const format of ['pdf', 'docx', 'txt']) {
    const text = await exported(page, applicationId, 'resume', format);
    expect(text, format).toContain(TERRAFORM_LINE);
    expect(text, format).toContain(DATADOG_LINE);
    expect(text.toLowerCase(), format).not.toContain('snowflake');
  }
  const letter = await exported(page, applicationId, 'cover-letter', 'txt');
  expect(letter).toContain(`Terraform: ${TERRAFORM_WORDS} (Cobalt Couriers).`);
  expect(letter).toContain('Datadog: built the on-call dashboards (Ridgeline Retail).');
  expect(letter.toLowerCase()).not.toContain('snowflake');

  // ── Three stages of scores ──
  const scores = page.getByTestId('score-comparison');
  await expect(scores.getByRole('columnheader')).toHaveText([
    'Score',
    'Uploaded',
    'After tailoring',
    'After your answers',
  ]);
  const coverage = (
    await scores
      .getByRole('row', { name: /Keyword coverage/ })
      .locator('td')
      .allTextContents()
  ).map((cell) => Number(/^(\d+)/.exec(cell)?.[1]));
  expect(coverage[2]).toBe(coverage[1]! + 2);

  // ── Not asked again after a reload ──
  await page.reload();
  await expect(panel.getByTestId('answered-list')).toContainText('Snowflake: No — not asked again.');
  await expect(question('Snowflake')).toHaveCount(0);
  await expect(question('Terraform')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // ── Restore undoes the Datadog answer ──
  const revisions = page.getByTestId('revisions-panel');
  const datadogRevision = revisions
    .locator('[data-testid^="revision-"]')
    .filter({ hasText: 'Answered: Datadog' });
  await expect(datadogRevision).toBeVisible();
  const number = Number(
    /revision-(\d+)/.exec((await datadogRevision.getAttribute('data-testid')) ?? '')?.[1],
  );
  expect(number).toBeGreaterThan(1);
  await revisions.getByRole('button', { name: `Restore revision ${number - 1}` }).click();
  await expect(page.getByTestId('review-announcement')).toContainText(`Revision ${number - 1} restored`);
  await expect(preview.locator('body')).not.toContainText(DATADOG_LINE);
  await expect(preview.locator('body')).toContainText(TERRAFORM_LINE);
  await expect(question('Datadog')).toBeVisible();
  expect(await exported(page, applicationId, 'resume', 'txt')).not.toContain(DATADOG_LINE);
});
