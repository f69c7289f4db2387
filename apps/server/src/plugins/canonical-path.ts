import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error.ts';
import { isApiRoute } from '../http/route-access.ts';

export const NON_CANONICAL_PATH_MESSAGE = 'Request path is not in canonical form';

/** The path part of a request target as sent (origin-form or absolute-form), undecoded. */
function rawPathOf(target: string): { path: string; absoluteForm: boolean } {
  const absoluteForm = !target.startsWith('/');
  let path = target;
  if (absoluteForm) {
    try {
      path = new URL(target).pathname;
    } catch {
      path = target;
    }
  }
  const query = path.indexOf('?');
  return { path: query === -1 ? path : path.slice(0, query), absoluteForm };
}

function safelyDecoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** True when the router could take this request target for an /api route, however it is spelled. */
export function pointsAtApi(target: string): boolean {
  const decoded = safelyDecoded(rawPathOf(target).path);
  const collapsed = decoded
    .toLowerCase()
    .replaceAll('\\', '/')
    .replace(/\/{2,}/g, '/');
  // Resolve dot segments the way a lenient router or proxy might.
  const folded = new URL(collapsed.startsWith('/') ? collapsed : `/${collapsed}`, 'http://x').pathname;
  return isApiRoute(folded) || folded.startsWith('/api.');
}

/**
 * Why an /api request target is not canonical, or undefined when it is (or is not under /api).
 * One spelling per route, so that rate limits keyed by path, the per-route validation of the
 * identity calls and the route's classification all see the same thing the router matched:
 * `/api/identity/./sign-in/email` or `/%61pi/auth/user` must not reach a route by another name.
 */
export function nonCanonicalApiPath(target: string): string | undefined {
  if (!pointsAtApi(target)) return undefined;
  const { path, absoluteForm } = rawPathOf(target);
  if (absoluteForm) return 'absolute-form request target';
  if (path.includes('%')) return 'percent-encoded path';
  if (path.includes('\\')) return 'backslash in path';
  if (path.includes('//')) return 'empty path segment';
  if (path !== path.toLowerCase()) return 'upper-case letters in path';
  const segments = path.split('/').slice(1);
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'dot segment';
  if (segments.some((segment) => segment.endsWith('.'))) return 'trailing dot in a segment';
  return undefined;
}

/**
 * Refuses a non-canonical /api path with 400 before anything else runs for it (access checks,
 * rate limits, body parsing and validation are later hooks).
 */
export function registerCanonicalPathCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const problem = nonCanonicalApiPath(request.raw.url ?? request.url);
    if (problem === undefined) return;
    request.log.warn({ event: 'non_canonical_path', problem }, 'non-canonical /api path refused');
    throw new AppError('INVALID_INPUT', NON_CANONICAL_PATH_MESSAGE);
  });
}
