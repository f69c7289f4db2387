import { Logo } from '../../components/logo.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { LOGIN_URL } from '../../lib/browser-navigation.ts';
import { NAV } from './content.ts';
import { scrollToSection } from './smooth-scroll.ts';
import { ghostAction, primaryAction } from './styles.ts';

/** Logo and name, a Pricing button that scrolls to the pricing section, and Sign In. */
export function LandingNav() {
  return (
    <nav
      data-section="nav"
      aria-label={NAV.navLabel}
      className="border-b border-border bg-background/95 backdrop-blur"
    >
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <button type="button" className={ghostAction} onClick={() => scrollToSection('pricing')}>
            {NAV.pricing}
          </button>
          <a href={LOGIN_URL} className={primaryAction}>
            {NAV.signIn}
          </a>
        </div>
      </div>
    </nav>
  );
}
