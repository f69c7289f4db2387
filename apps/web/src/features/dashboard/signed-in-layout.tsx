import type { CurrentUser } from '@hireproof/contract';
import type { ReactNode } from 'react';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { DashboardTopBar } from './dashboard-top-bar.tsx';

/** The frame of every signed-in screen: the top bar above the page's own content. */
export function SignedInLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  return (
    <TooltipProvider>
      <div className="flex min-h-dvh flex-col bg-muted/30">
        <DashboardTopBar user={user} />
        <main id="main" className="flex-1">
          {children}
        </main>
      </div>
    </TooltipProvider>
  );
}
