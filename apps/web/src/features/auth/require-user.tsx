import type { CurrentUser } from '@hireproof/contract';
import { type ReactNode, useEffect } from 'react';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { navigateToLogin } from '../../lib/browser-navigation.ts';
import { useCurrentUser } from '../../lib/current-user.ts';

interface RequireUserProps {
  children: (user: CurrentUser) => ReactNode;
}

/**
 * Renders its children only for a signed-in user. A signed-out visitor is sent to sign in through
 * /api/login (the identity provider when configured, else our own sign-in page).
 */
export function RequireUser({ children }: RequireUserProps) {
  const { user, isLoading } = useCurrentUser();
  const mustSignIn = !isLoading && user === null;

  useEffect(() => {
    if (mustSignIn) navigateToLogin();
  }, [mustSignIn]);

  if (user === null) return <PageSpinner label={isLoading ? 'Loading' : 'Redirecting to sign in'} />;
  return <>{children(user)}</>;
}
