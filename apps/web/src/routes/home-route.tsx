import { lazy, Suspense } from 'react';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { useCurrentUser } from '../lib/current-user.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

// Signed-in visitors get the dashboard as a separate chunk, so first-time visitors never download it.
const DashboardPage = lazy(async () => ({
  default: (await import('./dashboard-page.tsx')).DashboardPage,
}));

/** `/`: the landing page when signed out, the dashboard when signed in (SPEC §2). */
export function HomeRoute() {
  const { user, isLoading } = useCurrentUser();
  useDocumentTitle(isLoading ? null : user ? 'Dashboard' : 'ATS-ready resumes and cover letters');
  if (isLoading) return <PageSpinner />;
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <DashboardPage user={user} />
    </Suspense>
  );
}
