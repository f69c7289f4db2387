import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { FeaturePending } from '../components/feature-pending.tsx';
import { Button } from '../components/ui/button.tsx';
import { isAdmin } from '../features/auth/current-user.ts';
import { RequireUser } from '../features/auth/require-user.tsx';
import { SignedInLayout } from '../features/dashboard/signed-in-layout.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

function AccessDenied() {
  return (
    <div className="mx-auto max-w-md space-y-4 px-4 py-16 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">Access Denied</h1>
      <p className="text-muted-foreground">Admin access required to view this page.</p>
      <Button asChild variant="outline">
        <Link href="/dashboard">Back to Dashboard</Link>
      </Button>
    </div>
  );
}

/** /admin: admins only; the console's tabs come with the admin work. */
export function AdminRoute() {
  useDocumentTitle('Admin');
  return (
    <RequireUser>
      {(user) => (
        <SignedInLayout user={user}>
          {isAdmin(user) ? (
            <FeaturePending
              title="Admin console"
              description="Order approval, user analytics, queue monitoring, AI provider settings and order history will live here."
            />
          ) : (
            <AccessDenied />
          )}
        </SignedInLayout>
      )}
    </RequireUser>
  );
}
