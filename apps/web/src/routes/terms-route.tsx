import { StaticPageLayout } from '../features/static-pages/static-page-layout.tsx';
import { TermsOfService } from '../features/static-pages/terms-of-service.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /terms: public static page. */
export function TermsRoute() {
  useDocumentTitle('Terms of Service');
  return (
    <StaticPageLayout>
      <TermsOfService />
    </StaticPageLayout>
  );
}
