import { SIGNUP_CREDITS } from '@hireproof/contract';

/**
 * Copy of the top of the landing page (banner, promo bar, nav, badge, hero, stat counters). The
 * sections further down take theirs from content-sections.ts, which loads with those sections in a
 * later chunk. Texts the spec fixes (auth messages, claims) are quoted from SPEC.md; the rest is
 * ours. Components only lay this out.
 */

/** SPEC §2: the `?auth=` query parameter and the message for each value. */
export const AUTH_ERROR_MESSAGES = {
  failed: 'Authentication failed. Please try signing in again.',
  error: 'An error occurred during authentication. Please try again.',
} as const;
export type AuthErrorKind = keyof typeof AUTH_ERROR_MESSAGES;

export const PROMO = {
  text: `New here? Every account starts with ${SIGNUP_CREDITS} free credits, enough to tailor your first resume and cover letter.`,
  short: `New accounts get ${SIGNUP_CREDITS} free credits.`,
  cta: 'Claim free credits',
};

export const NAV = {
  features: 'Features',
  pricing: 'Pricing',
  faq: 'FAQ',
  signIn: 'Sign In',
  navLabel: 'Main',
};

export const DIRECTORY_BADGE = {
  eyebrow: 'Find us on',
  name: 'Product Hunt',
  href: 'https://www.producthunt.com/search?q=hireproof',
};

export const HERO = {
  eyebrow: 'AI resume and cover letter builder',
  title: 'Get past the resume filter and in front of a recruiter',
  subtitle:
    'Upload the resume you already have, paste the job description, and get back an ATS-friendly resume and a cover letter written for that exact role, with a score that shows what changed and why.',
  cta: 'Tailor my resume free',
  secondary: 'See what it does',
  reassurance: `${SIGNUP_CREDITS} free credits when you sign up. No card needed.`,
};

export type Stat = { value: number; prefix?: string; suffix?: string; label: string };

/** SPEC §1 marketing claims, in the spec's order. */
export const STATS: readonly Stat[] = [
  { value: 3, suffix: 'x', label: 'more callbacks' },
  { value: 31, prefix: '+', suffix: '%', label: 'higher ATS score' },
  { value: 60, label: 'seconds to a first draft' },
  { value: 70, suffix: '%', label: 'of resumes are rejected by ATS software' },
  { value: 6, label: 'seconds: a recruiter’s first scan of your resume' },
];
export const STATS_HEADING = 'Hireproof in numbers';
export const STATS_NOTE =
  'Results vary from person to person. The 70% and 6-second figures are widely cited hiring-industry estimates.';
