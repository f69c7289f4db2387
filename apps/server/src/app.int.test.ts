import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { ROUTE_ACCESS } from './http/route-access.ts';
import { testDrivers } from './test/databases.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp, uniqueEmail } from './test/test-app.ts';

/** A concrete URL for a route pattern: wildcards and params get sample values. */
const sampleUrl = (pattern: string) => pattern.replace('*', 'sample').replace(/:(\w+)/g, 'sample-$1');

/** Probe routes the walk must catch: they prove the guard works for each access level. */
const PROBE_ACCESS = {
  ...ROUTE_ACCESS,
  'GET /api/admin/probe': 'admin',
  'POST /api/admin/probe': 'admin',
  'GET /api/user/probe': 'user',
  'GET /api/probe/boom': 'public',
  'GET /api/probe/app-error': 'public',
} as const;

const LEAKY_MESSAGE = 'relation "secret_table" does not exist at /srv/app/internal.ts:42';

function probeRoutes(app: FastifyInstance) {
  app.get('/api/admin/probe', async () => ({ ok: true }));
  app.post('/api/admin/probe', async () => ({ ok: true }));
  app.get('/api/user/probe', async () => ({ ok: true }));
  app.get('/api/probe/boom', async () => {
    throw new Error(LEAKY_MESSAGE);
  });
  app.get('/api/probe/app-error', async () => {
    throw new AppError('SERVICE_UNAVAILABLE', 'database password=hunter2 refused');
  });
}

describe('route classification', () => {
  it('refuses to start with an /api route missing from ROUTE_ACCESS', async () => {
    await expect(
      createTestApp('pglite', {
        extraModules: [
          (app) => {
            app.get('/api/unclassified', async () => ({}));
          },
        ],
      }),
    ).rejects.toThrow(/GET \/api\/unclassified is not classified/);
  });
});

describe.each(testDrivers())('application shell on %s', (driver) => {
  let t: TestApp;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'hireproof-web-'));
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(
      join(webDistDir, 'index.html'),
      '<!doctype html><title>Hireproof</title><div id="root"></div>',
    );
    writeFileSync(join(webDistDir, 'assets', 'app-abc123.js'), 'console.log("hi")');
    t = await createTestApp(driver, { webDistDir, routeAccess: PROBE_ACCESS, extraModules: [probeRoutes] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('walks every registered /api route: 401 without a session, 403 for a user on admin routes', async () => {
    const routes = t.app.apiRoutes;
    // Every entry of the production table is a registered route, and the probes are there too.
    for (const key of Object.keys(ROUTE_ACCESS)) {
      const [method, url] = key.split(' ');
      expect(
        routes.some((r) => r.url === url && (method === '*' || r.method === method)),
        key,
      ).toBe(true);
    }
    expect(routes).toContainEqual({ method: 'POST', url: '/api/admin/probe', access: 'admin' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/user/probe', access: 'user' });

    const { cookie } = await signUp(t.app, { email: uniqueEmail('walker') });
    let guarded = 0;
    for (const route of routes) {
      if (route.access === 'public' || route.method === 'HEAD') continue;
      guarded += 1;
      const request = { method: route.method as 'GET', url: sampleUrl(route.url), headers: TEST_ORIGIN };
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, `${route.method} ${route.url} without a session`).toBe(401);
      const asUser = await t.app.inject({ ...request, headers: { ...TEST_ORIGIN, cookie } });
      if (route.access === 'admin') {
        expect(asUser.statusCode, `${route.method} ${route.url} as a user`).toBe(403);
      } else {
        // Past the guard: whatever the route answers to sample input, it is not an access refusal.
        expect([401, 403], `${route.method} ${route.url} as a user`).not.toContain(asUser.statusCode);
      }
    }
    expect(guarded).toBeGreaterThanOrEqual(4);
  });

  it('never leaks internals in a 5xx body and logs the real error instead', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      code: 'INTERNAL',
      message: 'Internal error',
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toMatch(/secret_table|internal\.ts|stack/);
    expect(t.logs.join('')).toContain('secret_table');

    const unavailable = await t.app.inject({ method: 'GET', url: '/api/probe/app-error' });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json().message).toBe('Internal error');
  });

  it('puts a request id on every response, success and error alike', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/healthz' }),
      t.app.inject({ method: 'GET', url: '/api/settings' }),
      t.app.inject({ method: 'GET', url: '/api/auth/user' }),
      t.app.inject({ method: 'GET', url: '/api/does-not-exist' }),
      t.app.inject({ method: 'GET', url: '/api/probe/boom' }),
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin: 'http://evil.test' },
        payload: {},
      }),
    ]);
    const ids = responses.map((response) => response.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses state-changing requests from other origins', async () => {
    const payload = { name: 'A', email: 'a@example.test', subject: 'S', message: 'M' };
    const refused = [
      { origin: 'http://evil.test' },
      { origin: 'null' },
      // Same host as the request, or APP_URL's host and port with another scheme: not APP_URL's origin.
      { origin: 'http://localhost:80' },
      { origin: 'https://localhost:3000' },
      { origin: 'http://localhost:3001' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of refused) {
      const response = await t.app.inject({ method: 'POST', url: '/api/contact', headers, payload });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().code).toBe('CROSS_ORIGIN');
    }
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/contact',
        headers: { origin: 'http://evil.test' },
      });
      expect(response.statusCode).toBe(403);
    }
    const accepted = [
      TEST_ORIGIN,
      { origin: 'HTTP://LOCALHOST:3000' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of accepted) {
      const response = await t.app.inject({ method: 'POST', url: '/api/contact', headers, payload });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('grants no cross-origin reads (no CORS headers for a foreign origin)', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/user',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { origin: 'http://evil.test' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('sends the security headers and a CSP the SPA satisfies', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "frame-src 'self' data: blob:",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    const api = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the SPA: files, index.html for page routes, 404 JSON for unknown /api paths', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/dashboard?x=1',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');

    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    // A browser asks for scripts and stylesheets with */*; a missing hashed asset must not get index.html.
    const staleAsset = await t.app.inject({
      method: 'GET',
      url: '/assets/index-old.css',
      headers: { accept: 'text/css,*/*;q=0.1' },
    });
    expect(staleAsset.statusCode).toBe(404);

    const api = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });

    const json = await t.app.inject({
      method: 'GET',
      url: '/missing.json',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
  });

  it('answers health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: 'up' });
    expect(ready.json().migrations.applied).toBe(ready.json().migrations.expected);
  });

  it('keeps passwords and session cookies out of the logs', async () => {
    const canary = `CANARY-PW-${Date.now()}`;
    const { cookie } = await signUp(t.app, { email: uniqueEmail('canary'), password: canary });
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie, authorization: 'Bearer CANARY-TOKEN' },
    });
    await t.app.inject({ method: 'GET', url: '/api/probe/boom', headers: { cookie } });
    const logs = t.logs.join('');
    expect(logs).not.toContain(canary);
    expect(logs).not.toContain(cookie.split('=')[1]);
    expect(logs).not.toContain('CANARY-TOKEN');
  });
});

describe('behind https', () => {
  it('marks the session cookie Secure and sends HSTS', async () => {
    const t = await createTestApp('pglite', { env: { APP_URL: 'https://hireproof.example' } });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/identity/sign-up/email',
        headers: { origin: 'https://hireproof.example' },
        payload: { email: uniqueEmail('tls'), password: 'correct horse battery', name: 'T' },
      });
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(String(response.headers['strict-transport-security'])).toContain('max-age=31536000');
    } finally {
      await t.close();
    }
  });
});

describe('readiness without a database', () => {
  it('answers 503 when the database is gone', async () => {
    const t = await createTestApp('pglite');
    try {
      await t.database.handle.close();
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not_ready', database: 'down' });
    } finally {
      await t.app.close();
    }
  });
});
