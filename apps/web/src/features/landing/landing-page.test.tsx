import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LandingPage } from './landing-page.tsx';
import { scrollToSection } from './smooth-scroll.ts';
import { renderWithQueryClient, stubReducedMotion } from './test-helpers.tsx';

const scrollIntoView = vi.fn();

/** The sections below the hero are a lazy chunk; the first import can take a while under jsdom. */
function lowerSectionsLoaded() {
  return screen.findByRole('heading', { name: 'Frequently asked questions' }, { timeout: 15_000 });
}

beforeEach(() => {
  stubReducedMotion(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ pricingUSD: 9, pricingINR: 399 }))),
  );
  Element.prototype.scrollIntoView = scrollIntoView;
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  scrollIntoView.mockReset();
});

describe('LandingPage', () => {
  it('renders the sections of the spec in order inside landmarks', async () => {
    window.history.replaceState(null, '', '/?auth=failed');
    const { container } = renderWithQueryClient(<LandingPage />);
    await lowerSectionsLoaded();
    const order = [
      screen.getByRole('alert'),
      screen.getByText(/Every account starts with 2 free credits/),
      screen.getByRole('navigation', { name: 'Main' }),
      screen.getByRole('link', { name: /Find us on/ }),
      screen.getByRole('heading', { level: 1 }),
      screen.getByRole('heading', { name: 'Hireproof in numbers' }),
      screen.getByRole('heading', { name: 'Watch a resume get sharper' }),
      screen.getByTestId('user-count'),
      screen.getByRole('heading', { name: 'Why good resumes go unanswered' }),
      container.querySelector('#features')!,
      screen.getByRole('heading', { name: /job boards|boards you already use/ }),
      screen.getByRole('heading', { name: 'What job seekers tell us' }),
      container.querySelector('#pricing')!,
      container.querySelector('#faq')!,
      screen.getByRole('contentinfo'),
    ];
    for (let i = 1; i < order.length; i++) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sends Sign In to sign-in and every free-start call to action to Create account', async () => {
    renderWithQueryClient(<LandingPage />);
    await lowerSectionsLoaded();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/api/login');
    for (const name of ['Tailor my resume free', 'Get started', 'Claim free credits']) {
      expect(screen.getByRole('link', { name: new RegExp(name) }).getAttribute('href')).toBe(
        '/api/login?mode=sign-up',
      );
    }
  });

  it('records #pricing when Pricing is clicked before the lower sections exist, for them to scroll to', () => {
    // The lower sections' chunk is cached after the first test here, so call the nav's handler on a
    // page without them, as a click in the first half second meets it; the test below covers the
    // scroll on mount to the recorded section.
    expect(document.getElementById('pricing')).toBeNull();
    expect(scrollToSection('pricing')).toBe(false);
    expect(window.location.hash).toBe('#pricing');
  });

  it('has Features and FAQ in the header, each scrolling to its section', async () => {
    const { container } = renderWithQueryClient(<LandingPage />);
    await lowerSectionsLoaded();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [label, id] of [
      ['Features', 'features'],
      ['FAQ', 'faq'],
    ] as const) {
      scrollIntoView.mockClear();
      act(() => fireEvent.click(within(nav).getByRole('button', { name: label })));
      expect(scrollIntoView.mock.contexts[0]).toBe(container.querySelector(`#${id}`));
      expect(window.location.hash).toBe(`#${id}`);
    }
  });

  it('scrolls to pricing from the nav button and to sections from in-page links', async () => {
    const { container } = renderWithQueryClient(<LandingPage />);
    await lowerSectionsLoaded();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Pricing' })));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(container.querySelector('#pricing'));
    expect(scrollIntoView.mock.calls[0]![0]).toMatchObject({ behavior: 'smooth' });
    expect(window.location.hash).toBe('#pricing');
    expect(document.activeElement).toBe(container.querySelector('#pricing'));

    act(() => fireEvent.click(screen.getByRole('link', { name: 'See what it does' })));
    expect(scrollIntoView.mock.contexts[1]).toBe(container.querySelector('#features'));
    expect(window.location.hash).toBe('#features');
  });

  it('jumps without smooth scrolling under reduced motion', async () => {
    stubReducedMotion(true);
    renderWithQueryClient(<LandingPage />);
    await lowerSectionsLoaded();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Pricing' })));
    expect(scrollIntoView.mock.calls[0]![0]).toMatchObject({ behavior: 'auto' });
  });

  it('scrolls to the section named in the address once the lower sections have loaded', async () => {
    window.history.replaceState(null, '', '/#faq');
    const { container } = renderWithQueryClient(<LandingPage />);
    await lowerSectionsLoaded();
    expect(scrollIntoView.mock.contexts[0]).toBe(container.querySelector('#faq'));
  });
});
