import { RequireUser } from '../features/auth/require-user.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';

/** /dashboard: signed-in users only. */
export function DashboardRoute() {
  return <RequireUser>{(user) => <DashboardPage user={user} />}</RequireUser>;
}
