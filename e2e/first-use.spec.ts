import { parseResume } from '@hireproof/engine';
import { expect, type Page, test } from '@playwright/test';
import { signUp, uniqueEmail } from './support/accounts.ts';

/**
 * What a new user meets first (issue 28), at phone and desktop width: the landing's calls to action
 * and header, the builder's helpers and live score, the section order they chose, and the generated
 * resume's download.
 */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const NAUKRI_LINK = 'https://www.naukri.com/job-listings-senior-data-engineer-pecan-logistics-251126000001';

/** No horizontal scrolling: nothing on the page is wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const viewport of VIEWPORTS) {
  test.describe(`first use at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
    });

    test('every free-start call to action opens Create account (28.6)', async ({ page }) => {
      for (const name of ['Tailor my resume free', 'Claim free credits', 'Get started']) {
        await page.goto('/');
        await page.getByRole('link', { name }).first().click();
        await expect(page).toHaveURL(/\/sign-in\?mode=sign-up$/);
        await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
        await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
      }
      // Sign In still opens sign-in.
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    });

    test('Pricing scrolls even when clicked before the lower sections have arrived (28.8)', async ({
      page,
    }) => {
      // Hold the lower sections' chunk back, as a slow first visit meets it.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/landing-sections-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Pricing' }).click();
      await expect(page.locator('#pricing')).toHaveCount(0);
      await expect(page).toHaveURL(/#pricing$/);
      release();
      await expect(page.locator('#pricing')).toBeInViewport();

      if (viewport.width >= 640) {
        // The header's Features and FAQ buttons (from the sm breakpoint).
        await nav.getByRole('button', { name: 'FAQ' }).click();
        await expect(page.locator('#faq')).toBeInViewport();
        await nav.getByRole('button', { name: 'Features' }).click();
        await expect(page.locator('#features')).toBeInViewport();
      }
      await expectNoSidewaysScroll(page);
    });

    test('the dashboard form keeps Try Extract clear of the Job Description label (28.11)', async ({
      page,
    }) => {
      await signUp(page, uniqueEmail(`first-use-form-${viewport.name}`));
      const note =
        'Found this through a former colleague; the team sounds great and I want my resume to match it very well. ';
      await page.getByLabel('Job Description').fill(`${note}${NAUKRI_LINK}`);
      const button = page.getByRole('button', { name: 'Try Extract' });
      await expect(button).toBeVisible();
      const label = page.locator('label', { hasText: /^Job Description$/ });
      const [labelBox, buttonBox] = [await label.boundingBox(), await button.boundingBox()];
      expect(labelBox && buttonBox && overlaps(labelBox, buttonBox)).toBe(false);
      await expectNoSidewaysScroll(page);
    });

    test('builder: helpers write no placeholders, the score reads the form, the chosen order stays (28.1, 28.3, 28.5)', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      // The builder asks before replacing what was typed.
      page.on('dialog', (dialog) => void dialog.accept());
      await signUp(page, uniqueEmail(`first-use-builder-${viewport.name}`));
      await page.goto('/create-resume');
      const phone = viewport.width < 1024;

      // Step 1
      await expect(page.getByText('Step 1 of 7')).toBeVisible();
      await page.getByLabel('Full Name').fill('Asha Rao');
      await page.getByLabel('Email').fill('asha.rao@example.com');
      await page.getByLabel('Phone').fill('+91 98450 12345');
      await page.getByLabel('Location').fill('Pune, India');
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 2: Generate Bullets strengthens the verbs and adds no '[X%]' blank.
      await expect(page.getByText('Step 2 of 7')).toBeVisible();
      await page.getByLabel('Job Title').fill('Backend Developer');
      await page.getByLabel('Company').fill('Finverse Technologies');
      await page.getByLabel('Start Date').fill('2021-03');
      await page.getByLabel('I currently work here').check();
      const achievements = page.getByLabel('Key Achievements');
      await achievements.fill(
        'Worked on payment APIs in Django\nRolled out order APIs used by 40 stores\nCut deploys from 3 hours to 20 minutes',
      );
      await page.getByRole('button', { name: 'Generate Bullets' }).click();
      await expect(achievements).toHaveValue(/^Handled payment APIs in Django\n/);
      expect(await achievements.inputValue()).not.toContain('[');
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 3
      await expect(page.getByText('Step 3 of 7')).toBeVisible();
      await page.getByLabel('Skills', { exact: true }).fill('Python, Django, REST APIs');
      await page.getByLabel('Skills', { exact: true }).blur();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Step 4 of 7')).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 5: Skills second, with the keyboard.
      await expect(page.getByText('Step 5 of 7')).toBeVisible();
      const order = page.getByTestId('section-order').getByRole('listitem');
      await expect(order).toHaveText(['Professional Summary', 'Work Experience', 'Education', 'Skills']);
      await page.getByRole('button', { name: /Move Skills/ }).focus();
      await page.keyboard.press('Space');
      const announcement = page.locator('[id^="DndLiveRegion"]');
      await expect(announcement).toContainText(/draggable item skills|over droppable area skills/i);
      await expect(async () => {
        await page.keyboard.press('ArrowUp');
        await expect(announcement).toContainText('over droppable area experience', { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await page.keyboard.press('Space');
      await expect(order).toHaveText(['Professional Summary', 'Skills', 'Work Experience', 'Education']);

      // The live score sees the contact details, the Skills section and the figures.
      if (phone) await page.getByRole('button', { name: 'Preview' }).click();
      const scores = page.getByTestId('builder-scores');
      await expect(scores).toBeVisible({ timeout: 15_000 });
      const panel = page.locator('[aria-labelledby="b-readability-title"]');
      await expect(panel).not.toContainText(/email address|phone number|skills section/i);
      const impact = Number((await scores.innerText()).match(/Impact\s*(\d+)\/100/)?.[1]);
      expect(impact).toBeGreaterThan(0);
      if (phone) await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 6
      await expect(page.getByText('Step 6 of 7')).toBeVisible();
      await page.getByLabel('Job Title').fill('Senior Backend Developer');
      await page.getByLabel('Company Name').fill('Lonestar Health');
      await page
        .getByLabel('Job Description')
        .fill(
          'Lonestar Health is hiring a Senior Backend Developer to build payment and order services in Python and Django. ' +
            'You will design REST APIs, run PostgreSQL and own deployments. Requirements: 4+ years of backend work, ' +
            'Python, Django, REST APIs, PostgreSQL and Docker.',
        );
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 7
      await expect(page.getByText('Step 7 of 7')).toBeVisible();
      await page.getByRole('button', { name: 'Generate Resume & Cover Letter' }).click();
      await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/, { timeout: 90_000 });
      const applicationId = page.url().split('/').at(-1)!;

      // The order chosen in the builder is not changed on generation.
      const changes = page.getByTestId('changes-panel');
      await expect(changes).toBeVisible({ timeout: 30_000 });
      await expect(
        changes
          .getByRole('list', { name: 'Changes the writer made' })
          .or(changes.getByText('No changes were needed')),
      ).toBeVisible({ timeout: 30_000 });
      await expect(changes).not.toContainText('Sections reordered');

      // The download: no placeholder, Skills before Experience.
      const response = await page.request.get(`/api/applications/${applicationId}/export/resume/pdf`);
      expect(response.status()).toBe(200);
      const text = (await parseResume(new Uint8Array(await response.body()), 'resume.pdf')).text;
      expect(text).not.toMatch(/\[[^\]]*\]/);
      expect(text).toContain('Handled payment APIs in Django');
      // The section headings, each on its own line (the summary may say 'years of experience').
      const skillsHeading = text.search(/^\s*(technical |core )?skills\s*$/im);
      const experienceHeading = text.search(/^\s*(work |professional )?experience\s*$/im);
      expect(skillsHeading).toBeGreaterThan(-1);
      expect(experienceHeading).toBeGreaterThan(skillsHeading);

      // 'What an ATS reads' fits the window: its table wraps rather than being cut off.
      const ats = page.getByTestId('ats-panel');
      await ats.scrollIntoViewIfNeeded();
      await expect(ats.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
      const clipped = await ats.evaluate((panel) =>
        [...panel.querySelectorAll('table')].some((table) => {
          const region = table.parentElement!;
          return table.scrollWidth > region.clientWidth + 1;
        }),
      );
      expect(clipped).toBe(false);
      await expectNoSidewaysScroll(page);
    });
  });
}
