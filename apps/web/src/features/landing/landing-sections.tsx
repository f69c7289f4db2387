import { useEffect } from 'react';
import { scrollToAnchor } from '../../lib/scroll-to-anchor.ts';
import { FaqSection } from './faq-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { PainFixCards } from './pain-fix-cards.tsx';
import { PlatformsMarquee } from './platforms-marquee.tsx';
import { PricingSection } from './pricing-section.tsx';
import { ResumeDemo } from './resume-demo.tsx';
import { TestimonialCarousel } from './testimonial-carousel.tsx';
import { UserCountBanner } from './user-count-banner.tsx';

/**
 * The landing sections below the hero, from the demo to the FAQ. They arrive as their own chunk
 * right after the first paint, which keeps the landing route's initial JS inside its budget.
 */
export function LandingSections() {
  // A visit to /#pricing (say) arrives before these sections exist, so the browser could not jump
  // there on load; do it once they are in the page.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) scrollToAnchor(id);
  }, []);

  return (
    <>
      <ResumeDemo />
      <UserCountBanner />
      <PainFixCards />
      <FeaturesSection />
      <PlatformsMarquee />
      <TestimonialCarousel />
      <PricingSection />
      <FaqSection />
    </>
  );
}
