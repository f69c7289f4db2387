import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackAddress, isPublicAddress } from './ip-policy.ts';
import { systemNetwork } from './network.ts';
import { checkOutboundUrl, createGuardedFetch, OutboundBlockedError } from './outbound-fetch.ts';

describe('address policy', () => {
  it.each([
    '10.0.0.1',
    '127.0.0.1',
    '0.0.0.0',
    '169.254.169.254',
    '100.64.0.1',
    '192.168.0.1',
    '172.16.5.4',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2002:7f00:1::',
    'fc00::1',
    'fe80::1',
    'ff02::1',
  ])('%s is not public', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it('knows loopback in every spelling', () => {
    for (const ip of ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(ip)).toBe(true);
    for (const ip of ['10.0.0.1', '8.8.8.8', '::2']) expect(isLoopbackAddress(ip)).toBe(false);
  });
});

describe('URL checks before any connection', () => {
  const production = { allowLoopbackHttp: false };
  it.each([
    'https://10.0.0.1/v1',
    'https://127.1/v1',
    'https://0x7f000001/v1',
    'https://2130706433/v1',
    'https://017700000001/v1',
    'https://[::ffff:127.0.0.1]/v1',
    'https://[::1]/v1',
    'https://169.254.169.254/latest/meta-data',
    'https://localhost/v1',
    'https://LOCALHOST./v1',
    'https://api.example.com@127.0.0.1/',
    'http://api.example.com/v1',
    'http://127.0.0.1:8080/v1',
    'file:///etc/passwd',
    'ftp://example.com/',
    'gopher://example.com/',
    'data:text/plain,hi',
    'not a url',
  ])('refuses %s in production', (url) => {
    expect(() => checkOutboundUrl(url, production)).toThrow(OutboundBlockedError);
  });

  it('allows public HTTPS, and HTTP to loopback only when told to', () => {
    expect(checkOutboundUrl('https://openrouter.ai/api/v1', production).hostname).toBe('openrouter.ai');
    expect(() => checkOutboundUrl('http://127.0.0.1:1234/v1', { allowLoopbackHttp: true })).not.toThrow();
    expect(() => checkOutboundUrl('http://localhost:1234/v1', { allowLoopbackHttp: true })).not.toThrow();
    expect(() => checkOutboundUrl('http://10.0.0.1/v1', { allowLoopbackHttp: true })).toThrow(
      OutboundBlockedError,
    );
    expect(() => checkOutboundUrl('http://example.com/v1', { allowLoopbackHttp: true })).toThrow(
      OutboundBlockedError,
    );
  });
});

describe('guarded fetch against a local server', () => {
  let server: Server;
  let port = 0;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      hits += 1;
      if (request.url === '/redirect') {
        response.writeHead(302, { location: `http://127.0.0.1:${port}/secret` });
        return response.end();
      }
      if (request.url === '/big') {
        response.writeHead(200);
        return response.end('x'.repeat(5000));
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ path: request.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reaches loopback over HTTP only when allowed', async () => {
    const allowed = createGuardedFetch({ allowLoopbackHttp: true });
    const response = await allowed(`http://127.0.0.1:${port}/ok`);
    expect(await response.json()).toEqual({ path: '/ok' });
    const before = hits;
    await expect(
      createGuardedFetch({ allowLoopbackHttp: false })(`http://127.0.0.1:${port}/ok`),
    ).rejects.toThrow(OutboundBlockedError);
    expect(hits).toBe(before);
  });

  it('does not follow redirects', async () => {
    const guarded = createGuardedFetch({ allowLoopbackHttp: true });
    const before = hits;
    const response = await guarded(`http://127.0.0.1:${port}/redirect`);
    expect(response.status).toBe(302);
    expect(hits).toBe(before + 1);
  });

  it('caps the response size', async () => {
    const guarded = createGuardedFetch({ allowLoopbackHttp: true, maxResponseBytes: 1000 });
    await expect(guarded(`http://127.0.0.1:${port}/big`)).rejects.toThrow(/larger than 1000 bytes/);
  });

  it('checks the address DNS returns before connecting (a name pointing at loopback is refused)', async () => {
    // A name that "resolves" to loopback: HTTPS must refuse it before connecting.
    const rebinding = createGuardedFetch({
      allowLoopbackHttp: false,
      network: {
        resolve: async () => [{ address: '127.0.0.1', family: 4 }],
        connect: systemNetwork.connect,
      },
    });
    const before = hits;
    await expect(rebinding(`https://provider.example:${port}/ok`)).rejects.toThrow(/non-public/);
    expect(hits).toBe(before);
  });

  it('gives up on a name that never resolves at the deadline', async () => {
    const stuck = createGuardedFetch({
      allowLoopbackHttp: false,
      timeoutMs: 300,
      network: { resolve: () => new Promise(() => undefined), connect: systemNetwork.connect },
    });
    const started = Date.now();
    await expect(stuck('https://provider.example/v1')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('honours the caller signal', async () => {
    const guarded = createGuardedFetch({ allowLoopbackHttp: true });
    const controller = new AbortController();
    controller.abort(new Error('cancelled by caller'));
    await expect(guarded(`http://127.0.0.1:${port}/ok`, { signal: controller.signal })).rejects.toThrow(
      /cancelled/,
    );
  });
});
