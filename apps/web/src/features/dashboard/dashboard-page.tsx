import type { CurrentUser } from '@hireproof/contract';
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { CreateApplicationForm } from '../applications/create-application-form.tsx';
import { RecentApplications } from '../applications/recent-applications.tsx';
import { BuyCreditsCard } from '../billing/buy-credits-card.tsx';
import { SignedInLayout } from './signed-in-layout.tsx';

/**
 * The signed-in home (`/` and `/dashboard`): the welcome line, then the three blocks of SPEC §2 —
 * Buy Credits and Create New Application side by
 * side on wide screens, then Recent Applications across the full width.
 */
export function DashboardPage({ user }: { user: CurrentUser }) {
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
              Welcome back, <span className="font-medium text-foreground">{user.email}</span>
            </p>
          </div>
          <Button asChild size="lg">
            <Link href="/create-resume">
              <Plus aria-hidden="true" />
              Create New Resume
            </Link>
          </Button>
        </section>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]" data-slot="dashboard-blocks">
          <BuyCreditsCard className="min-w-0" />
          <CreateApplicationForm user={user} />
          <RecentApplications className="lg:col-span-2" />
        </div>
      </div>
    </SignedInLayout>
  );
}
