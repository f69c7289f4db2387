import {
  AUTH_FAILURE_QUERY,
  currentUserSchema,
  IDENTITY_BASE_PATH,
  SIGN_IN_FAILED_MESSAGE,
  SIGN_UP_FAILED_MESSAGE,
  signInEmailRequestSchema,
  signUpEmailRequestSchema,
} from '@hireproof/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { RateLimiters } from '../../plugins/rate-limits.ts';
import { ensureAccountEntitlements, findUserById } from './accounts.service.ts';
import { type Auth, OIDC_PROVIDER_ID } from './auth.ts';

interface IdentityDeps {
  config: Config;
  db: Db;
  auth: Auth;
  limiters: RateLimiters;
}

/** Request headers that must not be copied onto the Web Request handed to better-auth. */
const SKIPPED_REQUEST_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'host']);
/** Response headers we set ourselves (the body may be rewritten). */
const SKIPPED_RESPONSE_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'set-cookie']);

/** Our own validation of the two calls the web client makes, so errors name the field. */
const BODY_SCHEMAS: Record<string, ZodType> = {
  [`${IDENTITY_BASE_PATH}/sign-up/email`]: signUpEmailRequestSchema,
  [`${IDENTITY_BASE_PATH}/sign-in/email`]: signInEmailRequestSchema,
};

function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || SKIPPED_REQUEST_HEADERS.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

/** Copies a better-auth response onto the Fastify reply, every Set-Cookie included. */
function copyResponseHeaders(response: Response, reply: FastifyReply): void {
  response.headers.forEach((value, name) => {
    if (!SKIPPED_RESPONSE_HEADERS.has(name)) reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/**
 * Rewrites better-auth's error bodies where they could tell an attacker whether an email is
 * registered, and hides its 5xx details.
 */
function safeErrorBody(path: string, status: number, text: string): string {
  if (status >= 500)
    throw new AppError('INTERNAL', `identity ${path} answered ${status}: ${text.slice(0, 500)}`);
  if (path === `${IDENTITY_BASE_PATH}/sign-in/email` && (status === 401 || status === 403)) {
    return JSON.stringify({ code: 'INVALID_EMAIL_OR_PASSWORD', message: SIGN_IN_FAILED_MESSAGE });
  }
  if (path === `${IDENTITY_BASE_PATH}/sign-up/email` && status === 422) {
    return JSON.stringify({ code: 'SIGN_UP_FAILED', message: SIGN_UP_FAILED_MESSAGE });
  }
  return text;
}

/**
 * better-auth puts the session token in the JSON of sign-up and sign-in as well as in the HttpOnly
 * cookie. Script on the page has no use for it, and an injected script must not be able to read it.
 */
function withoutSessionToken(text: string): string {
  if (!text.startsWith('{')) return text;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    if (!('token' in parsed)) return text;
    const { token: _token, ...rest } = parsed;
    return JSON.stringify(rest);
  } catch {
    return text;
  }
}

export function registerIdentityRoutes(root: FastifyInstance, deps: IdentityDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { auth, config, db, limiters } = deps;
  const appOrigin = new URL(config.appUrl).origin;

  /** Calls a better-auth endpoint from the server itself (login, logout) as if from our origin. */
  async function callAuth(request: FastifyRequest, path: string, body?: unknown): Promise<Response> {
    const headers = new Headers({ origin: appOrigin, 'content-type': 'application/json' });
    if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
    return auth.handler(
      new Request(`${config.appUrl}${IDENTITY_BASE_PATH}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body ?? {}),
      }),
    );
  }

  app.route({
    method: ['GET', 'POST'],
    url: `${IDENTITY_BASE_PATH}/*`,
    preHandler: async (request, reply) => {
      if (request.method !== 'POST') return;
      await limiters.identityPerIp(request, reply);
      const path = request.url.split('?')[0] ?? request.url;
      const schema = BODY_SCHEMAS[path];
      if (schema) {
        await limiters.identityPerEmail(request, reply);
        const parsed = schema.safeParse(request.body);
        if (!parsed.success) throw parsed.error;
      }
    },
    handler: async (request, reply) => {
      const path = request.url.split('?')[0] ?? request.url;
      const hasBody = request.method === 'POST' && request.body !== undefined;
      const response = await auth.handler(
        new Request(new URL(request.url, config.appUrl), {
          method: request.method,
          headers: toWebHeaders(request),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      copyResponseHeaders(response, reply);
      const text = await response.text();
      const body =
        response.status >= 400 ? safeErrorBody(path, response.status, text) : withoutSessionToken(text);
      return reply.status(response.status).send(body);
    },
  });

  app.get('/api/login', async (request, reply) => {
    if (!config.oidc) return reply.redirect('/sign-in');
    try {
      // better-auth registers generic OAuth providers as social providers.
      const response = await callAuth(request, '/sign-in/social', {
        provider: OIDC_PROVIDER_ID,
        callbackURL: `${config.appUrl}/`,
        errorCallbackURL: `${config.appUrl}/?auth=${AUTH_FAILURE_QUERY.failed}`,
        newUserCallbackURL: `${config.appUrl}/`,
        disableRedirect: true,
      });
      const answer = (await response.json().catch(() => undefined)) as { url?: unknown } | undefined;
      if (!response.ok || typeof answer?.url !== 'string') {
        request.log.error({ status: response.status }, 'OIDC sign-in could not start');
        return reply.redirect(`/?auth=${AUTH_FAILURE_QUERY.error}`);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.redirect(answer.url);
    } catch (error) {
      request.log.error({ err: error }, 'OIDC sign-in could not start');
      return reply.redirect(`/?auth=${AUTH_FAILURE_QUERY.error}`);
    }
  });

  app.get('/api/logout', async (request, reply) => {
    if (request.headers.cookie) {
      const response = await callAuth(request, '/sign-out');
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      request.log.info({ event: 'logout', ok: response.ok }, 'signed out');
    }
    return reply.redirect('/');
  });

  app.get('/api/auth/user', { schema: { response: { 200: currentUserSchema } } }, async (request) => {
    const signedIn = request.currentUser;
    if (!signedIn) throw new AppError('UNAUTHORIZED', 'Unauthorized');
    // The session already loaded the account; read it again only when something was owed to it.
    const changed = await ensureAccountEntitlements(db, config, signedIn);
    const fresh = changed ? ((await findUserById(db, signedIn.id)) ?? signedIn) : signedIn;
    return {
      id: fresh.id,
      email: fresh.email,
      firstName: fresh.firstName,
      lastName: fresh.lastName,
      credits: fresh.credits,
      role: fresh.role,
      createdAt: fresh.createdAt.toISOString(),
    };
  });
}
