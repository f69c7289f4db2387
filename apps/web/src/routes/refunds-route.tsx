import { RefundPolicy } from '../features/static-pages/refund-policy.tsx';
import { StaticPageLayout } from '../features/static-pages/static-page-layout.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /refunds: public static page. */
export function RefundsRoute() {
  useDocumentTitle('Refund Policy');
  return (
    <StaticPageLayout>
      <RefundPolicy />
    </StaticPageLayout>
  );
}
