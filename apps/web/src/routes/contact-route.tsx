import { ContactPage } from '../features/static-pages/contact-page.tsx';
import { StaticPageLayout } from '../features/static-pages/static-page-layout.tsx';

/** /contact: public static page. */
export function ContactRoute() {
  return (
    <StaticPageLayout>
      <ContactPage />
    </StaticPageLayout>
  );
}
