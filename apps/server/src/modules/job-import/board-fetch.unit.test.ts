import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch, OutboundBlockedError } from '../../http/outbound/outbound-fetch.ts';
import { simulatedNetwork } from '../../http/outbound/simulated-network.ts';
import {
  jobBoardCertificateNames,
  type LocalHttpsServer,
  makeTestCertificate,
  startLocalHttpsServer,
} from '../../test/local-https.ts';
import { BOARD_FETCH_LIMITS, createBoardFetch, jobBoardPolicy } from './board-fetch.ts';

/**
 * The SSRF probe set of the security plan (G-1 … G-5) against the production board policy. Boards
 * are local HTTPS servers reached through a simulated network (a DNS table and a test CA); the
 * guard's checks are the production ones. A "secret" server receives every connection to an
 * address without a route (loopback, private, metadata…), so anything the guard lets through is
 * counted there.
 */
const BOARD_ADDRESS = '11.0.0.1';
const EVIL_ADDRESS = '11.0.0.2';

let board: LocalHttpsServer;
let evil: LocalHttpsServer;
let secret: LocalHttpsServer;
let rebindCalls = 0;
let trustedCa = '';
// 64 MiB of zeros gzip to about 64 KiB: under the cap on the wire, far over it decoded.
let bomb: Buffer;

const html = (body: string) => `<!doctype html><html><body>${body}</body></html>`;

beforeAll(async () => {
  const certificate = await makeTestCertificate(jobBoardCertificateNames(['evil.example']));
  trustedCa = certificate.cert;
  bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));
  secret = await startLocalHttpsServer(certificate, (_request, response) => response.end('internal secret'));
  evil = await startLocalHttpsServer(certificate, (_request, response) => response.end('evil'));
  board = await startLocalHttpsServer(certificate, (request, response) => {
    const path = request.url ?? '/';
    const chain = /^\/chain\/(\d+)$/.exec(path);
    if (chain) {
      const left = Number(chain[1]);
      if (left === 0) return response.end(html('end of chain'));
      response.writeHead(302, { location: `/chain/${left - 1}` });
      return response.end();
    }
    switch (path) {
      case '/ok':
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end(html(`<p>agent ${request.headers['user-agent']}</p>`));
      case '/redirect-private-http':
        response.writeHead(302, { location: `http://127.0.0.1:${secret.port}/admin` });
        return response.end();
      case '/redirect-private-https':
        response.writeHead(302, { location: 'https://127.0.0.1/admin' });
        return response.end();
      case '/redirect-metadata':
        response.writeHead(301, { location: 'https://169.254.169.254/latest/meta-data/' });
        return response.end();
      case '/redirect-off-list':
        response.writeHead(302, { location: 'https://evil.example/steal' });
        return response.end();
      case '/redirect-private-name':
        response.writeHead(307, { location: 'https://m.naukri.com/job' });
        return response.end();
      case '/big':
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('x'.repeat(5 * 1024 * 1024));
      case '/infinite': {
        response.writeHead(200, { 'content-type': 'text/html' });
        const chunk = 'y'.repeat(64 * 1024);
        const pump = () => {
          while (response.write(chunk)) {}
        };
        response.on('drain', pump);
        response.on('close', () => response.off('drain', pump));
        return pump();
      }
      case '/slow': {
        response.writeHead(200, { 'content-type': 'text/html' });
        const timer = setInterval(() => response.write('.'), 200);
        response.on('close', () => clearInterval(timer));
        return;
      }
      case '/bomb': {
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return response.end(bomb);
      }
      case '/gzip':
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return response.end(gzipSync(html('<p>compressed posting</p>')));
      default:
        response.writeHead(404);
        return response.end();
    }
  });
}, 30_000);

afterAll(async () => {
  await Promise.all([board?.close(), evil?.close(), secret?.close()]);
});

function network() {
  return simulatedNetwork({
    trustedCa,
    resolve(host) {
      if (host === 'evil.example') return [EVIL_ADDRESS];
      if (host === 'm.naukri.com') return ['10.0.0.5']; // a board name pointing inside
      if (host === 'in.indeed.com') return [BOARD_ADDRESS, '127.0.0.1']; // one bad answer among good ones
      if (host === 'www.shine.com') {
        // DNS rebinding: public on the first question, loopback afterwards.
        rebindCalls += 1;
        return [rebindCalls === 1 ? BOARD_ADDRESS : '127.0.0.1'];
      }
      if (host === 'metadata.google.internal') return ['169.254.169.254'];
      return [BOARD_ADDRESS];
    },
    routes: new Map([
      [BOARD_ADDRESS, { host: '127.0.0.1', port: board.port }],
      [EVIL_ADDRESS, { host: '127.0.0.1', port: evil.port }],
    ]),
    unrouted: { host: '127.0.0.1', port: secret.port },
  });
}

const boardFetch = (timeoutMs?: number) =>
  createBoardFetch({ network: network(), ...(timeoutMs ? { timeoutMs } : {}) });

describe('job-board fetch over the simulated network', () => {
  it('reaches an allow-listed board over verified HTTPS with a browser User-Agent', async () => {
    const response = await boardFetch()('https://www.naukri.com/ok');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Mozilla/5.0');
  });

  it('refuses a server whose certificate does not match the name (TLS is verified)', async () => {
    const untrusting = simulatedNetwork({
      trustedCa: (await makeTestCertificate(['other.example'])).cert,
      resolve: () => [BOARD_ADDRESS],
      routes: new Map([[BOARD_ADDRESS, { host: '127.0.0.1', port: board.port }]]),
    });
    await expect(createBoardFetch({ network: untrusting })('https://www.naukri.com/ok')).rejects.toThrow();
  });

  it('decodes a compressed page', async () => {
    const response = await boardFetch()('https://www.indeed.com/gzip');
    expect(await response.text()).toContain('compressed posting');
  });

  it('follows up to 3 redirects on the board and refuses a 4th', async () => {
    const fetchPage = boardFetch();
    const response = await fetchPage('https://www.linkedin.com/chain/3');
    expect(await response.text()).toContain('end of chain');
    expect(response.url).toBe('https://www.linkedin.com/chain/0');
    await expect(fetchPage('https://www.linkedin.com/chain/4')).rejects.toThrow(/more than 3 redirects/);
  });

  it('uses the limits of the issue', () => {
    expect(BOARD_FETCH_LIMITS).toEqual({
      maxRedirects: 3,
      maxResponseBytes: 3 * 1024 * 1024,
      timeoutMs: 10_000,
    });
    expect(jobBoardPolicy()).toMatchObject({
      allowLoopbackHttp: false,
      decompress: true,
      ...BOARD_FETCH_LIMITS,
    });
  });
});

describe('SSRF probes are refused before any connection (security plan G)', () => {
  // G-1: IP literals in every spelling, localhost, userinfo and fragment tricks.
  const literals = [
    'https://127.0.0.1/',
    'https://[::1]/',
    'https://0x7f000001/',
    'https://2130706433/',
    'https://127.1/',
    'https://017700000001/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:7f00:1]/',
    'https://0.0.0.0/',
    'https://[::]/',
    'https://169.254.169.254/latest/meta-data/',
    'https://100.64.0.1/',
    'https://10.0.0.1/',
    'https://192.168.0.1/',
    'https://[fc00::1]/',
    'https://[fe80::1]/',
    'https://[64:ff9b::7f00:1]/',
    'https://[2002:7f00:1::]/',
    'https://localhost/',
    'https://localhost./',
    'https://LOCALHOST/',
    'https://linkedin.com@127.0.0.1/',
    'https://www.linkedin.com@127.0.0.1/',
    'https://127.0.0.1#@linkedin.com',
  ];
  // G-4: other schemes, other ports, plain HTTP, and hosts off the list.
  const offPolicy = [
    'file:///etc/passwd',
    'gopher://www.naukri.com/',
    'data:text/html,<p>hi</p>',
    'ftp://www.naukri.com/',
    'https://www.linkedin.com:22/',
    'https://www.linkedin.com:6379/',
    'http://www.naukri.com/ok',
    'https://evil.example/',
    'https://naukri.com.evil.example/',
    'https://metadata.google.internal/',
  ];

  it.each([...literals, ...offPolicy])('%s', async (url) => {
    const secretBefore = secret.hits.length;
    const evilBefore = evil.hits.length;
    await expect(boardFetch()(url)).rejects.toThrow(OutboundBlockedError);
    expect(secret.hits.length).toBe(secretBefore);
    expect(evil.hits.length).toBe(evilBefore);
  });

  it('refuses every literal by the address rule itself, even with no allow-list', async () => {
    const anyPublicHost = createGuardedFetch({ allowLoopbackHttp: false, network: network() });
    const before = secret.hits.length;
    let refused = 0;
    for (const url of literals) {
      await anyPublicHost(url).then(
        () => undefined,
        (error) => {
          if (error instanceof OutboundBlockedError) refused += 1;
        },
      );
    }
    expect(refused).toBe(literals.length);
    expect(secret.hits.length).toBe(before);
  });

  it('refuses a board name that resolves to a private address, or to one among good ones', async () => {
    const before = secret.hits.length;
    await expect(boardFetch()('https://m.naukri.com/ok')).rejects.toThrow(/non-public/);
    await expect(boardFetch()('https://in.indeed.com/ok')).rejects.toThrow(/non-public/);
    expect(secret.hits.length).toBe(before);
  });

  it('connects to the address it checked: a rebinding name cannot switch afterwards (G-3)', async () => {
    rebindCalls = 0;
    const fetchPage = boardFetch();
    const first = await fetchPage('https://www.shine.com/ok');
    expect(first.status).toBe(200);
    const before = secret.hits.length;
    await expect(fetchPage('https://www.shine.com/ok')).rejects.toThrow(/non-public/);
    expect(secret.hits.length).toBe(before);
  });

  it.each([
    ['a private address over HTTP', '/redirect-private-http'],
    ['a private address over HTTPS', '/redirect-private-https'],
    ['the metadata address', '/redirect-metadata'],
    ['a host off the list', '/redirect-off-list'],
    ['a board name that resolves inside', '/redirect-private-name'],
  ])('refuses a redirect to %s (G-2)', async (_label, path) => {
    const secretBefore = secret.hits.length;
    const evilBefore = evil.hits.length;
    await expect(boardFetch()(`https://www.naukri.com${path}`)).rejects.toThrow(OutboundBlockedError);
    expect(secret.hits.length).toBe(secretBefore);
    expect(evil.hits.length).toBe(evilBefore);
  });
});

describe('resource limits (G-5)', () => {
  it('cuts an oversized body at 3 MB', async () => {
    await expect(boardFetch()('https://www.naukri.com/big')).rejects.toThrow(/larger than 3145728 bytes/);
  });

  it('cuts an endless chunked stream at 3 MB', async () => {
    await expect(boardFetch()('https://www.naukri.com/infinite')).rejects.toThrow(/larger than/);
  });

  it('stops a gzip bomb at 3 MB of decoded bytes', async () => {
    const before = process.memoryUsage().rss;
    await expect(boardFetch()('https://www.naukri.com/bomb')).rejects.toThrow(/larger than 3145728 bytes/);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('gives up on a slow body at the deadline', async () => {
    const started = Date.now();
    await expect(boardFetch(800)('https://www.naukri.com/slow')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
