import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../app-error.ts';
import { type Access, accessOf, isClassifiedRoute, type RouteAccessTable } from '../http/route-access.ts';
import type { findUserById } from '../modules/identity/accounts.service.ts';
import type { Auth } from '../modules/identity/index.ts';
import type { SessionMemo } from './session-memo.ts';

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export interface ClassifiedRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, set by the access check on user and admin routes. */
    currentUser: CurrentUser | null;
  }
  interface FastifyInstance {
    /** Every /api route with its access level, as registered (the route-walk test reads it). */
    apiRoutes: ClassifiedRoute[];
  }
}

/** The signed-in user's id behind a request's cookies, or null (see createSessionReader). */
export type ReadSession = (request: FastifyRequest, reply?: FastifyReply) => Promise<string | null>;

/**
 * Reads the session behind the request's cookie: from the memo of headers this process has verified
 * (session-memo.ts) while no change to that user was announced, else through better-auth from the
 * session table. A header better-auth accepted without refreshing anything is remembered, unless
 * a change was announced while it was being checked.
 */
export function createSessionReader(auth: Auth, memo: SessionMemo): ReadSession {
  return async (request, reply) => {
    const cookie = request.headers.cookie;
    if (!cookie) return null;
    const remembered = memo.userId(cookie);
    if (remembered) return remembered;
    const mark = memo.mark();
    const headers = new Headers();
    headers.set('cookie', cookie);
    const { headers: answered, response } = await auth.api.getSession({ headers, returnHeaders: true });
    const cookies = answered.getSetCookie();
    if (reply && cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response) return null;
    if (cookies.length === 0) {
      memo.remember(cookie, response.user.id, new Date(response.session.expiresAt).getTime(), mark);
    }
    return response.user.id;
  };
}

/**
 * The account row of a signed-in user, with whatever it is owed settled: from the web process's
 * account cache while no change to it has been announced, else from the database (app.ts). The row,
 * not the session's signed copy, decides role and credits, so a demotion or a spent credit counts
 * as soon as it is announced.
 */
export type ReadAccount = (userId: string) => Promise<CurrentUser | undefined>;

/** Reads the session (see createSessionReader) and the account it belongs to. */
async function resolveCurrentUser(
  deps: { readSession: ReadSession; readAccount: ReadAccount },
  request: FastifyRequest,
  reply?: FastifyReply,
): Promise<CurrentUser | null> {
  const userId = await deps.readSession(request, reply);
  if (!userId) return null;
  return (await deps.readAccount(userId)) ?? null;
}

/**
 * Classifies every /api route as it is registered (an unclassified one stops the app from
 * starting) and puts the matching check in front of everything else the route does: 401 without a session, 403
 * for a non-admin on admin routes.
 */
export function registerAccessControl(
  app: FastifyInstance,
  deps: { readSession: ReadSession; readAccount: ReadAccount; routeAccess: RouteAccessTable },
): void {
  app.decorateRequest('currentUser', null);
  const classified: ClassifiedRoute[] = [];
  app.decorate('apiRoutes', classified);

  const checks: Record<Exclude<Access, 'public'>, onRequestHookHandler> = {
    user: async (request, reply) => {
      request.currentUser = await resolveCurrentUser(deps, request, reply);
      if (!request.currentUser) throw new AppError('UNAUTHORIZED', 'Unauthorized');
    },
    admin: async (request, reply) => {
      request.currentUser = await resolveCurrentUser(deps, request, reply);
      if (!request.currentUser) throw new AppError('UNAUTHORIZED', 'Unauthorized');
      if (request.currentUser.role !== 'admin') {
        request.log.warn({ event: 'authz_denied', userId: request.currentUser.id }, 'admin route refused');
        throw new AppError('FORBIDDEN', 'Forbidden');
      }
    },
  };

  app.addHook('onRoute', (route) => {
    if (!isClassifiedRoute(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const levels = new Set(methods.map((method) => accessOf(deps.routeAccess, method, route.url)));
    if (levels.has(undefined)) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} is not classified in ROUTE_ACCESS (public, user or admin)`,
      );
    }
    if (levels.size > 1) throw new Error(`Route ${route.url} mixes access levels across its methods`);
    const [level] = levels as Set<Access>;
    if (level === undefined) return;
    for (const method of methods) classified.push({ method, url: route.url, access: level });
    if (level === 'public') return;
    // onRequest runs before the body is read and the input validated, so a caller without the
    // right session learns nothing about what the route would accept.
    const existing = route.onRequest
      ? Array.isArray(route.onRequest)
        ? route.onRequest
        : [route.onRequest]
      : [];
    route.onRequest = [checks[level], ...existing];
  });
}
