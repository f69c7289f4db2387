import { ContactPage } from '../features/static-pages/contact-page.tsx';
import { StaticPageLayout } from '../features/static-pages/static-page-layout.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /contact: public static page. */
export function ContactRoute() {
  useDocumentTitle('Contact');
  return (
    <StaticPageLayout>
      <ContactPage />
    </StaticPageLayout>
  );
}
