import { ShieldAlert } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { RequireUser } from '../features/auth/require-user.tsx';
import { SignedInLayout } from '../features/dashboard/signed-in-layout.tsx';
import { isAdmin } from '../lib/current-user.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

// The console is its own chunk: only admins ever download it.
const AdminConsole = lazy(async () => ({
  default: (await import('../features/admin/admin-console.tsx')).AdminConsole,
}));

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

/** /admin: the admin console for admins, Access Denied for everyone else. */
export function AdminRoute() {
  useDocumentTitle('Admin');
  return (
    <RequireUser>
      {(user) => (
        <SignedInLayout user={user}>
          {isAdmin(user) ? (
            <Suspense
              fallback={
                <div className="flex justify-center py-16">
                  <Spinner className="size-8" label="Loading admin console" />
                </div>
              }
            >
              <AdminConsole />
            </Suspense>
          ) : (
            <AccessDenied />
          )}
        </SignedInLayout>
      )}
    </RequireUser>
  );
}
