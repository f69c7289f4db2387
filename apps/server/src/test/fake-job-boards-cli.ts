import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  captchaPage,
  linkedInGuestPage,
  loginWallPage,
  naukriDataPage,
} from '../modules/job-import/test-support/sample-pages.ts';
import { jobBoardCertificateNames, makeTestCertificate, startLocalHttpsServer } from './local-https.ts';

/**
 * Fake job boards for the browser journeys (ADR 0016): one HTTPS server answering for every board
 * host with a certificate made at start, whose PEM is written to `--ca-out` for the app server's
 * JOB_BOARD_TEST_CA. Run: `node --import tsx apps/server/src/test/fake-job-boards-cli.ts --port 3239
 * --ca-out /tmp/boards-ca.pem`, then start the app with JOB_BOARD_TEST_UPSTREAM=127.0.0.1:3239.
 * Pages (made up, see sample-pages.ts), by host and path:
 *   www.naukri.com/job-listings-…          a posting in Naukri's embedded data
 *   in.linkedin.com/jobs/view/…            a LinkedIn guest page
 *   www.glassdoor.co.in/…, www.glassdoor.com/…   403 (a board that blocks automated access)
 *   www.indeed.com/…                       a bot check
 *   www.linkedin.com/…                     a sign-in wall
 *   /__ready                               200, for the test runner's readiness check
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'ca-out': { type: 'string' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535 || !values['ca-out']) {
  console.error('fake-job-boards: usage --port <n> --ca-out <file>');
  process.exit(2);
}

const certificate = await makeTestCertificate(jobBoardCertificateNames());
writeFileSync(values['ca-out'], certificate.cert);
const server = await startLocalHttpsServer(
  certificate,
  (request, response) => {
    const host = (request.headers.host ?? '').toLowerCase();
    const path = request.url ?? '/';
    const html = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body);
    };
    if (path === '/__ready') return html(200, 'ok');
    if (host === 'www.naukri.com' && path.startsWith('/job-listings-')) return html(200, naukriDataPage());
    if (host === 'in.linkedin.com' && path.startsWith('/jobs/view/')) return html(200, linkedInGuestPage());
    if (host.startsWith('www.glassdoor.')) return html(403, '<h1>Access denied</h1>');
    if (host === 'www.indeed.com') return html(200, captchaPage());
    if (host === 'www.linkedin.com') return html(200, loginWallPage());
    return html(404, '<h1>Not found</h1>');
  },
  port,
);
console.log(`fake job boards on https://127.0.0.1:${server.port} (CA in ${values['ca-out']})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
