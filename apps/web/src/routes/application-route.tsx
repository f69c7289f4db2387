import { useParams } from 'wouter';
import { FeaturePending } from '../components/feature-pending.tsx';
import { RequireUser } from '../features/auth/require-user.tsx';
import { SignedInLayout } from '../features/dashboard/signed-in-layout.tsx';

/** /applications/:id: one application's documents, score and keyword analysis. */
export function ApplicationRoute() {
  const { id } = useParams<{ id: string }>();
  return (
    <RequireUser>
      {(user) => (
        <SignedInLayout user={user}>
          <FeaturePending
            title="Application details"
            description={
              <>
                Details for application <span className="font-mono text-foreground">{id}</span> will show your
                optimised resume, cover letter, quality score and keyword analysis here.
              </>
            }
          />
        </SignedInLayout>
      )}
    </RequireUser>
  );
}
