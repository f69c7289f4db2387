import { RequireUser } from '../features/auth/require-user.tsx';
import { BuilderPage } from '../features/builder/builder-page.tsx';
import { SignedInLayout } from '../features/dashboard/signed-in-layout.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /create-resume: the 7-step resume builder (SPEC §2 'Resume builder'). */
export function CreateResumeRoute() {
  useDocumentTitle('Create Resume');
  return (
    <RequireUser>
      {(user) => (
        <SignedInLayout user={user}>
          <BuilderPage user={user} />
        </SignedInLayout>
      )}
    </RequireUser>
  );
}
