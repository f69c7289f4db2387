import { SiteFooter } from '../../components/site-footer.tsx';
import { AuthErrorBanner } from './auth-error-banner.tsx';
import { DirectoryBadge } from './directory-badge.tsx';
import { FaqSection } from './faq-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { LandingNav } from './landing-nav.tsx';
import { PainFixCards } from './pain-fix-cards.tsx';
import { PlatformsMarquee } from './platforms-marquee.tsx';
import { PricingSection } from './pricing-section.tsx';
import { PromoBar } from './promo-bar.tsx';
import { ResumeDemo } from './resume-demo.tsx';
import { useSmoothAnchors } from './smooth-scroll.ts';
import { StatCounters } from './stat-counters.tsx';
import { TestimonialCarousel } from './testimonial-carousel.tsx';
import { UserCountBanner } from './user-count-banner.tsx';

/** The signed-out home page: the sections of SPEC §2, in the spec's order. */
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
        <ResumeDemo />
        <UserCountBanner />
        <PainFixCards />
        <FeaturesSection />
        <PlatformsMarquee />
        <TestimonialCarousel />
        <PricingSection />
        <FaqSection />
      </main>
      <SiteFooter />
    </div>
  );
}
