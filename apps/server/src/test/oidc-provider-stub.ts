import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The person the next sign-in at the stub provider is for. */
export interface OidcIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

export interface OidcProviderStub {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Issues a one-time authorization code for this identity, bound to the nonce of the sign-in. */
  authorize(identity: OidcIdentity, nonce: string): string;
  close(): Promise<void>;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * An OpenID Connect provider that follows the published contract closely enough for a real
 * authorization-code sign-in: discovery, JWKS with an RSA key, a token endpoint that checks the
 * client's credentials and the one-time code and answers an RS256-signed ID token (iss, aud, sub,
 * email, email_verified, nonce, iat, exp), and userinfo. The browser's visit to the authorization
 * endpoint is replaced by authorize(), which the test calls with the nonce our server sent.
 */
export async function startOidcProviderStub(): Promise<OidcProviderStub> {
  const clientId = 'hireproof-client';
  const clientSecret = `secret-${randomUUID()}`;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const codes = new Map<string, { identity: OidcIdentity; nonce: string }>();
  const tokens = new Map<string, OidcIdentity>();
  let issuer = '';

  function idToken(identity: OidcIdentity, nonce: string): string {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
    const payload = base64url(
      JSON.stringify({
        iss: issuer,
        aud: clientId,
        sub: identity.sub,
        email: identity.email,
        email_verified: identity.emailVerified,
        name: identity.name ?? identity.email,
        nonce,
        iat: now,
        exp: now + 300,
      }),
    );
    const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey);
    return `${header}.${payload}.${base64url(signature)}`;
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') {
      return json(200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
    }
    if (url.pathname === '/userinfo') {
      const identity = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!identity) return json(401, { error: 'invalid_token' });
      return json(200, { sub: identity.sub, email: identity.email, email_verified: identity.emailVerified });
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const form = new URLSearchParams(body);
        const basic = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
          .toString()
          .split(':')
          .map(decodeURIComponent);
        const [id, secret] = basic.length === 2 ? basic : [form.get('client_id'), form.get('client_secret')];
        if (id !== clientId || secret !== clientSecret) return json(401, { error: 'invalid_client' });
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!grant || form.get('grant_type') !== 'authorization_code')
          return json(400, { error: 'invalid_grant' });
        const accessToken = randomUUID();
        tokens.set(accessToken, grant.identity);
        return json(200, {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 300,
          id_token: idToken(grant.identity, grant.nonce),
        });
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId,
    clientSecret,
    authorize(identity, nonce) {
      const code = randomUUID();
      codes.set(code, { identity, nonce });
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
