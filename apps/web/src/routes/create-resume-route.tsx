import { FeaturePending } from '../components/feature-pending.tsx';
import { RequireUser } from '../features/auth/require-user.tsx';
import { SignedInLayout } from '../features/dashboard/signed-in-layout.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /create-resume: the 7-step resume builder (coming with the builder work). */
export function CreateResumeRoute() {
  useDocumentTitle('Create Resume');
  return (
    <RequireUser>
      {(user) => (
        <SignedInLayout user={user}>
          <FeaturePending
            title="Resume builder"
            description="Build a resume from scratch in seven guided steps, pick a template and generate a tailored cover letter."
          />
        </SignedInLayout>
      )}
    </RequireUser>
  );
}
