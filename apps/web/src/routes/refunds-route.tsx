import { RefundPolicy } from '../features/static-pages/refund-policy.tsx';
import { StaticPageLayout } from '../features/static-pages/static-page-layout.tsx';

/** /refunds: public static page. */
export function RefundsRoute() {
  return (
    <StaticPageLayout>
      <RefundPolicy />
    </StaticPageLayout>
  );
}
