import { lazy, Suspense } from 'react';
import { SiteFooter } from '../../components/site-footer.tsx';
import { AuthErrorBanner } from './auth-error-banner.tsx';
import { DirectoryBadge } from './directory-badge.tsx';
import { HeroSection } from './hero-section.tsx';
import { LandingNav } from './landing-nav.tsx';
import { PromoBar } from './promo-bar.tsx';
import { useSmoothAnchors } from './smooth-scroll.ts';
import { StatCounters } from './stat-counters.tsx';

// Everything below the stat counters is fetched as a second chunk: the first screen renders from the
// entry bundle alone.
const LandingSections = lazy(async () => ({
  default: (await import('./landing-sections.tsx')).LandingSections,
}));

/**
 * The signed-out home page: the sections of SPEC §2, in the spec's order — error banner, sticky promo
 * bar and nav, directory badge, hero, stat counters, then (LandingSections) the demo, user count,
 * Pain / Reality Check / Fix, features, platforms, testimonials, pricing and FAQ, and the footer.
 */
export function LandingPage() {
  useSmoothAnchors();
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <AuthErrorBanner />
      <header className="sticky top-0 z-40">
        <PromoBar />
        <LandingNav />
      </header>
      <main className="flex-1">
        <DirectoryBadge />
        <HeroSection />
        <StatCounters />
        {/* The placeholder holds the space so the footer does not flash up under the hero. */}
        <Suspense fallback={<div className="min-h-screen" />}>
          <LandingSections />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
