import type { CurrentUser } from '@hireproof/contract';
import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { LinkButton } from '../components/link-button.tsx';
import { CreateApplicationForm } from '../features/applications/create-application-form.tsx';
import { RecentApplications } from '../features/applications/recent-applications.tsx';
import { BuyCreditsCard } from '../features/billing/buy-credits-card.tsx';
import { PaymentSetupCard } from '../features/billing/payment-setup.tsx';
import { SignedInLayout } from '../features/dashboard/signed-in-layout.tsx';
import { isAdmin } from '../lib/current-user.ts';
import { applicationChunk } from './application-chunk.ts';
import { greetingFor } from './dashboard-greeting.ts';

/**
 * The signed-in home (`/` and `/dashboard`): the welcome line, then the three blocks of SPEC §2 —
 * Buy Credits and Create New Application side by
 * side on wide screens, then Recent Applications across the full width.
 */
export function DashboardPage({ user }: { user: CurrentUser }) {
  // Fetch the application page's code while the dashboard is shown, so opening one goes straight to
  // its own 'Loading application...' state in this frame, never through a full-screen spinner.
  useEffect(() => {
    applicationChunk.preload().catch(() => undefined);
  }, []);
  return (
    <SignedInLayout user={user}>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
        <section
          aria-labelledby="welcome-heading"
          className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <h1 id="welcome-heading" className="text-2xl font-semibold tracking-tight">
              Dashboard
            </h1>
            <p className="truncate text-muted-foreground">
              {greetingFor(user, Date.now())}
              <span className="font-medium text-foreground">{user.email}</span>
            </p>
          </div>
          <LinkButton href="/create-resume" icon={Plus} size="lg">
            Create New Resume
          </LinkButton>
        </section>
        <div
          className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
          data-slot="dashboard-blocks"
        >
          {isAdmin(user) ? <PaymentSetupCard className="min-w-0" /> : <BuyCreditsCard className="min-w-0" />}
          <CreateApplicationForm user={user} />
          <RecentApplications className="lg:col-span-2" />
        </div>
      </div>
    </SignedInLayout>
  );
}
