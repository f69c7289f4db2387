import { PrivacyPolicy } from '../features/static-pages/privacy-policy.tsx';
import { StaticPageLayout } from '../features/static-pages/static-page-layout.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /privacy: public static page. */
export function PrivacyRoute() {
  useDocumentTitle('Privacy Policy');
  return (
    <StaticPageLayout>
      <PrivacyPolicy />
    </StaticPageLayout>
  );
}
