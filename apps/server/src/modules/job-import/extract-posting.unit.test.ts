import { describe, expect, it } from 'vitest';
import { readPosting } from './extract-posting.ts';
import { postingText } from './posting-text.ts';
import {
  arrayJsonLdPage,
  articlePage,
  captchaPage,
  decoyJsonLdIndeedPage,
  graphJsonLdPage,
  jsonLdPage,
  linkedInGuestPage,
  loginWallPage,
  naukriDataPage,
  nextDataPage,
  SAMPLE_POSTING,
  teaserPage,
} from './test-support/sample-pages.ts';

const ok = (url: string, body: string) => readPosting({ url, status: 200, body });

/** The description every sample page carries, as the extractor should write it. */
const EXPECTED_DESCRIPTION = [
  'Pecan Logistics is hiring a Senior Data Engineer to own the pipelines behind our delivery forecasts.',
  '',
  'What you will do:',
  '',
  '• Build Python and SQL pipelines on PostgreSQL',
  '• Schedule and monitor them with Airflow on AWS',
  '• Work with analysts to keep data models fast & correct',
  '',
  'Experience with dbt, Kafka and data quality checks is a plus. We value clear writing, measured results and careful reviews.',
].join('\n');

describe('readPosting: best source first', () => {
  it.each([
    [
      'one JobPosting object, description escaped twice',
      'https://www.naukri.com/job-listings-1',
      jsonLdPage(),
    ],
    ['an @graph with a WebSite node and @type as a list', 'https://www.shine.com/jobs/2', graphJsonLdPage()],
    ['a top-level array', 'https://www.monster.com/job-openings/3', arrayJsonLdPage()],
  ])('reads JSON-LD: %s', (_label, url, body) => {
    const outcome = ok(url, body);
    expect(outcome).toEqual({
      kind: 'posting',
      posting: {
        source: 'json-ld',
        jobTitle: SAMPLE_POSTING.title,
        company: SAMPLE_POSTING.company,
        location: 'Pune, IN',
        jobDescription: EXPECTED_DESCRIPTION,
      },
    });
  });

  it("ignores JSON-LD of another type and reads Indeed's description block", () => {
    expect(ok('https://in.indeed.com/viewjob?jk=abc', decoyJsonLdIndeedPage())).toEqual({
      kind: 'posting',
      posting: {
        source: 'board-page',
        jobTitle: SAMPLE_POSTING.title,
        company: SAMPLE_POSTING.company,
        location: 'Pune, Maharashtra',
        jobDescription: EXPECTED_DESCRIPTION,
      },
    });
  });

  it("reads Naukri's embedded job data", () => {
    const outcome = ok('https://www.naukri.com/job-listings-data-engineer-090326909490', naukriDataPage());
    expect(outcome).toMatchObject({
      kind: 'posting',
      posting: {
        source: 'board-data',
        jobTitle: SAMPLE_POSTING.title,
        company: SAMPLE_POSTING.company,
        location: 'Pune',
      },
    });
    if (outcome.kind === 'posting') expect(outcome.posting.jobDescription).toBe(EXPECTED_DESCRIPTION);
  });

  it('reads a Next.js page’s data (Foundit, Shine, Glassdoor)', () => {
    expect(ok('https://www.foundit.in/job/senior-data-engineer-123', nextDataPage())).toMatchObject({
      kind: 'posting',
      posting: { source: 'board-data', jobTitle: SAMPLE_POSTING.title, company: SAMPLE_POSTING.company },
    });
  });

  it("reads LinkedIn's guest page markup", () => {
    expect(ok('https://www.linkedin.com/jobs/view/4012345678', linkedInGuestPage())).toEqual({
      kind: 'posting',
      posting: {
        source: 'board-page',
        jobTitle: SAMPLE_POSTING.title,
        company: SAMPLE_POSTING.company,
        location: 'Pune, India',
        jobDescription: EXPECTED_DESCRIPTION,
      },
    });
  });

  it('falls back to readable text on a page no reader knows', () => {
    const outcome = ok('https://www.glassdoor.co.in/job-listing/senior-data-engineer', articlePage());
    expect(outcome).toMatchObject({
      kind: 'posting',
      posting: { source: 'readable-text', jobTitle: SAMPLE_POSTING.title },
    });
    if (outcome.kind !== 'posting') return;
    expect(outcome.posting.company).toBeNull();
    expect(outcome.posting.jobDescription).toContain('• Build Python and SQL pipelines on PostgreSQL');
    expect(outcome.posting.jobDescription).not.toContain('Home');
  });
});

describe('readPosting: refusals and nothing credible', () => {
  it.each([403, 429, 999])('HTTP %i is the board refusing', (status) => {
    expect(readPosting({ url: 'https://www.linkedin.com/jobs/view/1', status, body: jsonLdPage() })).toEqual({
      kind: 'blocked',
      reason: 'blocked',
    });
  });

  it('a redirect to the sign-in page is a login wall', () => {
    expect(ok('https://www.linkedin.com/authwall?trk=x', '<html></html>')).toEqual({
      kind: 'blocked',
      reason: 'login-wall',
    });
  });

  it('a sign-in form instead of the posting is a login wall, not a 200-character description', () => {
    expect(ok('https://www.linkedin.com/jobs/view/1', loginWallPage())).toEqual({
      kind: 'blocked',
      reason: 'login-wall',
    });
  });

  it('a bot check is a refusal', () => {
    expect(ok('https://www.glassdoor.com/job-listing/x', captchaPage())).toEqual({
      kind: 'blocked',
      reason: 'blocked',
    });
  });

  it('a description under 200 characters is not credible', () => {
    expect(ok('https://www.naukri.com/job-listings-2', teaserPage())).toEqual({ kind: 'not-found' });
    expect(readPosting({ url: 'https://www.naukri.com/job-listings-2', status: 404, body: '' })).toEqual({
      kind: 'not-found',
    });
  });
});

describe('postingText', () => {
  it('keeps paragraphs, bullets and numbered steps, and drops scripts, styles and markup', () => {
    const text = postingText(
      '<h2>About</h2><p>We build <i>things</i>.<br>Second line</p><style>p{}</style>' +
        '<ol><li>First</li><li>Second</li></ol><script>alert(1)</script><p>End &amp; more&nbsp;here <img src=x onerror=alert(1)></p>',
    );
    expect(text).toBe('About\n\nWe build things.\nSecond line\n\n1. First\n2. Second\n\nEnd & more here');
    expect(text).not.toMatch(/[<>]/);
  });
});
