import { Logo } from '../../components/logo.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { LOGIN_URL } from '../../lib/browser-navigation.ts';
import { NAV } from './content.ts';
import { scrollToSection } from './smooth-scroll.ts';
import { ghostAction, primaryAction } from './styles.ts';

/** The header's in-page destinations; Features and FAQ make room on a phone for Pricing and Sign In. */
const SECTION_BUTTONS = [
  { id: 'features', label: NAV.features, className: `${ghostAction} max-sm:hidden` },
  { id: 'pricing', label: NAV.pricing, className: ghostAction },
  { id: 'faq', label: NAV.faq, className: `${ghostAction} max-sm:hidden` },
];

/** Logo and name, Features, Pricing and FAQ buttons that scroll to their sections, and Sign In. */
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
          {SECTION_BUTTONS.map(({ id, label, className }) => (
            <button key={id} type="button" className={className} onClick={() => scrollToSection(id)}>
              {label}
            </button>
          ))}
          <a href={LOGIN_URL} className={primaryAction}>
            {NAV.signIn}
          </a>
        </div>
      </div>
    </nav>
  );
}
