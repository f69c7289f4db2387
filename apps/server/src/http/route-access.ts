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
  'GET /api/auth/user': 'user',
  'GET /api/settings': 'public',
  'POST /api/contact': 'public',
  // applications, the queue and live scoring (ownership is checked in the service: 404 for others')
  'POST /api/applications': 'user',
  'GET /api/applications': 'user',
  'GET /api/applications/:id': 'user',
  'DELETE /api/applications/:id': 'user',
  'GET /api/applications/:id/readability': 'user',
  'POST /api/applications/:id/add-keywords': 'user',
  'GET /api/applications/:id/jobs': 'user',
  'GET /api/applications/:id/export/:document/:format': 'user',
  'GET /api/queue/stats': 'user',
  'POST /api/analysis/readability': 'user',
};

/** The access of a route, or undefined when it is not classified. HEAD follows GET. */
export function accessOf(table: RouteAccessTable, method: string, url: string): Access | undefined {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return table[`${verb} ${url}`] ?? table[`* ${url}`];
}

export const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');
