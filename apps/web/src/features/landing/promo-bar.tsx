import { ArrowRight, Sparkles } from 'lucide-react';
import { SIGN_UP_URL } from '../../lib/browser-navigation.ts';
import { PROMO } from './content.ts';

/** The thin offer strip at the very top; it stays in view as part of the sticky header. */
export function PromoBar() {
  return (
    <div data-section="promo" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-center text-sm sm:px-6">
        <Sparkles aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
        <p>
          <span className="sm:hidden">{PROMO.short}</span>
          <span className="hidden sm:inline">{PROMO.text}</span>
        </p>
        <a
          href={SIGN_UP_URL}
          className="inline-flex items-center gap-1 rounded-sm font-semibold underline underline-offset-4 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-foreground"
        >
          {PROMO.cta}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </div>
  );
}
