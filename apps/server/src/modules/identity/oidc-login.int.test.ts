import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OidcIdentity,
  type OidcProviderStub,
  startOidcProviderStub,
} from '../../test/oidc-provider-stub.ts';
import { createTestApp, sessionCookie, TEST_APP_URL, type TestApp } from '../../test/test-app.ts';

describe('GET /api/login with an OIDC provider', () => {
  let t: TestApp;
  let provider: OidcProviderStub;

  beforeAll(async () => {
    provider = await startOidcProviderStub();
    t = await createTestApp('pglite', {
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
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

describe('OIDC sign-in and the admin role', () => {
  let provider: OidcProviderStub;
  let t: TestApp;
  const unverifiedAdmin = 'oidc-unverified-boss@example.test';
  const verifiedAdmin = 'oidc-verified-boss@example.test';

  beforeAll(async () => {
    provider = await startOidcProviderStub();
    t = await createTestApp('pglite', {
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        ADMIN_EMAILS: `${unverifiedAdmin}, ${verifiedAdmin.toUpperCase()}`,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** The whole code flow: our redirect, the provider's code for this identity, our callback. */
  async function signInAtProvider(identity: OidcIdentity): Promise<string> {
    const login = await t.app.inject({ method: 'GET', url: '/api/login' });
    const authorize = new URL(String(login.headers.location));
    const code = provider.authorize(identity, authorize.searchParams.get('nonce')!);
    const cookies = login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const callback = await t.app.inject({
      method: 'GET',
      url: `/api/identity/callback/oidc?code=${code}&state=${authorize.searchParams.get('state')}`,
      headers: { cookie: cookies },
    });
    expect(callback.statusCode).toBe(302);
    expect(String(callback.headers.location)).toBe(`${TEST_APP_URL}/`);
    return sessionCookie(callback);
  }

  const roleOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json().role;

  it('keeps an ADMIN_EMAILS address a user while the provider says email_verified: false', async () => {
    const cookie = await signInAtProvider({
      sub: 'unverified-1',
      email: unverifiedAdmin,
      emailVerified: false,
    });
    expect(await roleOf(cookie)).toBe('user');
  });

  it('makes an ADMIN_EMAILS address (any case) admin when the provider has verified it', async () => {
    const cookie = await signInAtProvider({ sub: 'verified-1', email: verifiedAdmin, emailVerified: true });
    expect(await roleOf(cookie)).toBe('admin');
  });

  it('keeps a verified address that ADMIN_EMAILS does not list a user', async () => {
    const cookie = await signInAtProvider({
      sub: 'verified-2',
      email: 'someone@example.test',
      emailVerified: true,
    });
    expect(await roleOf(cookie)).toBe('user');
  });
});
