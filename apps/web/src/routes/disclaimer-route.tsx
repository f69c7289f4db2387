import { Disclaimer } from '../features/static-pages/disclaimer.tsx';
import { StaticPageLayout } from '../features/static-pages/static-page-layout.tsx';

/** /disclaimer: public static page. */
export function DisclaimerRoute() {
  return (
    <StaticPageLayout>
      <Disclaimer />
    </StaticPageLayout>
  );
}
