import { RequireUser } from '../features/auth/require-user.tsx';
import { SignedInLayout } from '../features/dashboard/signed-in-layout.tsx';
import { PayPalReturnPage } from '../features/paypal-return/paypal-return-page.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /paypal/return: where PayPal sends the buyer back after approving a payment. */
export function PaypalReturnRoute() {
  useDocumentTitle('Payment');
  return (
    <RequireUser>
      {(user) => (
        <SignedInLayout user={user}>
          <PayPalReturnPage />
        </SignedInLayout>
      )}
    </RequireUser>
  );
}
