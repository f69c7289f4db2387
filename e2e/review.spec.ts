import { emptyResumeDocument, parseResume, type ResumeDocument } from '@hireproof/engine';
import { expect, type Page, test } from '@playwright/test';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { type RenderedResumeFile, writeResumePdf } from './support/resume-pdf.ts';

/** A made-up candidate whose weak openers give the writer edits to review (no real person). */
function candidateResume(): ResumeDocument {
  const bullet = (id: string, text: string) => ({ id, text });
  return {
    ...emptyResumeDocument(),
    basics: {
      name: 'Rowan Keswick',
      label: 'Backend Engineer',
      email: 'rowan.keswick@example.com',
      phone: '+1 555 0178',
      location: { text: 'Portland, OR', city: 'Portland', region: 'OR', countryCode: 'US' },
      profiles: [],
    },
    summary: {
      id: 'S',
      text: 'Backend engineer with five years of TypeScript and PostgreSQL services for logistics teams.',
    },
    work: [
      {
        id: 'W1',
        company: 'Larkspur Logistics',
        position: 'Backend Engineer',
        location: 'Portland, OR',
        start: { text: 'Apr 2020', iso: '2020-04' },
        current: true,
        highlights: [
          bullet('W1.B1', 'Responsible for the shipment tracking API in TypeScript used by 300 merchants'),
          bullet('W1.B2', 'Worked on PostgreSQL query tuning for the routing service'),
          bullet('W1.B3', 'Helped with the move of batch jobs to Kubernetes on AWS'),
        ],
      },
    ],
    education: [
      {
        id: 'E1',
        institution: 'Portland State University',
        studyType: 'Bachelor of Science',
        area: 'Computer Science',
        end: { text: '2020', iso: '2020' },
        courses: [],
        highlights: [],
      },
    ],
    skills: [{ id: 'K1', name: 'Skills', keywords: ['TypeScript', 'PostgreSQL', 'AWS', 'Kubernetes'] }],
  };
}

const JOB_DESCRIPTION = [
  'Bluefin Freight is hiring a Senior Backend Engineer to build the services that plan and track our',
  'shipments. You will design TypeScript services on Node.js, own PostgreSQL schemas and their performance,',
  'and run workloads on Kubernetes in AWS. We care about reliable REST APIs, measured improvements and',
  'clear code review. 4+ years of backend experience with TypeScript, SQL and Kubernetes expected.',
].join('\n');

let resumeFile: RenderedResumeFile;

test.beforeAll(async () => {
  resumeFile = await writeResumePdf(candidateResume(), 'Rowan_Keswick_Resume.pdf');
});

test.afterAll(() => {
  resumeFile.cleanup();
});

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

async function pdfOf(page: Page, applicationId: string) {
  const response = await page.request.get(`/api/applications/${applicationId}/export/resume/pdf`);
  expect(response.status()).toBe(200);
  const bytes = new Uint8Array(await response.body());
  return { bytes, disposition: response.headers()['content-disposition'] ?? '' };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  return flat((await parseResume(bytes, 'resume.pdf')).text);
}

/** The base names of the fonts a PDF uses (subset prefixes dropped). */
async function pdfFonts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const names = new Set<string>();
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font')) {
      const base = object.get(PDFName.of('BaseFont'));
      if (base) names.add(base.toString().replace(/^\/([A-Z]{6}\+)?/, ''));
    }
  }
  return [...names].sort();
}

test('review: reject a change, fill a figure, switch template, fix the structure, compare scores, restore', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUp(page, uniqueEmail('review'));
  await page.getByLabel('Job Title').fill('Senior Backend Engineer');
  await page.getByLabel('Company').fill('Bluefin Freight');
  await page.getByLabel('Resume file').setInputFiles(resumeFile.path);
  await page.getByLabel('Job Description').fill(JOB_DESCRIPTION);
  await page.getByRole('button', { name: 'Generate Resume & Cover Letter' }).click();
  await expect(page.getByTestId('generation-progress-modal')).toBeHidden({ timeout: 150_000 });
  await page.getByTestId('application-row').getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
  const applicationId = page.url().split('/').pop()!;

  // ── Changes: reject one reworded bullet ──
  const changes = page.getByTestId('changes-panel');
  const reworded = changes.getByRole('listitem').filter({ hasText: 'Bullet reworded' }).first();
  await expect(reworded).toBeVisible({ timeout: 20_000 });
  const after = flat((await reworded.locator('dd').nth(1).textContent()) ?? '');
  const before = flat((await reworded.locator('dd').nth(0).textContent()) ?? '');
  expect(after.length).toBeGreaterThan(10);
  const preview = page.frameLocator('iframe[title="Optimized Resume Preview"]');
  await expect(preview.locator('body')).toContainText(after);
  const generatedPdf = await pdfOf(page, applicationId);
  expect(await pdfText(generatedPdf.bytes)).toContain(after);

  await reworded.getByRole('button', { name: 'Reject' }).click();
  await expect(reworded).toHaveAttribute('data-decision', 'rejected');
  await expect(page.getByTestId('review-announcement')).toContainText('Change rejected');
  await expect(preview.locator('body')).not.toContainText(after);
  await expect(preview.locator('body')).toContainText(before);
  const rejectedPdf = await pdfOf(page, applicationId);
  const rejectedText = await pdfText(rejectedPdf.bytes);
  expect(rejectedText).not.toContain(after);
  expect(rejectedText).toContain(before);
  expect(rejectedPdf.disposition).toContain('_rev2.pdf');

  // ── A suggestion with a placeholder, completed with the person's own figure ──
  const suggestion = page.getByTestId('suggestions-panel').locator('form').first();
  await expect(suggestion).toBeVisible();
  const fields = suggestion.getByRole('textbox');
  for (let index = 0; index < (await fields.count()); index++) {
    const field = fields.nth(index);
    const label = (await field.getAttribute('aria-label')) ?? '';
    await field.fill(label.includes('%') ? '37%' : 'faster nightly runs');
  }
  await suggestion.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('review-announcement')).toContainText('Your figure was added');
  await expect(preview.locator('body')).toContainText('37%');
  expect(await pdfText((await pdfOf(page, applicationId)).bytes)).toContain('37%');

  // ── Modern Minimal: the previews and the PDF follow, with other fonts ──
  const templates = page.getByRole('group', { name: 'Resume template' });
  await expect(templates.getByRole('radio')).toHaveCount(9);
  await expect(page.locator('iframe[title="Modern Minimal: your resume in this template"]')).toBeVisible();
  const classicFonts = await pdfFonts((await pdfOf(page, applicationId)).bytes);
  await templates.getByRole('radio', { name: /Modern Minimal/ }).check();
  await expect(page.getByTestId('review-announcement')).toContainText('Template saved');
  await expect(templates.getByRole('radio', { name: /Modern Minimal/ })).toBeChecked();
  const modernFonts = await pdfFonts((await pdfOf(page, applicationId)).bytes);
  expect(modernFonts).not.toEqual(classicFonts);

  // ── Structure: the person corrects a job's header; preview and PDF follow, as their own fact ──
  const job = page.getByTestId('structure-panel').getByTestId('structure-entry-W1');
  await expect(job.getByLabel('Company')).toHaveValue('Larkspur Logistics');
  await job.getByLabel('Company').fill('Larkspur Logistics Group');
  await job.getByLabel('Company').press('Enter');
  await expect(page.getByTestId('review-announcement')).toContainText('Entry corrected');
  await expect(job.getByLabel('Company')).toHaveValue('Larkspur Logistics Group');
  await expect(preview.locator('body')).toContainText('Larkspur Logistics Group');
  expect(await pdfText((await pdfOf(page, applicationId)).bytes)).toContain('Larkspur Logistics Group');
  await expect(page.getByTestId('revisions-panel')).toContainText('Structure: W1 corrected (organisation)');

  // ── Scores before and after, side by side ──
  const scores = page.getByTestId('score-comparison');
  await expect(scores.getByRole('row', { name: /Overall/ })).toContainText(/\d+\/100.*\d+\/100/);
  await expect(scores.getByRole('row', { name: /Keyword coverage/ })).toContainText(/\d+ of \d+/);
  expect(await seriousViolations(page)).toEqual([]);

  // ── Back to the generated version ──
  const revisions = page.getByTestId('revisions-panel');
  await expect(revisions.getByTestId('revision-1')).toBeVisible();
  await revisions.getByRole('button', { name: 'Restore revision 1' }).click();
  await expect(page.getByTestId('review-announcement')).toContainText('Revision 1 restored');
  await expect(templates.getByRole('radio', { name: /Classic Professional/ })).toBeChecked();
  await expect(preview.locator('body')).toContainText(after);
  await expect(preview.locator('body')).not.toContainText('Logistics Group');
  expect(await pdfText((await pdfOf(page, applicationId)).bytes)).toContain(after);
  expect(await seriousViolations(page)).toEqual([]);
});
