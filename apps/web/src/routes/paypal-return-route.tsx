import { FeaturePending } from '../components/feature-pending.tsx';
import { RequireUser } from '../features/auth/require-user.tsx';
import { SignedInLayout } from '../features/dashboard/signed-in-layout.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /paypal/return: where PayPal sends the buyer back after approving a payment. */
export function PaypalReturnRoute() {
  useDocumentTitle('Payment');
  return (
    <RequireUser>
      {(user) => (
        <SignedInLayout user={user}>
          <FeaturePending
            title="Payment return"
            description="Online payments are not available yet, so there is no payment to confirm. No money has been taken."
          />
        </SignedInLayout>
      )}
    </RequireUser>
  );
}
