import type { MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '../lib/cn.ts';
import { scrollToAnchor } from '../lib/scroll-to-anchor.ts';
import { Logo, PRODUCT_NAME, PRODUCT_TAGLINE } from './logo.tsx';

/** Sections of the landing page the footer can jump to. */
const LANDING_SECTIONS = [
  { id: 'features', label: 'Features' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'faq', label: 'FAQ' },
] as const;

const PAGES = [
  { href: '/contact', label: 'Contact' },
  { href: '/privacy', label: 'Privacy' },
  { href: '/terms', label: 'Terms' },
  { href: '/refunds', label: 'Refunds' },
  { href: '/disclaimer', label: 'Disclaimer' },
] as const;

export const SOCIAL_LINKS = [
  { href: 'https://www.linkedin.com/company/hireproof', label: 'LinkedIn' },
  { href: 'https://x.com/hireproof', label: 'X (Twitter)' },
] as const;

const linkClass =
  'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * A link to a section of the landing page. On the landing page it scrolls there; elsewhere it goes
 * home first and scrolls once the section has rendered.
 */
function SectionLink({ id, label }: { id: string; label: string }) {
  const [location, navigate] = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (location !== '/') navigate('/');
    window.history.replaceState(window.history.state, '', `/#${id}`);
    scrollToAnchor(id);
  };
  return (
    <a href={`/#${id}`} onClick={onClick} className={linkClass}>
      {label}
    </a>
  );
}

/** The footer shared by the landing page and the static pages. */
export function SiteFooter({ className }: { className?: string }) {
  const year = new Date().getFullYear();
  return (
    <footer className={cn('border-t border-border bg-muted/40', className)}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">{PRODUCT_TAGLINE}</p>
        </div>
        <nav aria-label="Product" className="space-y-3">
          <h2 className="text-sm font-semibold">Product</h2>
          <ul className="space-y-2">
            <li>
              <Link href="/" className={linkClass}>
                Home
              </Link>
            </li>
            {LANDING_SECTIONS.map((section) => (
              <li key={section.id}>
                <SectionLink id={section.id} label={section.label} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company and legal" className="space-y-3">
          <h2 className="text-sm font-semibold">Company</h2>
          <ul className="space-y-2">
            {PAGES.map((page) => (
              <li key={page.href}>
                <Link href={page.href} className={linkClass}>
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Social" className="space-y-3">
          <h2 className="text-sm font-semibold">Follow us</h2>
          <ul className="space-y-2">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.href}>
                <a href={social.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted-foreground sm:px-6">
          © {year} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
