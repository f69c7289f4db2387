import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app.ts';

/** A provider that only publishes its discovery document: enough to start a sign-in. */
async function startDiscoveryServer(): Promise<{ server: Server; issuer: string }> {
  const server = createServer((request, response) => {
    const { port } = server.address() as AddressInfo;
    const issuer = `http://127.0.0.1:${port}`;
    if (request.url === '/.well-known/openid-configuration') {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, issuer: `http://127.0.0.1:${port}` };
}

describe('GET /api/login with an OIDC provider', () => {
  let t: TestApp;
  let provider: { server: Server; issuer: string };

  beforeAll(async () => {
    provider = await startDiscoveryServer();
    t = await createTestApp('pglite', {
      env: { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: 'hireproof-client', OIDC_CLIENT_SECRET: 'shh' },
    });
  });
  afterAll(async () => {
    await t?.close();
    provider?.server.close();
  });

  it('redirects to the provider with state, PKCE (S256) and a nonce', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/authorize`);
    const params = location.searchParams;
    expect(params.get('client_id')).toBe('hireproof-client');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe(`${TEST_APP_URL}/api/identity/callback/oidc`);
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(params.get('state')?.length).toBeGreaterThanOrEqual(16);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')?.length).toBeGreaterThanOrEqual(43);
    expect(params.get('nonce')?.length).toBeGreaterThanOrEqual(16);
    const second = new URL(
      String((await t.app.inject({ method: 'GET', url: '/api/login' })).headers.location),
    );
    expect(second.searchParams.get('state')).not.toBe(params.get('state'));
  });

  it('sends a callback with a forged state back to the landing page with ?auth=', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/identity/callback/oidc?code=stolen&state=forged-state-value',
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location), TEST_APP_URL);
    expect(location.origin).toBe(TEST_APP_URL);
    expect(location.pathname).toBe('/');
    expect(['failed', 'error']).toContain(location.searchParams.get('auth'));
    expect(response.cookies.some((c) => c.name.endsWith('session_token') && c.value)).toBe(false);
  });
});

describe('GET /api/login when the provider is unreachable', () => {
  it('returns to the landing page with ?auth=error', async () => {
    const t = await createTestApp('pglite', {
      env: { OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/login' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/?auth=error');
    } finally {
      await t.close();
    }
  });
});
