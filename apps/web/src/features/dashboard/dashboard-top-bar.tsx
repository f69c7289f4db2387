import type { CurrentUser } from '@hireproof/contract';
import { LogOut, Shield } from 'lucide-react';
import { LinkButton } from '../../components/link-button.tsx';
import { Logo } from '../../components/logo.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LOGOUT_URL } from '../../lib/browser-navigation.ts';
import { CreditsDisplay } from './credits-display.tsx';

/** The signed-in header: logo, credits, Admin (admins only) and Logout. */
export function DashboardTopBar({ user }: { user: CurrentUser }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <Logo href="/dashboard" nameClassName="max-sm:sr-only" />
        <div className="flex items-center gap-1.5 sm:gap-3">
          <CreditsDisplay user={user} />
          {user.role === 'admin' ? (
            <LinkButton href="/admin" icon={Shield} variant="outline" size="sm">
              <span className="max-sm:sr-only">Admin</span>
            </LinkButton>
          ) : null}
          <ThemeToggle />
          {/* A real navigation: the server ends the session and redirects home. */}
          <Button asChild variant="ghost" size="sm">
            <a href={LOGOUT_URL}>
              <LogOut aria-hidden="true" />
              <span className="max-sm:sr-only">Logout</span>
            </a>
          </Button>
        </div>
      </div>
    </header>
  );
}
