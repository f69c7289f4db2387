import { RequireUser } from '../features/auth/require-user.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { DashboardPage } from './dashboard-page.tsx';

/** /dashboard: signed-in users only. */
export function DashboardRoute() {
  useDocumentTitle('Dashboard');
  return <RequireUser>{(user) => <DashboardPage user={user} />}</RequireUser>;
}
