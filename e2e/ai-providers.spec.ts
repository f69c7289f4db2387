import AxeBuilder from '@axe-core/playwright';
import { emptyResumeDocument, type ResumeDocument } from '@hireproof/engine';
import { expect, type Page, test } from '@playwright/test';
import { JOURNEY_ADMINS, signIn, signUp, uniqueEmail } from './support/accounts.ts';
import { type RenderedResumeFile, writeResumePdf } from './support/resume-pdf.ts';

/** Must match playwright.config.ts: the OpenAI-compatible stub's base URL (apps/server/src/test/openai-stub.ts). */
const OPENAI_STUB_URL = 'http://127.0.0.1:3229/v1';
/** The model name the journey's configuration asks for; the stub answers under any name. */
const STUB_MODEL = 'e2e/stub-writer-1';
/** A key that must never come back in full: only its last four characters may show. */
const CANARY_KEY = `sk-e2e-canary-${Date.now()}-Q7ZK`;

/** A made-up candidate, rendered to PDF by our own engine (no real person, no corpus file). */
function candidateResume(): ResumeDocument {
  const bullet = (id: string, text: string) => ({ id, text });
  return {
    ...emptyResumeDocument(),
    basics: {
      name: 'Riley Okafor',
      label: 'Data Engineer',
      email: 'riley.okafor@example.com',
      phone: '+1 555 0188',
      location: { text: 'Austin, TX', city: 'Austin', region: 'TX', countryCode: 'US' },
      profiles: [],
    },
    summary: {
      id: 'S',
      text: 'Data engineer with five years of experience building Python and SQL pipelines on PostgreSQL and AWS.',
    },
    work: [
      {
        id: 'W1',
        company: 'Bluebonnet Analytics',
        position: 'Data Engineer',
        location: 'Austin, TX',
        start: { text: 'Jan 2021', iso: '2021-01' },
        current: true,
        highlights: [
          bullet('W1.B1', 'Built Python ingestion pipelines loading 40 million rows a day into PostgreSQL'),
          bullet('W1.B2', 'Reduced nightly batch runtime by 35% by partitioning tables and tuning SQL'),
          bullet('W1.B3', 'Maintained Airflow schedules for 60 daily jobs on AWS'),
        ],
      },
      {
        id: 'W2',
        company: 'Lonestar Retail',
        position: 'Analyst',
        location: 'Austin, TX',
        start: { text: 'Jul 2018', iso: '2018-07' },
        end: { text: 'Dec 2020', iso: '2020-12' },
        current: false,
        highlights: [bullet('W2.B1', 'Wrote SQL reports on sales data used by 12 store managers')],
      },
    ],
    education: [
      {
        id: 'E1',
        institution: 'Texas State University',
        studyType: 'Bachelor of Science',
        area: 'Statistics',
        end: { text: '2018', iso: '2018' },
        courses: [],
        highlights: [],
      },
    ],
    skills: [{ id: 'K1', name: 'Tools', keywords: ['Python', 'SQL', 'PostgreSQL', 'Airflow', 'AWS'] }],
  };
}

/** Our own posting, over the 200-character minimum. */
const JOB_DESCRIPTION = [
  'Pecan Logistics is hiring a Senior Data Engineer to own the pipelines behind our delivery forecasts.',
  'You will build Python and SQL pipelines on PostgreSQL, schedule them with Airflow on AWS, and work with',
  'analysts to keep data models fast and correct. Experience with dbt, Kafka and data quality checks is a plus.',
  'We value clear writing, measured results and careful reviews.',
].join('\n');

let resumeFile: RenderedResumeFile;

test.beforeAll(async () => {
  resumeFile = await writeResumePdf(candidateResume(), 'Riley_Okafor_Resume.pdf');
});

test.afterAll(() => {
  resumeFile.cleanup();
});

/** Serious and critical axe findings on the current page. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function openApiManagement(page: Page) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'API Management' }).click();
  await expect(page.getByRole('heading', { name: /AI Provider Configurations/ })).toBeVisible();
}

test.describe('AI providers', () => {
  test('an admin adds the stub provider and tests it; a user’s application names its model', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const configName = `OpenAI stub ${Date.now()}`;

    // ── The admin adds a configuration pointing at the local OpenAI-compatible stub ──
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, JOURNEY_ADMINS.aiProviders.email);
    await openApiManagement(admin);
    const form = admin.getByRole('form', { name: 'Add API configuration' });
    // The form checks itself before anything is sent.
    await form.getByRole('button', { name: 'Add Configuration' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('API key is required')).toBeVisible();

    await form.getByLabel('Name').fill(configName);
    await form.getByRole('textbox', { name: /^API key/ }).fill(CANARY_KEY);
    await form.getByLabel('Base URL').fill(OPENAI_STUB_URL);
    await form.getByLabel('Model').fill(STUB_MODEL);
    await form.getByLabel('Priority').fill('1');
    await form.getByRole('button', { name: 'Add Configuration' }).click();
    await expect(admin.getByText('API Configuration Added').first()).toBeVisible();

    const card = admin
      .getByTestId('api-config')
      .filter({ has: admin.getByRole('heading', { name: configName }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('api-config-key')).toHaveText(/Q7ZK$/);
    await expect(card.getByTestId('api-config-target')).toContainText(STUB_MODEL);
    await expect(card.getByTestId('api-config-status')).toHaveAttribute('data-status', 'ok');
    await expect(card.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');

    // ── Test it: success, and the panel shows the request with the key masked and the answer ──
    await card.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(admin.getByText('Test Successful').first()).toBeVisible({ timeout: 30_000 });
    const panel = card.getByTestId('api-config-test-result');
    await panel.locator('summary').click();
    await expect(panel).toContainText('Last test succeeded');
    await expect(panel).toContainText(STUB_MODEL);
    expect(await admin.content()).not.toContain(CANARY_KEY);
    expect(await seriousViolations(admin)).toEqual([]);

    // ── A user generates an application, written through the stub ──
    const userContext = await browser.newContext();
    const user = await userContext.newPage();
    await signUp(user, uniqueEmail('ai-user'), 'Riley');
    await user.getByLabel('Job Title').fill('Senior Data Engineer');
    await user.getByLabel('Company').fill('Pecan Logistics');
    await user.getByLabel('Resume file').setInputFiles(resumeFile.path);
    await user.getByLabel('Job Description').fill(JOB_DESCRIPTION);
    await user.getByRole('button', { name: 'Generate Resume & Cover Letter' }).click();
    await expect(user.getByTestId('generation-progress-modal')).toBeHidden({ timeout: 180_000 });
    const row = user.getByTestId('application-row');
    await expect(row.getByTestId('application-status')).toHaveText('Complete');
    // This journey is about the model shown on the detail page; clicking View is covered by
    // applications.spec.ts, so follow the link's address directly.
    const detailHref = await row.getByRole('link', { name: 'View' }).getAttribute('href');
    expect(detailHref).toMatch(/^\/applications\/[0-9a-f-]{36}$/);
    await user.goto(detailHref!);
    const details = user.getByTestId('application-details');
    await expect(details.getByTestId('application-writer')).toHaveText('Language model');
    await expect(details.getByTestId('application-model')).toHaveText(STUB_MODEL);
    // Nothing the stub was asked to write replaced the candidate's own facts.
    await expect(
      user.frameLocator('iframe[title="Optimized Resume Preview"]').getByText('Bluebonnet Analytics').first(),
    ).toBeVisible();
    await userContext.close();

    // ── The admin sees the usage, then switches the configuration off and deletes it ──
    await admin.reload();
    await admin.getByRole('tab', { name: 'API Management' }).click();
    await expect(card.getByTestId('api-config-usage')).not.toHaveText(/^0 \//);
    await card.getByRole('switch', { name: 'Active' }).click();
    await expect(admin.getByText('API Configuration Updated').first()).toBeVisible();
    await expect(card.getByTestId('api-config-status')).toHaveAttribute('data-status', 'inactive');
    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = admin.getByRole('alertdialog');
    await expect(dialog).toContainText(`Delete ${configName}?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(admin.getByText('API Configuration Deleted').first()).toBeVisible();
    await expect(card).toHaveCount(0);
    await adminContext.close();
  });
});
