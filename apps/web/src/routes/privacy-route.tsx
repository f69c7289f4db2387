import { PrivacyPolicy } from '../features/static-pages/privacy-policy.tsx';
import { StaticPageLayout } from '../features/static-pages/static-page-layout.tsx';

/** /privacy: public static page. */
export function PrivacyRoute() {
  return (
    <StaticPageLayout>
      <PrivacyPolicy />
    </StaticPageLayout>
  );
}
