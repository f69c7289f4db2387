import { StaticPageLayout } from '../features/static-pages/static-page-layout.tsx';
import { TermsOfService } from '../features/static-pages/terms-of-service.tsx';

/** /terms: public static page. */
export function TermsRoute() {
  return (
    <StaticPageLayout>
      <TermsOfService />
    </StaticPageLayout>
  );
}
