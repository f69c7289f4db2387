import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch } from '../test/fake-fetch.ts';
import { renderWithClient, stubColorScheme } from '../test/render.tsx';
import { ContactRoute } from './contact-route.tsx';
import { DisclaimerRoute } from './disclaimer-route.tsx';
import { PrivacyRoute } from './privacy-route.tsx';
import { RefundsRoute } from './refunds-route.tsx';
import { TermsRoute } from './terms-route.tsx';

beforeEach(() => {
  stubColorScheme('light');
});

const PAGES: [string, ComponentType, string][] = [
  ['/privacy', PrivacyRoute, 'Privacy Policy'],
  ['/terms', TermsRoute, 'Terms of Service'],
  ['/refunds', RefundsRoute, 'Refund Policy'],
  ['/disclaimer', DisclaimerRoute, 'Disclaimer'],
  ['/contact', ContactRoute, 'Contact Us'],
];

function pageText() {
  return document.body.textContent?.replace(/\s+/g, ' ') ?? '';
}

describe('static pages', () => {
  it.each(PAGES)('%s has the header, Back to Home and the footer', async (_path, Page, title) => {
    fakeFetch({ 'GET /api/settings': () => ({ body: { pricingUSD: 9, pricingINR: 399 } }) });
    renderWithClient(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const header = screen.getAllByRole('banner')[0]!;
    expect(within(header).getByText('Hireproof')).toBeVisible();
    expect(
      within(header).getByText('ATS-ready resumes and cover letters, tailored to every job.'),
    ).toBeVisible();
    expect(
      within(header)
        .getByRole('link', { name: /Back to Home/ })
        .getAttribute('href'),
    ).toBe('/');
    const footer = screen.getByRole('contentinfo');
    for (const name of [
      'Home',
      'Features',
      'Pricing',
      'FAQ',
      'Contact',
      'Privacy',
      'Terms',
      'Refunds',
      'Disclaimer',
    ]) {
      expect(within(footer).getByRole('link', { name })).toBeVisible();
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href');
    }
    expect(within(footer).getByRole('link', { name: 'Features' }).getAttribute('href')).toBe('/#features');
  });

  it.each(PAGES.slice(0, 4))('%s is dated August 2025', (_path, Page) => {
    fakeFetch({});
    renderWithClient(<Page />);
    expect(screen.getByText('Last updated: August 2025')).toBeVisible();
  });

  it('states the refund facts', () => {
    fakeFetch({});
    renderWithClient(<RefundsRoute />);
    const text = pageText();
    expect(text).toContain('within 7 days of your purchase');
    expect(text).toContain('No refunds are given for purchases made more than 30 days ago');
    expect(text).toContain('within 3-5 business days');
    expect(text).toContain('Processing takes 7-10 business days');
    expect(text).toContain('PayPal: 3-5 business days');
    expect(text).toContain('UPI: 7-10 business days');
    expect(text).toContain('(through PayPal): 5-7 business days');
    expect(text).toContain('Credits do not expire');
    expect(text).toContain('non-transferable');
  });

  it('states uptime and payment methods in the terms', () => {
    fakeFetch({});
    renderWithClient(<TermsRoute />);
    const text = pageText();
    expect(text).toContain('We aim for 99% uptime');
    expect(text).toContain('You can pay by PayPal or UPI');
  });

  it('uses the support address from settings, else the default', async () => {
    fakeFetch({ 'GET /api/settings': () => ({ body: { pricingUSD: 9, pricingINR: 399 } }) });
    const first = renderWithClient(<PrivacyRoute />);
    expect(screen.getByRole('link', { name: 'support@hireproof.app' }).getAttribute('href')).toBe(
      'mailto:support@hireproof.app',
    );
    first.unmount();

    fakeFetch({
      'GET /api/settings': () => ({
        body: { pricingUSD: 9, pricingINR: 399, supportEmail: 'help@acme.test' },
      }),
    });
    renderWithClient(<PrivacyRoute />);
    expect(await screen.findByRole('link', { name: 'help@acme.test' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'help@acme.test' })).toHaveAttribute(
      'href',
      'mailto:help@acme.test',
    );
  });
});
