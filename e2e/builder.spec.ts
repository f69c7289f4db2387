import { emptyResumeDocument, type ResumeDocument } from '@hireproof/engine';
import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { writeResumePdf } from './support/resume-pdf.ts';

/** A made-up candidate, rendered to PDF by our own engine (no real person, no corpus file). */
function oldResume(): ResumeDocument {
  return {
    ...emptyResumeDocument(),
    basics: { name: 'Imani Okafor', email: 'imani.okafor@example.com', phone: '+1 555 0107', profiles: [] },
    work: [
      {
        id: 'W1',
        company: 'Cedar Logistics',
        position: 'Operations Analyst',
        start: { text: 'Jan 2019', iso: '2019-01' },
        current: true,
        highlights: [{ id: 'W1.B1', text: 'Reduced late shipments by 18% by rebuilding the routing report' }],
      },
    ],
    skills: [{ id: 'K1', name: '', keywords: ['Excel', 'SQL', 'Tableau'] }],
    sectionOrder: ['work', 'skills'],
  };
}

async function expectStep(page: Page, step: number, title: string) {
  await expect(page.getByText(`Step ${step} of 7`)).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
}

const previewFrame = (page: Page) => page.frameLocator('iframe[title="Resume preview"]');

test.describe('resume builder', () => {
  test('a new user builds a resume in seven steps, reloads mid-way, and leaves with a resume and cover letter', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signUp(page, uniqueEmail('builder'));
    await page.getByRole('link', { name: 'Create New Resume' }).click();
    await expect(page).toHaveURL(/\/create-resume$/);

    // Step 1
    await expectStep(page, 1, 'Personal Information');
    await page.getByLabel('Full Name').fill('Rowan Achebe');
    await page.getByLabel('Email').fill('rowan.achebe@example.com');
    await page.getByLabel('Phone').fill('+1 555 0199');
    await page.getByLabel('Location').fill('Austin, TX');
    await page
      .getByLabel('Professional Summary')
      .fill('Data engineer who builds reliable pipelines in Python and SQL for analytics teams.');
    await expect(previewFrame(page).getByText('Rowan Achebe')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2
    await expectStep(page, 2, 'Work Experience');
    await page.getByLabel('Job Title').fill('Data Engineer');
    await page.getByLabel('Company').fill('Bluebonnet Analytics');
    await page.getByLabel('Start Date').fill('2020-02');
    await page.getByLabel('I currently work here').check();
    await expect(page.getByLabel('End Date')).toBeDisabled();
    await page
      .getByLabel('Key Achievements')
      .fill(
        'Built Python pipelines loading 5 million rows a day into PostgreSQL\nCut dashboard refresh time by 60% by rewriting SQL',
      );
    await page.getByLabel('Key Achievements').blur();
    await expect(previewFrame(page).getByText('Bluebonnet Analytics')).toBeVisible();

    // The draft survives a reload: saved on the server and in this browser.
    await expect(page.getByText('Draft saved')).toBeVisible({ timeout: 10_000 });
    await page.reload();
    await expect(page.getByText('Step 2 of 7')).toBeVisible();
    await expect(page.getByLabel('Company')).toHaveValue('Bluebonnet Analytics');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3
    await expectStep(page, 3, 'Education & Skills');
    await page.getByLabel('Degree').fill('B.S. Statistics');
    await page.getByLabel('School').fill('University of Texas at Austin');
    await page.getByLabel('Skills', { exact: true }).fill('Python, SQL\nAirflow');
    await page.getByLabel('Skills', { exact: true }).blur();
    await expect(page.getByRole('list', { name: 'Your skills' }).getByRole('listitem')).toHaveText([
      'Python',
      'SQL',
      'Airflow',
    ]);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 4
    await expectStep(page, 4, 'Choose Template');
    await expect(page.getByRole('radio')).toHaveCount(9);
    await page.getByText('Modern Minimal').click();
    await expect(page.getByRole('radio', { name: 'Modern Minimal' })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 5: move Skills to the top with the keyboard alone.
    await expectStep(page, 5, 'Customize Layout');
    const order = page.getByTestId('section-order').getByRole('listitem');
    await expect(order).toHaveText(['Professional Summary', 'Work Experience', 'Education', 'Skills']);
    await page.getByRole('button', { name: /Move Skills/ }).focus();
    await page.keyboard.press('Space');
    const announcement = page.locator('[id^="DndLiveRegion"]');
    // dnd-kit announces the pick-up, then at once that Skills is over its own place; either says the
    // drag has started.
    await expect(announcement).toContainText(/Picked up draggable item skills|over droppable area skills/);
    // dnd-kit moves one section per arrow once it has measured the last move; under load a key can
    // land before that and leave the section where it was, exactly as a person would see and press
    // again. So press ArrowUp until the screen-reader announcement says Skills is over the top one.
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(announcement).toContainText('over droppable area summary', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await page.keyboard.press('Space');
    await expect(order).toHaveText(['Skills', 'Professional Summary', 'Work Experience', 'Education']);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 6
    await expectStep(page, 6, 'Job Details');
    await page.getByLabel('Job Title').fill('Senior Data Engineer');
    await page.getByLabel('Company Name').fill('Lonestar Health');
    await page
      .getByLabel('Job Description')
      .fill(
        'Lonestar Health is hiring a Senior Data Engineer to build and run data pipelines in Python and SQL. ' +
          'You will own Airflow workflows, PostgreSQL data models and the quality of analytics data. ' +
          'Requirements: 5+ years of data engineering, strong SQL, Python, Airflow and cloud data warehouses.',
      );
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 7
    await expectStep(page, 7, 'Review & Generate');
    await expect(page.getByTestId('cover-letter-decision')).toHaveText('Will be generated');
    await expect(page.getByTestId('builder-scores')).toBeVisible();
    await page.getByRole('button', { name: 'Generate Resume & Cover Letter' }).click();

    await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await expect(page.getByText('Senior Data Engineer').first()).toBeVisible();
    const resume = page.frameLocator('iframe[title="Optimized Resume Preview"]');
    await expect(resume.getByText('Rowan Achebe')).toBeVisible();
    await expect(page.getByText('Cover Letter Preview')).toBeVisible();
  });

  test('starting from an uploaded PDF fills the draft for the person to correct', async ({ page }) => {
    test.setTimeout(90_000);
    const file = await writeResumePdf(oldResume(), 'Imani_Okafor_Resume.pdf');
    try {
      await signUp(page, uniqueEmail('builder-import'));
      await page.goto('/create-resume');
      await expect(page.getByText('Step 1 of 7')).toBeVisible();
      await page.getByLabel('Import a resume file (PDF, DOCX, TXT or JSON Resume)').setInputFiles(file.path);
      await expect(page.getByLabel('Full Name')).toHaveValue('Imani Okafor', { timeout: 20_000 });
      await expect(page.getByLabel('Email')).toHaveValue('imani.okafor@example.com');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByLabel('Company')).toHaveValue('Cedar Logistics');
      await expect(page.getByLabel('Key Achievements')).toHaveValue(
        'Reduced late shipments by 18% by rebuilding the routing report',
      );
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      file.cleanup();
    }
  });

  test('works at 390 px wide: the form and the preview as tabs', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, uniqueEmail('builder-phone'));
    await page.goto('/create-resume');
    await page.getByLabel('Full Name').fill('Sam Phone');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(previewFrame(page).getByText('Sam Phone')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('Full Name')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
