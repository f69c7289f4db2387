import { emptyResumeDocument, type ResumeDocument } from '@hireproof/engine';
import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { type RenderedResumeFile, writeResumePdf } from './support/resume-pdf.ts';

/** A made-up candidate, rendered to PDF by our own engine (no real person, no corpus file). */
function candidateResume(): ResumeDocument {
  const bullet = (id: string, text: string) => ({ id, text });
  return {
    ...emptyResumeDocument(),
    basics: {
      name: 'Morgan Ellery',
      label: 'Backend Engineer',
      email: 'morgan.ellery@example.com',
      phone: '+1 555 0142',
      location: { text: 'Denver, CO', city: 'Denver', region: 'CO', countryCode: 'US' },
      profiles: [{ network: 'GitHub', username: 'mellery', url: 'github.com/mellery' }],
    },
    summary: {
      id: 'S',
      text:
        'Backend engineer with six years of experience designing TypeScript and Node.js services on ' +
        'PostgreSQL, with a focus on reliable order and inventory systems.',
    },
    work: [
      {
        id: 'W1',
        company: 'Trailhead Outfitters',
        position: 'Senior Software Engineer',
        location: 'Denver, CO',
        start: { text: 'Mar 2021', iso: '2021-03' },
        current: true,
        highlights: [
          bullet('W1.B1', 'Built a Node.js order service in TypeScript handling 2 million requests a day'),
          bullet('W1.B2', 'Cut PostgreSQL query time by 40% by redesigning indexes and batch jobs'),
          bullet('W1.B3', 'Led a team of 4 engineers migrating services to AWS with Docker'),
        ],
      },
      {
        id: 'W2',
        company: 'Parcelwise',
        position: 'Software Engineer',
        location: 'Boulder, CO',
        start: { text: 'Jun 2018', iso: '2018-06' },
        end: { text: 'Feb 2021', iso: '2021-02' },
        current: false,
        highlights: [
          bullet('W2.B1', 'Designed REST APIs for shipment tracking used by 300 merchants'),
          bullet('W2.B2', 'Automated CI/CD pipelines, reducing release time from 2 days to 3 hours'),
        ],
      },
    ],
    education: [
      {
        id: 'E1',
        institution: 'University of Colorado Boulder',
        studyType: 'Bachelor of Science',
        area: 'Computer Science',
        end: { text: '2018', iso: '2018' },
        courses: [],
        highlights: [],
      },
    ],
    skills: [
      { id: 'K1', name: 'Languages', keywords: ['TypeScript', 'JavaScript', 'SQL'] },
      { id: 'K2', name: 'Platforms', keywords: ['Node.js', 'PostgreSQL', 'AWS', 'Docker'] },
    ],
  };
}

/** Our own job posting, long enough to read like a real one (well over the 200-character minimum). */
const JOB_DESCRIPTION = [
  'Northwind Freight is hiring a Senior Backend Engineer to help scale the platform that plans and tracks',
  'thousands of truck shipments every day. You will design and build TypeScript services on Node.js, own',
  'PostgreSQL schemas and their performance, and run our services on Kubernetes in AWS. Infrastructure is',
  'described in Terraform, and services talk through Kafka topics as well as REST APIs.',
  '',
  'What you will do: design reliable APIs for carriers and shippers; improve query performance and data',
  'models; mentor engineers through code review and pairing; keep CI/CD pipelines fast and safe; take part',
  'in an on-call rotation with a blameless culture.',
  '',
  'What we look for: 5+ years building backend systems, strong TypeScript and SQL, production experience',
  'with Kubernetes, Kafka and Terraform, and a habit of measuring the impact of your work.',
].join('\n');

const EXPORT_TYPES: Record<string, string> = {
  html: 'text/html',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  txt: 'text/plain',
};

let resumeFile: RenderedResumeFile;

test.beforeAll(async () => {
  resumeFile = await writeResumePdf(candidateResume(), 'Morgan_Ellery_Resume.pdf');
});

test.afterAll(() => {
  resumeFile.cleanup();
});

async function keywordsOf(page: Page, listTestId: string): Promise<string[]> {
  return page.getByTestId(listTestId).getByTestId('keyword').allTextContents();
}

test.describe('applications', () => {
  test('upload → generate → detail → add a keyword → eight downloads → delete', async ({ page }) => {
    // Generation alone may take up to 150 s on a loaded machine; the rest of the journey about a minute.
    test.setTimeout(240_000);
    await signUp(page, uniqueEmail('apps'));
    const header = page.getByRole('banner');
    await expect(header.getByTestId('credits-display')).toHaveText('2 credits');
    await expect(
      page.getByText('No applications yet. Create your first ATS-optimized resume above!'),
    ).toBeVisible();

    // ── The form ──
    await page.getByLabel('Job Title').fill('Senior Backend Engineer');
    await page.getByLabel('Company').fill('Northwind Freight');
    await page.getByLabel('Resume file').setInputFiles(resumeFile.path);
    await expect(page.getByTestId('selected-file-name')).toHaveText('Morgan_Ellery_Resume.pdf');
    await page.getByLabel('Job Description').fill(JOB_DESCRIPTION);
    await expect(page.getByTestId('description-counter')).toHaveText(`${JOB_DESCRIPTION.length}/200`);
    await expect(page.getByText('This will use 1 credit and typically takes under a minute')).toBeVisible();

    // ── The modal, then the finished row ──
    await page.getByRole('button', { name: 'Generate Resume & Cover Letter' }).click();
    const modal = page.getByTestId('generation-progress-modal');
    await expect(modal).toBeVisible();
    await expect(modal).toContainText("This usually takes under a minute. Please don't close this window.");
    await expect(modal).toBeHidden({ timeout: 150_000 });
    await expect(page.getByText('Application Generated').first()).toBeVisible();

    const row = page.getByTestId('application-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('application-status')).toHaveText('Complete');
    await expect(row).toContainText('Senior Backend Engineer');
    await expect(row).toContainText('Northwind Freight');
    await expect(header.getByTestId('credits-display')).toHaveText('1 credit');
    // The form was cleared for the next application.
    await expect(page.getByLabel('Job Title')).toHaveValue('');
    await expect(page.getByTestId('selected-file-name')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // ── The detail page: reached inside the signed-in frame, never through the full-screen spinner ──
    await page.evaluate(() => {
      const seen = window as unknown as { sawPageSpinner: boolean };
      seen.sawPageSpinner = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="page-spinner"]')) seen.sawPageSpinner = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await row.getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
    const applicationId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: 'Senior Backend Engineer' })).toBeVisible();
    await expect(page.getByTestId('detail-status')).toHaveText('Complete');
    expect(await page.evaluate(() => (window as unknown as { sawPageSpinner: boolean }).sawPageSpinner)).toBe(
      false,
    );

    for (const label of ['Overall', 'ATS Compatibility', 'Clarity', 'Impact']) {
      await expect(page.getByTestId(`score-${label}`)).toContainText(/\d+\/100/);
    }
    await expect(page.getByTestId('metric-Words')).toContainText(/\d+/);
    await expect(page.getByTestId('metric-Avg Sentence')).toContainText(/\d+ words/);

    const exact = await keywordsOf(page, 'exact-matches');
    expect(exact.map((keyword) => keyword.toLowerCase())).toContain('typescript');
    const missingBefore = await keywordsOf(page, 'missing-keywords');
    expect(missingBefore.length).toBeGreaterThan(0);

    const frame = page.locator('iframe[title="Optimized Resume Preview"]');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame).toHaveCSS('height', '800px');
    await expect(
      page.frameLocator('iframe[title="Optimized Resume Preview"]').getByText('Morgan Ellery').first(),
    ).toBeVisible();
    await expect(page.getByTestId('cover-letter-preview')).toContainText('Northwind Freight');
    await expect(page.getByTestId('job-description')).toContainText('Northwind Freight is hiring');
    expect(await seriousViolations(page)).toEqual([]);

    // ── Add to Resume moves the keyword to the exact matches ──
    const keyword = missingBefore[0]!;
    const missingItem = page
      .getByTestId('missing-keywords')
      .getByRole('listitem')
      .filter({ hasText: keyword });
    await missingItem.getByRole('button', { name: /Add to Resume/ }).click();
    await expect
      .poll(async () => (await keywordsOf(page, 'exact-matches')).map((k) => k.toLowerCase()), {
        timeout: 20_000,
      })
      .toContain(keyword.toLowerCase());
    await expect
      .poll(async () => (await keywordsOf(page, 'missing-keywords')).map((k) => k.toLowerCase()))
      .not.toContain(keyword.toLowerCase());

    // ── All eight downloads answer with the right type, sent with the page's session ──
    const links = page.locator('a[href*="/export/"]');
    await expect(links).toHaveCount(8);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    for (const document of ['resume', 'cover-letter']) {
      for (const format of ['html', 'docx', 'pdf', 'txt']) {
        const path = `/api/applications/${applicationId}/export/${document}/${format}`;
        expect(hrefs).toContain(path);
        const response = await page.request.get(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-type'], path).toContain(EXPORT_TYPES[format]);
        expect(response.headers()['content-disposition'], path).toMatch(/^attachment; filename=".+"/);
        expect((await response.body()).length, path).toBeGreaterThan(100);
      }
    }

    // ── Delete, behind the exact confirmation, leaves the empty state ──
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByTestId('application-row').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      'Are you sure you want to delete the application for "Senior Backend Engineer"? This action cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Application Deleted').first()).toBeVisible();
    await expect(
      page.getByText('No applications yet. Create your first ATS-optimized resume above!'),
    ).toBeVisible();
    await expect(page.getByTestId('application-row')).toHaveCount(0);
    expect((await page.request.get(`/api/applications/${applicationId}`)).status()).toBe(404);
  });

  test('a posting that shares almost nothing with the resume is announced before a credit is spent', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUp(page, uniqueEmail('apps-fit'));
    await page.getByLabel('Job Title').fill('Preschool Teacher');
    await page.getByLabel('Company').fill('Little Acorns');
    await page.getByLabel('Resume file').setInputFiles(resumeFile.path);
    await page
      .getByLabel('Job Description')
      .fill(
        'Little Acorns Preschool is looking for a Preschool Teacher. Plan age-appropriate lessons in early ' +
          'childhood education, arts and crafts and circle time; supervise toddlers at nap time and outdoor ' +
          'play. Requirements: CPR and First Aid certification, a Child Development Associate credential, ' +
          'patience and classroom management.',
      );
    await page.getByRole('button', { name: 'Generate Resume & Cover Letter' }).click();
    const question = page.getByRole('alertdialog', { name: 'This resume and this job share very little' });
    await expect(question).toContainText('1 credit will be used', { timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Go back' }).click();
    await expect(question).toBeHidden();
    // Nothing was generated and no credit was spent.
    await expect(page.getByRole('banner').getByTestId('credits-display')).toHaveText('2 credits');
    await expect(
      page.getByText('No applications yet. Create your first ATS-optimized resume above!'),
    ).toBeVisible();
  });
});
