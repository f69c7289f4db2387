import { JOB_IMPORT_MESSAGES } from '@hireproof/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedNetwork } from '../../http/outbound/simulated-network.ts';
import { testDrivers } from '../../test/databases.ts';
import {
  jobBoardCertificateNames,
  type LocalHttpsServer,
  makeTestCertificate,
  startLocalHttpsServer,
} from '../../test/local-https.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import {
  captchaPage,
  linkedInGuestPage,
  naukriDataPage,
  SAMPLE_POSTING,
  sampleDescriptionHtml,
  teaserPage,
} from './test-support/sample-pages.ts';

/**
 * POST /api/extract-job-description through the real app: session, same-origin check, rate limit,
 * the outbound guard and the extractor, against fake boards served over HTTPS on this machine and
 * reached through a simulated network (board names resolve to a public address routed to them).
 */
const BOARD_ADDRESS = '11.0.0.1';

describe.each(testDrivers())('extract-job-description on %s', (driver) => {
  let t: TestApp;
  let boards: LocalHttpsServer;
  let secret: LocalHttpsServer;
  let cookie = '';
  let trustedCa = '';

  const network = () =>
    simulatedNetwork({
      trustedCa,
      resolve: () => [BOARD_ADDRESS],
      routes: new Map([[BOARD_ADDRESS, { host: '127.0.0.1', port: boards.port }]]),
      unrouted: { host: '127.0.0.1', port: secret.port },
    });

  beforeAll(async () => {
    const certificate = await makeTestCertificate(jobBoardCertificateNames());
    trustedCa = certificate.cert;
    secret = await startLocalHttpsServer(certificate, (_request, response) => response.end('secret'));
    boards = await startLocalHttpsServer(certificate, (request, response) => {
      const where = `${request.headers.host}${request.url}`;
      const html = (status: number, body: string) => {
        response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
        response.end(body);
      };
      switch (where) {
        case 'www.naukri.com/job-listings-senior-data-engineer-pecan-logistics-pune-5-to-8-years-251126000001':
          return html(200, naukriDataPage());
        case 'www.linkedin.com/jobs-guest/jobs/api/jobPosting/4012345678':
        case 'www.linkedin.com/jobs-guest/jobs/api/jobPosting/4099999999':
          return html(200, linkedInGuestPage());
        case 'www.linkedin.com/jobs/view/senior-data-engineer-at-pecan-logistics-4099999999':
          response.writeHead(302, { location: 'https://www.linkedin.com/authwall?trk=guest' });
          return response.end();
        case 'www.naukri.com/job-listings-shell-251126000002':
          return html(
            200,
            '<!doctype html><html><head><title>Naukri</title></head><body><div id="root"></div></body></html>',
          );
        case 'www.naukri.com/jobapi/v4/job/251126000002?microsite=y':
          if (request.headers.appid !== '121') return html(403, 'no app id');
          response.writeHead(200, { 'content-type': 'application/json' });
          return response.end(
            JSON.stringify({
              jobDetails: {
                title: SAMPLE_POSTING.title,
                description: sampleDescriptionHtml(),
                companyDetail: { name: SAMPLE_POSTING.company },
                locations: [{ label: SAMPLE_POSTING.city }],
              },
            }),
          );
        case 'in.linkedin.com/jobs/view/4000000001':
          response.writeHead(302, { location: 'https://www.linkedin.com/authwall?trk=guest' });
          return response.end();
        case 'www.indeed.com/viewjob?jk=blocked':
          return html(403, '<h1>Forbidden</h1>');
        case 'www.indeed.com/viewjob?jk=busy':
          return html(429, '<h1>Too many requests</h1>');
        case 'www.glassdoor.com/job-listing/check':
          return html(200, captchaPage());
        case 'www.naukri.com/job-listings-teaser-1':
          return html(200, teaserPage());
        case 'www.naukri.com/job-listings-inside-1':
          response.writeHead(302, { location: 'https://127.0.0.1/admin' });
          return response.end();
        case 'www.monster.com/job-openings/broken':
          return html(500, '<<<not even html');
        case 'www.shine.com/jobs/hangup':
          return request.socket.destroy();
        default:
          return html(404, '<h1>Not found</h1>');
      }
    });
    t = await createTestApp(driver, {
      jobImport: { network: network(), limit: { max: 1000, windowMs: 60_000 } },
    });
    cookie = (await signUp(t.app, { email: uniqueEmail('import') })).cookie;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await Promise.all([boards?.close(), secret?.close()]);
  });

  const extract = (url: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/extract-job-description',
      headers: { ...TEST_ORIGIN, ...headers },
      payload: { url },
    });

  it('answers 401 to a signed-out request and fetches nothing', async () => {
    const before = boards.hits.length;
    const response = await extract('https://www.naukri.com/job-listings-teaser-1', {});
    expect(response.statusCode).toBe(401);
    expect(boards.hits.length).toBe(before);
  });

  it('reads a Naukri posting: description, title, company, location and the method', async () => {
    const response = await extract(
      'https://www.naukri.com/job-listings-senior-data-engineer-pecan-logistics-pune-5-to-8-years-251126000001',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      jobTitle: SAMPLE_POSTING.title,
      company: SAMPLE_POSTING.company,
      location: SAMPLE_POSTING.city,
      source: 'board-data',
    });
    expect(body.jobDescription).toContain('• Build Python and SQL pipelines on PostgreSQL');
    expect(body.jobDescription.length).toBeGreaterThanOrEqual(200);
  });

  it('reads a LinkedIn job from its public guest page when /jobs/view/ is behind the sign-in wall', async () => {
    const response = await extract(
      'https://www.linkedin.com/jobs/view/senior-data-engineer-at-pecan-logistics-4099999999',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      jobTitle: SAMPLE_POSTING.title,
      company: SAMPLE_POSTING.company,
      source: 'board-page',
    });
  });

  it("reads Naukri's job API when the job page is only a shell", async () => {
    const response = await extract('https://www.naukri.com/job-listings-shell-251126000002');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      jobTitle: SAMPLE_POSTING.title,
      company: SAMPLE_POSTING.company,
      location: SAMPLE_POSTING.city,
      source: 'board-data',
    });
  });

  it('reads a LinkedIn guest page, upgrading an http link to https', async () => {
    const response = await extract('http://in.linkedin.com/jobs/view/4012345678#top');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ company: SAMPLE_POSTING.company, source: 'board-page' });
  });

  it('serves a repeated link from the shared cache (one request to the board)', async () => {
    const url = 'https://in.linkedin.com/jobs/view/4012345678';
    const other = (await signUp(t.app, { email: uniqueEmail('import-other') })).cookie;
    const before = boards.hits.length;
    const [first, second] = await Promise.all([extract(url), extract(url, { cookie: other })]);
    const third = await extract(url);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(boards.hits.length - before).toBeLessThanOrEqual(1);
  });

  it.each([
    ['https://evil.example/jobs/1'],
    ['https://naukri.com.evil.example/job'],
    ['https://127.0.0.1/admin'],
    ['https://[::1]/'],
    ['https://169.254.169.254/latest/meta-data/'],
    ['file:///etc/passwd'],
    ['ftp://www.naukri.com/x'],
    ['https://www.naukri.com:8443/job-listings-1'],
    ['https://user:pass@www.naukri.com/job-listings-1'],
    ['not a link'],
  ])('answers 400 to %s, before any connection', async (url) => {
    const before = { boards: boards.hits.length, secret: secret.hits.length };
    const response = await extract(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_INPUT',
      message: JOB_IMPORT_MESSAGES.notSupported,
    });
    expect({ boards: boards.hits.length, secret: secret.hits.length }).toEqual(before);
  });

  it('answers 400 to a body without a link', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/extract-job-description',
      headers: { ...TEST_ORIGIN, cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['a 403', 'https://www.indeed.com/viewjob?jk=blocked', JOB_IMPORT_MESSAGES.blocked],
    ['a 429', 'https://www.indeed.com/viewjob?jk=busy', JOB_IMPORT_MESSAGES.blocked],
    ['a login wall', 'https://in.linkedin.com/jobs/view/4000000001', JOB_IMPORT_MESSAGES.loginWall],
    ['a bot check', 'https://www.glassdoor.com/job-listing/check', JOB_IMPORT_MESSAGES.blocked],
    [
      'a description under 200 characters',
      'https://www.naukri.com/job-listings-teaser-1',
      JOB_IMPORT_MESSAGES.notFound,
    ],
    ['a missing posting (404)', 'https://www.naukri.com/job-listings-gone-1', JOB_IMPORT_MESSAGES.notFound],
    [
      'a redirect to a private address',
      'https://www.naukri.com/job-listings-inside-1',
      JOB_IMPORT_MESSAGES.notFound,
    ],
    ['a broken page with a 500', 'https://www.monster.com/job-openings/broken', JOB_IMPORT_MESSAGES.notFound],
    ['a connection the board drops', 'https://www.shine.com/jobs/hangup', JOB_IMPORT_MESSAGES.unreachable],
  ])('answers 422 with a reason for %s', async (_label, url, message) => {
    const secretBefore = secret.hits.length;
    const response = await extract(url);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'UNPROCESSABLE', message });
    expect(secret.hits.length).toBe(secretBefore);
  });

  it('limits each user to the configured number of extractions', async () => {
    const limited = await createTestApp(driver, {
      database: t.database,
      jobImport: { network: network(), limit: { max: 2, windowMs: 60_000 } },
    });
    try {
      const user = (await signUp(limited.app, { email: uniqueEmail('import-limit') })).cookie;
      const other = (await signUp(limited.app, { email: uniqueEmail('import-limit-other') })).cookie;
      const call = (session: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/extract-job-description',
          headers: { ...TEST_ORIGIN, cookie: session },
          payload: { url: 'https://www.naukri.com/job-listings-teaser-1' },
        });
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await call(user)).statusCode);
      expect(statuses).toEqual([422, 422, 429]);
      // Another person is not held back by the first one's budget.
      expect((await call(other)).statusCode).toBe(422);
    } finally {
      await limited.close();
    }
  });
});
