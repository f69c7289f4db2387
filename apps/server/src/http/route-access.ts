/**
 * Who may call each /api route — the one place that says so (DESIGN §7). Keys are
 * "<METHOD> <route pattern>"; "*" as the method covers every method of a catch-all route.
 * Registering an /api route missing from this table fails at start-up, and the route walk test
 * proves user routes answer 401 without a session and admin routes 403 for a user.
 */
export type Access = 'public' | 'user' | 'admin';
export type RouteAccessTable = Readonly<Record<string, Access>>;

export const ROUTE_ACCESS: RouteAccessTable = {
  // better-auth: sign-up, sign-in, sign-out, OIDC callback… (it checks sessions itself)
  '* /api/identity/*': 'public',
  'GET /api/login': 'public',
  'GET /api/logout': 'public',
  'POST /api/logout': 'public',
  // answers 204 without a session (identity.routes.ts): signed out is an answer, not an error
  'GET /api/auth/user': 'public',
  'GET /api/settings': 'public',
  'POST /api/contact': 'public',
  // applications, the queue and live scoring (ownership is checked in the service: 404 for others')
  'POST /api/applications': 'user',
  'POST /api/applications/from-scratch': 'user',
  'GET /api/applications': 'user',
  'GET /api/applications/:id': 'user',
  'DELETE /api/applications/:id': 'user',
  'GET /api/applications/:id/readability': 'user',
  'POST /api/applications/:id/add-keywords': 'user',
  'PUT /api/applications/:id/cover-letter-skip': 'user',
  'GET /api/applications/:id/jobs': 'user',
  'GET /api/applications/:id/export/:document/:format': 'user',
  // review before sending (issue 11): no credit, the caller's own application only
  'GET /api/applications/:id/review': 'user',
  'PUT /api/applications/:id/changes/:change': 'user',
  'POST /api/applications/:id/fill': 'user',
  'GET /api/applications/:id/questions': 'user',
  'POST /api/applications/:id/answers': 'user',
  'PUT /api/applications/:id/templates': 'user',
  'PUT /api/applications/:id/cover-letter': 'user',
  'POST /api/applications/:id/structure': 'user',
  'GET /api/applications/:id/thumbnails/:template': 'user',
  'GET /api/applications/:id/ats-check/:format': 'user',
  'GET /api/applications/:id/revisions': 'user',
  'POST /api/applications/:id/revisions/:number/restore': 'user',
  'GET /api/queue/stats': 'user',
  'POST /api/analysis/readability': 'user',
  // fit of an upload and a posting before a credit is spent (nothing stored; rate-limited per user)
  'POST /api/analysis/fit': 'user',
  // job description from a job-board link (rate-limited per user; outbound guard in http/outbound)
  'POST /api/extract-job-description': 'user',
  // the builder's one server-saved draft per user (keyed by the session's user)
  'GET /api/builder/draft': 'user',
  'PUT /api/builder/draft': 'user',
  'DELETE /api/builder/draft': 'user',
  'POST /api/builder/preview': 'user',
  'POST /api/builder/import': 'user',
  'POST /api/builder/export': 'user',
  // the builder's AI helpers (rate-limited per user)
  'POST /api/create-resume/ai-summarize': 'user',
  'POST /api/create-resume/ai-bullets': 'user',
  'POST /api/create-resume/ai-skills': 'user',
  // orders and payments (own orders only: another user's order is 404)
  'POST /api/orders': 'user',
  'GET /api/orders': 'user',
  'POST /api/orders/:id/complete': 'user',
  'GET /api/orders/:id/receipt': 'user',
  'POST /paypal/order': 'user',
  'POST /paypal/order/:token/capture': 'user',
  // called by PayPal, authenticated by verify-webhook-signature (and exempt from the same-origin check)
  'POST /paypal/webhook': 'public',
  // admin console
  'GET /api/admin/orders': 'admin',
  'POST /api/admin/orders/:id/approve': 'admin',
  'POST /api/admin/orders/:id/reject': 'admin',
  'POST /api/admin/cleanup-paypal': 'admin',
  'GET /api/admin/orders/completed': 'admin',
  'GET /api/admin/orders/export': 'admin',
  'PUT /api/admin/settings': 'admin',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/api-configs': 'admin',
  'POST /api/admin/api-configs': 'admin',
  'PUT /api/admin/api-configs/:id': 'admin',
  'DELETE /api/admin/api-configs/:id': 'admin',
  'POST /api/admin/api-configs/:id/test': 'admin',
  // Prometheus scrape: no session, a bearer token from METRICS_TOKEN instead (metrics/metrics.routes.ts)
  'GET /metrics': 'public',
};

/** The access of a route, or undefined when it is not classified. HEAD follows GET. */
export function accessOf(table: RouteAccessTable, method: string, url: string): Access | undefined {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return table[`${verb} ${url}`] ?? table[`* ${url}`];
}

export const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/** Routes that must be classified: /api, the PayPal routes the client calls outside it, and /metrics. */
export const isClassifiedRoute = (url: string) =>
  isApiRoute(url) || url.startsWith('/paypal/') || url === '/metrics';
