import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers for every response. The CSP is what the Vite-built SPA needs and no more:
 * scripts only from our origin, inline styles because Radix positions popovers with them,
 * frames only for our own resume previews (same origin, data: and blob: documents).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'data:', 'blob:'],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * helmet's middleware is built once here and run on every request; @fastify/helmet, used before,
 * rebuilt it (parsing the CSP again) for each request.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const apply = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONTENT_SECURITY_POLICY,
        ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // HSTS only means something over TLS; on http://localhost it would pin nothing useful.
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => {
      done(error instanceof Error ? error : undefined);
    });
  });
}
