import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { useCurrentUser } from '../lib/current-user.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /sign-in: our own email and password page; someone already signed in goes to the dashboard. */
export function SignInRoute() {
  useDocumentTitle('Sign In');
  const { user, isLoading } = useCurrentUser();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (user) navigate('/dashboard', { replace: true });
  }, [user, navigate]);
  if (isLoading || user) return <PageSpinner />;
  const initialMode =
    new URLSearchParams(window.location.search).get('mode') === 'sign-up' ? 'sign-up' : 'sign-in';
  return <SignInPage initialMode={initialMode} />;
}
