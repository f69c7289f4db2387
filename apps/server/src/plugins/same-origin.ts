import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Endpoints called by other servers, which authenticate themselves (signature checks) instead. */
export const SAME_ORIGIN_EXEMPT_PATHS: ReadonlySet<string> = new Set([
  '/api/paypal/webhook',
  '/paypal/webhook',
]);

/** The origin in its serialised form (default ports dropped, case folded), or undefined when invalid. */
function serialisedOrigin(origin: string): string | undefined {
  if (origin === 'null') return undefined;
  try {
    return new URL(origin).origin;
  } catch {
    return undefined;
  }
}

/**
 * True when a browser would only send this request from our own pages: the Origin is APP_URL's
 * origin exactly — scheme, host and port — whatever Host header the request carries (an
 * `https://` origin is not ours on an `http://` app). Without Origin, Sec-Fetch-Site decides.
 */
export function isSameOriginRequest(request: FastifyRequest, appOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return serialisedOrigin(origin) === appOrigin;
  const site = request.headers['sec-fetch-site'];
  return site === 'same-origin' || site === 'none';
}

/**
 * CSRF defence on top of SameSite cookies: every POST/PUT/PATCH/DELETE must come from our origin
 * (Origin header equal to APP_URL's origin; without Origin, a Sec-Fetch-Site of same-origin or
 * none). Anything else is refused before it is parsed.
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
