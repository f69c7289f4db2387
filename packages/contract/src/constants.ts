/** Business constants of SPEC §9. One place, shared by server and web. */
export const CREDITS_PER_PURCHASE = 15;
export const CREDITS_PER_GENERATION = 1;
export const SIGNUP_CREDITS = 2;
export const DEFAULT_PRICING_USD = 9;
export const DEFAULT_PRICING_INR = 399;
export const JOB_DESCRIPTION_MIN_CHARS = 200;
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_ACCEPT = '.pdf,.docx,.txt';
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels a receipt image may declare (a phone screenshot is a few million). */
export const RECEIPT_MAX_PIXELS = 40_000_000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const SCORE_BADGE_GOOD = 80;
export const SCORE_BADGE_FAIR = 60;
export const KEYWORDS_SHOWN = 5;
export const MAX_SUGGESTIONS = 6;
export const MAX_TOP_KEYWORDS = 8;
export const JOB_MAX_ATTEMPTS = 3;
export const WORKER_POLL_MS = 30_000;
export const SUPPORT_EMAIL_DEFAULT = 'support@hireproof.app';

export const TEMPLATES = [
  { id: 'classic', name: 'Classic Professional' },
  { id: 'modern', name: 'Modern Minimal' },
  { id: 'executive', name: 'Executive' },
  { id: 'creative', name: 'Creative Bold' },
  { id: 'tech', name: 'Tech Focus' },
  { id: 'simple', name: 'Simple Clean' },
  { id: 'elegant', name: 'Elegant Professional' },
  { id: 'compact', name: 'Compact' },
  { id: 'academic', name: 'Academic' },
] as const;
export type TemplateId = (typeof TEMPLATES)[number]['id'];
/** The template an application is rendered with until its owner picks another. */
export const DEFAULT_TEMPLATE_ID: TemplateId = 'classic';
