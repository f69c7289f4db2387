import { Disclaimer } from '../features/static-pages/disclaimer.tsx';
import { StaticPageLayout } from '../features/static-pages/static-page-layout.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /disclaimer: public static page. */
export function DisclaimerRoute() {
  useDocumentTitle('Disclaimer');
  return (
    <StaticPageLayout>
      <Disclaimer />
    </StaticPageLayout>
  );
}
