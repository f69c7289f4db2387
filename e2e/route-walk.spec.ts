import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { JOURNEY_ADMINS, signIn, signUp, uniqueEmail } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';

/**
 * Every route of SPEC §2, as a signed-out visitor, a user and an admin, at a phone's and a laptop's
 * size, in the light and the dark theme. A route fails when the page scrolls sideways, an element
 * sticks out of the viewport, the console reports an error or a warning, a request fails, or axe finds
 * a serious or critical violation. Each view is saved as a screenshot under test-results/route-walk
 * for a person to look at. One context per walk, each walk a share of the routes.
 */

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
] as const;
const THEMES = ['light', 'dark'] as const;

interface RouteToWalk {
  path: string;
  /** The page's main heading once it has loaded. */
  heading: RegExp;
}

const STATIC_ROUTES: RouteToWalk[] = [
  { path: '/privacy', heading: /Privacy Policy/ },
  { path: '/terms', heading: /Terms/ },
  { path: '/contact', heading: /Contact Us/ },
  { path: '/refunds', heading: /Refund Policy/ },
  { path: '/disclaimer', heading: /Disclaimer/ },
  { path: '/no-such-page', heading: /Page Not Found/ },
];

const SIGNED_OUT_ROUTES: RouteToWalk[] = [
  { path: '/', heading: /./ },
  { path: '/sign-in', heading: /Welcome back/ },
];

// The static pages and the 404 screen look the same signed in, so only the signed-out walk covers them.
const SIGNED_IN_ROUTES: RouteToWalk[] = [
  { path: '/', heading: /Dashboard/ },
  { path: '/dashboard', heading: /Dashboard/ },
  { path: '/create-resume', heading: /./ },
  { path: '/paypal/return', heading: /./ },
];

/** Problems the page reported while it was shown: console errors and warnings, failed requests. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The resume preview's empty sandbox refusing a script is the sandbox working: axe injects its
    // own script into every frame, and Chrome reports the refusal from the frame's srcdoc.
    if (message.text().startsWith("Blocked script execution in 'about:srcdoc'")) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request the browser dropped because the page moved on is not a failure of the product.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  return problems;
}

/**
 * Sideways scroll, and visible elements that reach past the viewport's edges without an ancestor that
 * clips them (a marquee inside an overflow-hidden strip is fine; a card cut off at the edge is not).
 */
async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const viewport = window.innerWidth;
    const root = document.documentElement;
    if (root.scrollWidth > viewport) found.push(`page scrolls sideways: ${root.scrollWidth} > ${viewport}`);
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body || parent === root) return false;
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.clip !== 'auto' || style.clipPath !== 'none') return true;
      }
      return false;
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= viewport + 1 && box.left >= -1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      if (clipped(element)) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).slice(0, 60)}`;
      found.push(`overflows the viewport (${Math.round(box.left)}…${Math.round(box.right)}): ${name}`);
      if (found.length > 5) break;
    }
    return found;
  });
}

async function walk(context: BrowserContext, role: string, routes: RouteToWalk[]): Promise<string[]> {
  const page = await context.newPage();
  const problems = watch(page);
  const report: string[] = [];
  for (const route of routes) {
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        problems.length = 0;
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading }).first()).toBeVisible();
        // The landing page keeps animating and polling, so "network idle" may never come: wait for the
        // fonts, then a moment for late layout, before measuring.
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.waitForTimeout(200);
        // axe's findings (contrast, names, roles) do not change with the width: one scan per theme.
        const scan =
          size.name === 'laptop' ? (await seriousViolations(page)).map((finding) => `axe ${finding}`) : [];
        const found = [...(await overflowProblems(page)), ...scan, ...problems];
        const name = `${role}${route.path === '/' ? '_home' : route.path.replaceAll('/', '_')}-${size.name}-${theme}`;
        await page.screenshot({
          path: join(test.info().project.outputDir, 'route-walk', `${name}.png`),
          fullPage: true,
        });
        for (const problem of found) report.push(`${role} ${route.path} ${size.name} ${theme}: ${problem}`);
      }
    }
  }
  await page.close();
  return report;
}

test.describe('every route at phone and laptop size, light and dark', () => {
  // The walks run side by side (the journeys run with two workers). Each takes a share of the routes that
  // fits its time on two loaded cores: a view costs about 4–5 s there, with axe and a full-page screenshot.
  test.describe.configure({ mode: 'parallel', timeout: 150_000 });

  test('signed out: the landing page and sign-in', async ({ browser }) => {
    const context = await browser.newContext();
    expect(await walk(context, 'signed-out', SIGNED_OUT_ROUTES)).toEqual([]);
    await context.close();
  });

  test('signed out: the static pages and Page Not Found', async ({ browser }) => {
    const context = await browser.newContext();
    expect(await walk(context, 'signed-out', STATIC_ROUTES)).toEqual([]);
    await context.close();
  });

  test('user: the signed-in routes', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signUp(page, uniqueEmail('walk'));
    await page.close();
    expect(await walk(context, 'user', SIGNED_IN_ROUTES)).toEqual([]);
    await context.close();
  });

  test('user: an application and the admin console it may not enter', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signUp(page, uniqueEmail('walk-app'));
    const id = await createApplication(page);
    await page.close();
    const routes = [
      { path: `/applications/${id}`, heading: /Route Walk Engineer/ },
      { path: '/admin', heading: /Access Denied/ },
    ];
    expect(await walk(context, 'user', routes)).toEqual([]);
    await context.close();
  });

  test('admin', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, JOURNEY_ADMINS.routeWalk.email);
    await page.close();
    expect(
      await walk(context, 'admin', [...SIGNED_IN_ROUTES, { path: '/admin', heading: /Admin Console/ }]),
    ).toEqual([]);
    await context.close();
  });
});

const RESUME_TEXT = [
  'Robin Walker',
  'robin.walker@example.test | Springfield',
  '',
  'EXPERIENCE',
  'Software Engineer, Example Logistics, 2019 - Present',
  '- Built TypeScript services on Node.js and PostgreSQL for shipment tracking',
  '- Reviewed code and mentored two engineers',
  '',
  'EDUCATION',
  'B.Sc. Computer Science, Example University, 2018',
  '',
  'SKILLS',
  'TypeScript, Node.js, PostgreSQL, Docker',
].join('\n');

const JOB_DESCRIPTION =
  'We are hiring a Route Walk Engineer to build TypeScript services on Node.js with PostgreSQL. ' +
  'You will design reliable APIs, improve query performance, review code and keep deployments safe. ' +
  'Experience with Docker and AWS is a plus; we value engineers who measure the impact of their work.';

/** One complete application for the user to open, made through the API the dashboard form calls. */
async function createApplication(page: Page): Promise<string> {
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/applications', {
    headers: { origin },
    multipart: {
      resume: { name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from(RESUME_TEXT) },
      jobTitle: 'Route Walk Engineer',
      company: 'Example Freight',
      jobDescription: JOB_DESCRIPTION,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/applications/${id}`)).json()) as { status: string }).status,
      {
        timeout: 60_000,
      },
    )
    .toBe('complete');
  return id;
}
