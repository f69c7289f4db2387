import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../test/render.tsx';
import { SiteFooter } from './site-footer.tsx';

function addSection(id: string) {
  const section = document.createElement('section');
  section.id = id;
  const scrollIntoView = vi.fn();
  section.scrollIntoView = scrollIntoView;
  document.body.append(section);
  return { section, scrollIntoView };
}

describe('SiteFooter', () => {
  it('links to every public page', () => {
    render(<SiteFooter />);
    const hrefs = Object.fromEntries(
      ['Home', 'Features', 'Pricing', 'FAQ', 'Contact', 'Privacy', 'Terms', 'Refunds', 'Disclaimer'].map(
        (name) => [name, screen.getByRole('link', { name }).getAttribute('href')],
      ),
    );
    expect(hrefs).toEqual({
      Home: '/',
      Features: '/#features',
      Pricing: '/#pricing',
      FAQ: '/#faq',
      Contact: '/contact',
      Privacy: '/privacy',
      Terms: '/terms',
      Refunds: '/refunds',
      Disclaimer: '/disclaimer',
    });
  });

  it('from another page, goes home and scrolls to the section', async () => {
    window.history.replaceState(null, '', '/terms');
    render(<SiteFooter />);
    const { section, scrollIntoView } = addSection('pricing');
    fireEvent.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(window.location.pathname).toBe('/');
    expect(window.location.hash).toBe('#pricing');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    section.remove();
  });

  it('respects reduced motion when scrolling', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    render(<SiteFooter />);
    const { section, scrollIntoView } = addSection('faq');
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' }));
    section.remove();
  });
});
