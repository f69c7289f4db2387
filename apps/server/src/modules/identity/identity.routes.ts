import {
  AUTH_FAILURE_QUERY,
  changePasswordRequestSchema,
  currentUserSchema,
  IDENTITY_BASE_PATH,
  resetPasswordRequestSchema,
  SIGN_IN_FAILED_MESSAGE,
  SIGN_UP_RECEIVED_BODY,
  signInEmailRequestSchema,
  signUpEmailRequestSchema,
  updateUserRequestSchema,
} from '@hireproof/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import type { ReadAccount, ReadSession } from '../../plugins/access-control.ts';
import type { RateLimiters } from '../../plugins/rate-limits.ts';
import type { SessionMemo } from '../../plugins/session-memo.ts';
import { type Auth, OIDC_PROVIDER_ID } from './auth.ts';

interface IdentityDeps {
  config: Config;
  auth: Auth;
  /** The session reader the access check uses (plugins/access-control.ts). */
  readSession: ReadSession;
  /** The account reader the access check uses, through the account cache (app.ts). */
  readAccount: ReadAccount;
  limiters: RateLimiters;
  /**
   * The memo of verified sessions: a sign-out, a revocation or a password change made through this
   * process forgets the user's entries at once, before the database's announcement arrives.
   */
  sessionMemo: SessionMemo;
}

const SIGN_UP_PATH = `${IDENTITY_BASE_PATH}/sign-up/email`;

/** Request headers that must not be copied onto the Web Request handed to better-auth. */
const SKIPPED_REQUEST_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'host']);
/** Response headers we set ourselves (the body may be rewritten). */
const SKIPPED_RESPONSE_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'set-cookie']);

/**
 * Our own validation of the better-auth calls that take a password or a name, so errors name the
 * field and our rules (length counted in characters, bounded names) hold on every route, not only
 * on the two the web client calls. Paths are canonical by now (plugins/canonical-path.ts).
 */
const BODY_SCHEMAS: ReadonlyMap<string, ZodType> = new Map<string, ZodType>([
  [SIGN_UP_PATH, signUpEmailRequestSchema],
  [`${IDENTITY_BASE_PATH}/sign-in/email`, signInEmailRequestSchema],
  [`${IDENTITY_BASE_PATH}/change-password`, changePasswordRequestSchema],
  [`${IDENTITY_BASE_PATH}/reset-password`, resetPasswordRequestSchema],
  [`${IDENTITY_BASE_PATH}/update-user`, updateUserRequestSchema],
]);

/** No better-auth call needs a longer text field than this (tokens, URLs, names, passwords). */
const IDENTITY_TEXT_MAX_LENGTH = 2048;

/** True when any string in the body, at any depth, is too long or holds a NUL character. */
function hasUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.length > IDENTITY_TEXT_MAX_LENGTH || value.includes('\0');
  if (depth > 4 || value === null || typeof value !== 'object') return depth > 4;
  return Object.values(value).some((item) => hasUnsafeText(item, depth + 1));
}

/** A plain page (no script, so the CSP holds) that asks before signing out. */
const LOGOUT_CONFIRMATION_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Log out? - Hireproof</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto; padding: 0 1rem;">
<main>
<h1>Log out?</h1>
<p>Do you want to log out of Hireproof?</p>
<form method="post" action="/api/logout"><button type="submit">Log out</button></form>
<p><a href="/dashboard">Stay signed in</a></p>
</main>
</body>
</html>
`;

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
  return text;
}

/** Drops every `token` field, at any depth, from a parsed JSON value. */
function stripTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, item]) => [key, stripTokens(item)]),
  );
}

/**
 * better-auth puts session tokens in JSON bodies (sign-up, sign-in, get-session, list-sessions) as
 * well as in the HttpOnly cookie. Script on the page has no use for them, and an injected script
 * must not be able to read one.
 */
function withoutSessionTokens(text: string): string {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return text;
  try {
    return JSON.stringify(stripTokens(JSON.parse(text)));
  } catch {
    return text;
  }
}

export function registerIdentityRoutes(root: FastifyInstance, deps: IdentityDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { auth, config, limiters, readSession, readAccount, sessionMemo } = deps;
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
      const body = request.body as { email?: unknown } | undefined;
      if (typeof body?.email === 'string') await limiters.identityPerEmail(request, reply);
      if (hasUnsafeText(request.body)) throw new AppError('INVALID_INPUT', 'Invalid input');
      const schema = BODY_SCHEMAS.get(path);
      if (schema) {
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
      // Any change made with a session (sign-out, revoke, change password…) may end sessions.
      if (request.method === 'POST' && request.headers.cookie)
        sessionMemo.forgetUserOf(request.headers.cookie);
      copyResponseHeaders(response, reply);
      const text = await response.text();
      if (path === SIGN_UP_PATH && (response.ok || response.status === 422)) {
        // Created, or the email is taken (better-auth's 422): one answer for both.
        return reply.status(200).type('application/json').send(JSON.stringify(SIGN_UP_RECEIVED_BODY));
      }
      const body =
        response.status >= 400 ? safeErrorBody(path, response.status, text) : withoutSessionTokens(text);
      return reply.status(response.status).send(body);
    },
  });

  app.get('/api/login', async (request, reply) => {
    // The landing's 'free start' calls to action ask for the Create account tab (?mode=sign-up).
    const signUp = (request.query as { mode?: unknown }).mode === 'sign-up';
    if (!config.oidc) return reply.redirect(signUp ? '/sign-in?mode=sign-up' : '/sign-in');
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

  async function signOut(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.cookie) {
      const response = await callAuth(request, '/sign-out');
      sessionMemo.forgetUserOf(request.headers.cookie);
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      request.log.info({ event: 'logout', ok: response.ok }, 'signed out');
    }
    return reply.redirect('/');
  }

  // SPEC: logout is a GET link. It acts at once only for our own pages' links and for a typed
  // address (Sec-Fetch-Site same-origin or none); a link or image on another site gets a page that
  // asks, so no third party can sign a person out.
  app.get('/api/logout', async (request, reply) => {
    const site = request.headers['sec-fetch-site'];
    if (site === 'same-origin' || site === 'none') return signOut(request, reply);
    return reply.type('text/html; charset=utf-8').send(LOGOUT_CONFIRMATION_PAGE);
  });

  // The confirmation page's button; the same-origin check refuses it from anywhere else.
  app.post('/api/logout', signOut);

  // A public route: "who is signed in?" has an answer for everyone. A visitor without a session cookie
  // gets 204 No Content, not 401, so a signed-out first visit logs no failed request in the browser
  // console (ADR 0025). A session cookie that no longer opens a session still answers 401: that
  // session ended, which the web tells the person.
  app.get(
    '/api/auth/user',
    { schema: { response: { 200: currentUserSchema, 204: z.null() } } },
    async (request, reply) => {
      const userId = await readSession(request, reply);
      // The account with whatever it is owed settled: from the account cache, or one query.
      const fresh = userId ? await readAccount(userId) : undefined;
      if (!fresh) {
        if (carriesSessionCookie(request)) throw new AppError('UNAUTHORIZED', 'Unauthorized');
        return reply.code(204).send(null);
      }
      return {
        id: fresh.id,
        email: fresh.email,
        firstName: fresh.firstName,
        lastName: fresh.lastName,
        credits: fresh.credits,
        role: fresh.role,
        createdAt: fresh.createdAt.toISOString(),
      };
    },
  );
}

/** better-auth's session cookie, with or without the __Secure- prefix it gets behind HTTPS. */
function carriesSessionCookie(request: FastifyRequest): boolean {
  return Object.keys(request.cookies ?? {}).some((name) => name.endsWith('session_token'));
}
