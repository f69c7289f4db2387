import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Endpoints called by other servers, which authenticate themselves (signature checks) instead. */
export const SAME_ORIGIN_EXEMPT_PATHS: ReadonlySet<string> = new Set([
  '/api/paypal/webhook',
  '/paypal/webhook',
]);

/** True when the Origin names the host the request was sent to (default ports normalised). */
function originMatchesHost(origin: string, host: string): boolean {
  try {
    const parsed = new URL(origin);
    return parsed.host === new URL(`${parsed.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/** True when a browser would only send this request from our own pages. */
export function isSameOriginRequest(request: FastifyRequest, appOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (origin === appOrigin) return true;
    const host = request.headers.host;
    return host !== undefined && origin !== 'null' && originMatchesHost(origin, host);
  }
  const site = request.headers['sec-fetch-site'];
  return site === 'same-origin' || site === 'none';
}

/**
 * CSRF defence on top of SameSite cookies: every POST/PUT/PATCH/DELETE must come from our origin
 * (Origin header equal to APP_URL's origin or to the request's Host; without Origin, a
 * Sec-Fetch-Site of same-origin or none). Anything else is refused before it is parsed.
 */
export function registerSameOriginCheck(app: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const path = request.url.split('?')[0] ?? request.url;
    if (SAME_ORIGIN_EXEMPT_PATHS.has(path)) return;
    if (!isSameOriginRequest(request, appOrigin)) {
      request.log.warn(
        { event: 'csrf_rejected', origin: request.headers.origin },
        'cross-origin request refused',
      );
      throw new AppError('CROSS_ORIGIN', 'Cross-origin request refused');
    }
  });
}
