import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../test/databases.ts';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../test/test-app.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};\n`;
const PAGE = `<!doctype html><title>Hireproof</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const rows = Array.from({ length: 200 }, (_, i) => ({
  id: i,
  title: `Application ${i}`,
  status: 'complete',
}));
const csv = ['id,title,status', ...rows.map((row) => `${row.id},${row.title},${row.status}`)].join('\n');

/** Routes outside /api that answer each content type, large and small, through the real plugins. */
function probeRoutes(app: FastifyInstance) {
  app.get('/probe/large.json', async () => ({ rows }));
  app.get('/probe/small.json', async () => ({ ok: true }));
  app.get('/probe/large.csv', async (_request, reply) =>
    reply.header('content-type', 'text/csv; charset=utf-8').send(csv),
  );
}

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br'
    ? brotliDecompressSync(body).toString('utf8')
    : encoding === 'gzip'
      ? gunzipSync(body).toString('utf8')
      : body.toString('utf8');

describe.each(testDrivers())('compression and caching on %s', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    // A build as Vite leaves it: hashed assets with their .br and .gz copies beside them.
    const webDistDir = mkdtempSync(join(tmpdir(), 'hireproof-web-compressed-'));
    mkdirSync(join(webDistDir, 'assets'));
    const files = { 'index.html': PAGE, 'assets/index-3f9a1c.js': SCRIPT };
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(join(webDistDir, name), text);
      writeFileSync(join(webDistDir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(webDistDir, `${name}.gz`), gzipSync(text));
    }
    t = await createTestApp(driver, { webDistDir, extraModules: [probeRoutes] });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])(
    'sends a hashed asset precompressed for "%s", cached for a year as immutable',
    async (accept, encoding) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/index-3f9a1c.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(encoding, response.rawPayload)).toBe(SCRIPT);
    },
  );

  it('sends index.html precompressed for page routes, never cached without revalidation', async () => {
    for (const url of ['/', '/dashboard']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decode('br', response.rawPayload)).toBe(PAGE);
    }
  });

  it('compresses JSON and CSV above the threshold on the fly, and leaves small responses as they are', async () => {
    const json = await t.app.inject({
      method: 'GET',
      url: '/probe/large.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(json.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode('gzip', json.rawPayload))).toEqual({ rows });
    expect(json.rawPayload.byteLength).toBeLessThan(JSON.stringify({ rows }).length / 3);

    const table = await t.app.inject({
      method: 'GET',
      url: '/probe/large.csv',
      headers: { 'accept-encoding': 'br' },
    });
    expect(table.headers['content-encoding']).toBe('br');
    expect(decode('br', table.rawPayload)).toBe(csv);

    const small = await t.app.inject({
      method: 'GET',
      url: '/probe/small.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it('compresses an API answer without losing its no-store caching', async () => {
    const { cookie } = await signUp(t.app, { email: uniqueEmail('compressed') });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(
      JSON.parse(decode(response.headers['content-encoding'] as string | undefined, response.rawPayload)),
    ).toMatchObject({ email: expect.stringContaining('compressed') });
  });
});
