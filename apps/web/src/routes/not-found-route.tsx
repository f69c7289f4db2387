import { FileQuestion, Home } from 'lucide-react';
import { LinkButton } from '../components/link-button.tsx';
import { Logo } from '../components/logo.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** Any path the route table does not know. */
export function NotFoundRoute() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="mx-auto w-full max-w-6xl px-4 py-4 sm:px-6">
        <Logo />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="max-w-md space-y-5 text-center">
          <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <FileQuestion className="size-7" aria-hidden="true" />
          </div>
          <p className="text-sm font-semibold tracking-wide text-primary">404</p>
          <h1 className="text-3xl font-semibold tracking-tight">Page Not Found</h1>
          <p className="text-muted-foreground">
            The page you were looking for does not exist or has moved. Check the address, or head back home.
          </p>
          <LinkButton href="/" icon={Home}>
            Go to Home
          </LinkButton>
        </div>
      </main>
    </div>
  );
}
