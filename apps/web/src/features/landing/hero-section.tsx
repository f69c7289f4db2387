import { ArrowRight } from 'lucide-react';
import { SIGN_UP_URL } from '../../lib/browser-navigation.ts';
import { HERO } from './content.ts';
import { primaryActionLarge, secondaryActionLarge } from './styles.ts';

export function HeroSection() {
  return (
    <section
      data-section="hero"
      aria-labelledby="hero-title"
      className="mx-auto w-full max-w-4xl px-4 pb-14 pt-8 text-center sm:px-6"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{HERO.eyebrow}</p>
      <h1
        id="hero-title"
        className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
      >
        {HERO.title}
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">{HERO.subtitle}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <a href={SIGN_UP_URL} className={primaryActionLarge}>
          {HERO.cta}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
        <a href="#features" className={secondaryActionLarge}>
          {HERO.secondary}
        </a>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">{HERO.reassurance}</p>
    </section>
  );
}
