import { RequireUser } from '../features/auth/require-user.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /dashboard: signed-in users only. */
export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  return <RequireUser>{(user) => <DashboardPage user={user} />}</RequireUser>;
}
