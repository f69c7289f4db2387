import { useEffect, useRef } from 'react';
import { useParams } from 'wouter';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { ApplicationDetailPage } from '../features/application-detail/application-detail-page.tsx';
import { SignedInLayout } from '../features/dashboard/signed-in-layout.tsx';
import { useCurrentUser } from '../lib/current-user.ts';
import { handleUnauthorized } from '../lib/unauthorized.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/**
 * /applications/:id (its own chunk). SPEC §2: a signed-out visitor gets a toast, then goes to
 * /api/login after 500 ms.
 */
export function ApplicationRoute() {
  useDocumentTitle('Application');
  const { id } = useParams<{ id: string }>();
  const { user, isLoading } = useCurrentUser();
  const isSignedOut = !isLoading && user === null;
  const hasRedirected = useRef(false);

  useEffect(() => {
    if (!isSignedOut || hasRedirected.current) return;
    hasRedirected.current = true;
    handleUnauthorized();
  }, [isSignedOut]);

  if (user === null) return <PageSpinner label={isLoading ? 'Loading' : 'Redirecting to sign in'} />;
  return (
    <SignedInLayout user={user}>
      <ApplicationDetailPage id={id} />
    </SignedInLayout>
  );
}
