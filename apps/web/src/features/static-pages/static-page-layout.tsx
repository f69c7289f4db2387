import type { ReactNode } from 'react';
import { BackToHomeButton } from '../../components/back-to-home-button.tsx';
import { Logo, PRODUCT_TAGLINE } from '../../components/logo.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';

/** The frame of the public static pages: header with logo and tagline, Back to Home, footer. */
export function StaticPageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <div className="flex min-w-0 flex-col gap-1">
            <Logo />
            <p className="text-sm text-muted-foreground">{PRODUCT_TAGLINE}</p>
          </div>
          <div className="flex items-center gap-2">
            <ThemeToggle />
            <BackToHomeButton variant="outline" />
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}

export const LEGAL_PAGES_UPDATED = 'August 2025';

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** A policy page: title, revision date, a short introduction and numbered sections. */
export function LegalDocument({ title, intro, children }: LegalDocumentProps) {
  return (
    <article className="space-y-8">
      <header className="space-y-3">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-sm text-muted-foreground">Last updated: {LEGAL_PAGES_UPDATED}</p>
        <div className="text-base leading-relaxed text-muted-foreground">{intro}</div>
      </header>
      <div className="space-y-8">{children}</div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <div className="space-y-3 leading-relaxed text-foreground/90 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
        {children}
      </div>
    </section>
  );
}
