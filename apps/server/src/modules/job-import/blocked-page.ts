/**
 * Pages that are a board's refusal rather than a posting: an HTTP refusal (403, 429, LinkedIn's
 * 999), a redirect to a sign-in page, a sign-in form standing in for the posting, or a bot check.
 * The extractor asks only after the structured readers found nothing, so a real posting page that
 * happens to mention "captcha" in a script is not mistaken for a wall.
 */
export type BlockReason = 'blocked' | 'login-wall';

const REFUSAL_STATUSES = new Set([403, 429, 999]);
const SIGN_IN_PATH =
  /\/(authwall|login|signin|sign-in|uas\/login|checkpoint|account\/login|nlogin)(\/|$|\?)/i;
const BOT_CHECK =
  /captcha|cf-chl-|challenge-platform|px-captcha|verify you are (a )?human|unusual traffic|are you a robot|access denied|request blocked|security check/i;
const SIGN_IN_WORDS = /\b(sign ?in|log ?in|join now|sign up)\b/i;

export function blockedByStatus(status: number): BlockReason | undefined {
  if (status === 401) return 'login-wall';
  return REFUSAL_STATUSES.has(status) ? 'blocked' : undefined;
}

export function blockedByAddress(url: string): BlockReason | undefined {
  try {
    return SIGN_IN_PATH.test(new URL(url).pathname) ? 'login-wall' : undefined;
  } catch {
    return undefined;
  }
}

/** A bot check or a sign-in wall, judged from the page's title, headings and forms. */
export function blockedByContent(html: string): BlockReason | undefined {
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const headings = [...html.matchAll(/<h[12]\b[^>]*>([\s\S]*?)<\/h[12]>/gi)].map((m) => m[1] ?? '').join(' ');
  const visibleHead = `${title} ${headings}`.replace(/<[^>]*>/g, ' ');
  if (
    BOT_CHECK.test(visibleHead) ||
    /<(iframe|script|div)\b[^>]*(captcha|challenge-platform|cf-chl)/i.test(html)
  )
    return 'blocked';
  const passwordField = /<input\b[^>]*type\s*=\s*["']?password/i.test(html);
  if (passwordField && SIGN_IN_WORDS.test(visibleHead)) return 'login-wall';
  return undefined;
}
