import type { Basics, Profile } from '../../model/resume-document.ts';
import { isAllCaps, lookupHeading } from './headings.ts';
import { TITLE_HEAD_NOUNS } from './lexicons.ts';
import { findLocation } from './location.ts';

/** Contact details and identity from the header block (the lines before the first heading). */

// The top-level domain is all lower or all upper case, so a glyph stuck to its end ('.comI') is left out.
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:[a-z]{2,}|[A-Z]{2,})(?![a-z])/u;
const PHONE_CANDIDATE =
  /(?<![\w/.-])(?:\+ ?\d{1,3}[ .-]*|\(\+ ?\d{1,3}\)[ .-]*)?(?:\( ?\d{1,5} ?\)[ .-]*)?\d(?:[\d .-]*\d)?(?![\w/])/g;
const URL_CANDIDATE =
  /\b(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+(?:com|dev|io|me|net|org|co|in|ai|app|tech|xyz|page|site|info|uk|de|ca|au|ke|us|eu|blog|design|codes|online|pro)(?![\w-])(?:\/[^\s,;|)\]]*)?/gi;

export function findEmail(text: string): string | undefined {
  return EMAIL.exec(text)?.[0]?.replace(/\.$/, '');
}

const WHOLE_EMAIL = new RegExp(`^${EMAIL.source}$`, 'u');

/**
 * Two lines that are halves of one e-mail address a narrow column cut ('MOHAMMED.PATEL10@OUTL' over
 * 'OOK.COM'): each a single word, together exactly one address, neither half one by itself.
 */
function isBrokenEmail(first: string, second: string): boolean {
  const [a, b] = [first.trim(), second.trim()];
  if (!a || !b || /\s/.test(a) || /\s/.test(b)) return false;
  return WHOLE_EMAIL.test(a + b) && !WHOLE_EMAIL.test(a) && !WHOLE_EMAIL.test(b);
}

/** The lines with each e-mail address cut over two lines written whole on the first. */
export function joinBrokenEmails(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const [line, next] = [lines[i] as string, lines[i + 1]];
    if (next !== undefined && isBrokenEmail(line, next)) {
      out.push(line.trim() + next.trim());
      i += 1;
    } else out.push(line);
  }
  return out;
}

/** The lines that are halves of an e-mail address cut over two lines: placed, as the address is read whole. */
export function brokenEmailHalves(lines: readonly string[]): string[] {
  return lines.flatMap((line, i) => {
    const next = lines[i + 1];
    return next !== undefined && isBrokenEmail(line, next) ? [line, next] : [];
  });
}

/**
 * The first phone number: 8–15 digits in the usual groupings ('+91 98765 43210', '(415) 555-0142',
 * '+44 20 7946 0958', '415.555.0142'). Year ranges such as '2016-2018' and dates are not phones.
 */
export function findPhone(text: string): string | undefined {
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const candidate = match[0].trim().replace(/[\s.-]+$/, '');
    const digits = candidate.replace(/\D/g, '');
    if (digits.length < 8 || digits.length > 15) continue;
    if (/^(19|20)\d{2}\s*[-–]\s*(19|20)\d{2}$/.test(candidate)) continue;
    if (/^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/.test(candidate)) continue;
    if (/^(19|20)\d{2}[/.-]\d{1,2}[/.-]\d{1,2}$/.test(candidate)) continue;
    // A long digit run with no grouping and no '+' is more likely an id than a phone, unless it is 10 digits.
    if (/^\d+$/.test(candidate) && digits.length !== 10) continue;
    return candidate;
  }
  return undefined;
}

const NETWORKS: [RegExp, string][] = [
  [/linkedin\.com/i, 'LinkedIn'],
  [/github\.com/i, 'GitHub'],
  [/gitlab\.com/i, 'GitLab'],
  [/bitbucket\.org/i, 'Bitbucket'],
  [/(?:twitter|x)\.com/i, 'Twitter'],
  [/stackoverflow\.com/i, 'Stack Overflow'],
  [/behance\.net/i, 'Behance'],
  [/dribbble\.com/i, 'Dribbble'],
  [/medium\.com/i, 'Medium'],
  [/kaggle\.com/i, 'Kaggle'],
  [/leetcode\.com/i, 'LeetCode'],
  [/hackerrank\.com/i, 'HackerRank'],
  [/codeforces\.com/i, 'Codeforces'],
];

export interface Links {
  profiles: Profile[];
  website?: string;
}

/** LinkedIn, GitHub and other profiles, and the first personal web address. */
export function findLinks(text: string): Links {
  const profiles: Profile[] = [];
  let website: string | undefined;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const before = text[match.index - 1];
    const after = text[match.index + match[0].length];
    // Parts of an email address ('me.dev@x.com', 'x@gmail.com') are not web addresses.
    if (before === '@' || after === '@') continue;
    let url = match[0].replace(/[.,]+$/, '');
    if (/^[a-z]+\.(js|ts|io|net)$/i.test(url) && !/[/]/.test(url) && !/^(www\.)/i.test(url)) {
      // 'Node.js', 'Vue.js', 'ASP.NET' are skills, not addresses.
      if (/\.(js|ts)$/i.test(url) || /^asp\.net$/i.test(url)) continue;
    }
    const network = NETWORKS.find(([re]) => re.test(url))?.[1];
    if (network) {
      const path = url.replace(/^(?:https?:\/\/)?(?:www\.)?[^/]+\/?/i, '');
      const username = path
        .replace(/^(in|pub|u|users|profile)\//i, '')
        .split(/[/?#]/)[0]
        ?.trim();
      if (!username) continue;
      if (!/^https?:\/\//i.test(url)) url = `https://${url.replace(/^www\./i, 'www.')}`;
      if (!profiles.some((p) => p.network === network)) profiles.push({ network, username, url });
    } else if (!website) {
      website = /^https?:\/\//i.test(url) ? url : `https://${url}`;
    }
  }
  // Icon-font resumes write the handle without the domain ('LinkedIn: janedoe').
  for (const [label, network, base] of [
    ['linkedin', 'LinkedIn', 'https://www.linkedin.com/in/'],
    ['github', 'GitHub', 'https://github.com/'],
  ] as const) {
    if (profiles.some((p) => p.network === network)) continue;
    // 'GitHub-Square' is a word (an icon's name), not a label; a dash separates only with spaces around it.
    const handle = new RegExp(
      `\\b${label}(?:\\s*[:|]|\\s+[-–])\\s*@?([A-Za-z0-9_-]{2,40})\\b(?![.@])`,
      'i',
    ).exec(text);
    if (handle?.[1]) profiles.push({ network, username: handle[1], url: `${base}${handle[1]}` });
  }
  return { profiles, website };
}

const NAME_PARTICLES = new Set(['de', 'van', 'von', 'der', 'da', 'di', 'del', 'la', 'le', 'bin', 'al', 'el']);

/** How much a line looks like a person's name (higher is better; below 2 is not a name). */
export function nameScore(text: string): number {
  const t = text.trim();
  if (!t || t.length > 50) return -10;
  let score = 0;
  const tokens = t.split(/\s+/);
  if (tokens.length >= 2 && tokens.length <= 4) score += 3;
  else if (tokens.length === 1 || tokens.length === 5) score += 0;
  else score -= 3;
  if (/\d|@|\/|,|:|\|/.test(t)) score -= 4;
  if (!/^[\p{L}.'’\- ]+$/u.test(t)) score -= 2;
  const titleCase = tokens.every((w) => /^[\p{Lu}][\p{L}.'’-]*$/u.test(w) || NAME_PARTICLES.has(w));
  if (titleCase || isAllCaps(t)) score += 2;
  if (lookupHeading(t)) score -= 5;
  if (tokens.some((w) => TITLE_HEAD_NOUNS.has(w.toLowerCase()))) score -= 2;
  if (/\b(resume|curriculum|vitae|cv)\b/i.test(t)) score -= 5;
  return score;
}

/** Splits a header line at the separators people put between name, title and contact items. */
export function headerParts(line: string): string[] {
  return line
    .split(/\s*(?:\t|\||•|·|◦|▪|⋄|♦|\s{3,}| — | – | -- | , )\s*/)
    .map((p) => p.replace(/^[\s,;]+|[\s,;]+$/g, ''))
    .filter(Boolean);
}

export interface HeaderLine {
  text: string;
  bold?: boolean;
  relativeSize?: number;
}

export interface Identity {
  name: string;
  /** Index of the header line that holds the name, or -1. */
  nameLine: number;
  label?: string;
}

/** How many lines under the name a headline may stand when a contact column is read between them. */
const HEADLINE_REACH = 4;

/**
 * The name is the strongest name-like line (or first part of a line) among the first header lines; a
 * larger or bold font helps. A title directly under it, or beside it after a separator, is the label.
 */
export function findIdentity(lines: HeaderLine[]): Identity {
  let best: { score: number; index: number; text: string; rest: string[] } | undefined;
  const limit = Math.min(lines.length, 12);
  for (let i = 0; i < limit; i++) {
    const line = lines[i];
    if (!line) continue;
    const parts = headerParts(line.text);
    const first = parts[0] ?? '';
    let score = nameScore(first);
    if (score < 2) continue;
    const size = line.relativeSize ?? 1;
    if (size >= 1.3) score += 2;
    if (size >= 1.8) score += 2;
    if (line.bold) score += 1;
    score -= i * 0.4;
    if (!best || score > best.score) best = { score, index: i, text: first, rest: parts.slice(1) };
  }
  if (!best) return { name: '', nameLine: -1 };
  const looksLikeTitle = (t: string) =>
    t.split(/\s+/).length <= 8 &&
    !/@|\d{3}|https?:|www\./i.test(t) &&
    t.split(/[\s/,&-]+/).some((w) => TITLE_HEAD_NOUNS.has(w.toLowerCase())) &&
    !findLocation(t);
  /** The titles a run of parts holds, whole: 'DevOps Engineer · Software Architect' is one headline. */
  const headline = (parts: string[]) => {
    const from = parts.findIndex(looksLikeTitle);
    if (from < 0) return undefined;
    const to = parts.findIndex((part, i) => i > from && !looksLikeTitle(part));
    return parts.slice(from, to < 0 ? undefined : to).join(' · ');
  };
  let label = headline(best.rest);
  if (!label) {
    const next = lines[best.index + 1]?.text;
    if (next && looksLikeTitle(headerParts(next)[0] ?? '')) label = headline(headerParts(next));
  }
  // A contact column set beside the name interleaves its lines with the name's ('Bruce Wayne', 'me@x.com',
  // 'handle', 'MERN Stack Developer'): a title a few lines further down is still the headline.
  for (let i = best.index + 2; !label && i <= best.index + HEADLINE_REACH && i < limit; i++) {
    label = headline(headerParts(lines[i]?.text ?? ''));
  }
  return { name: best.text, nameLine: best.index, label };
}

/** All contact fields from the header text, falling back to the whole text for those the header lacks. */
/**
 * Profiles and a website from link annotations: only targets whose handle or host the page shows, so a link
 * hidden behind an icon counts when its handle is printed beside it ('avery-l') and never otherwise.
 */
export function linksFromAnnotations(targets: string[], visibleText: string): Links {
  const visible = visibleText.toLowerCase();
  const shown = targets.filter((url) => {
    const found = findLinks(url);
    const username = found.profiles[0]?.username;
    if (username) return visible.includes(username.toLowerCase());
    const host =
      url
        .replace(/^https?:\/\/(www\.)?/i, '')
        .split(/[/?#]/)[0]
        ?.toLowerCase() ?? '';
    return host.length > 3 && visible.includes(host);
  });
  return findLinks(shown.join('\n'));
}

export function readContact(
  headerLines: HeaderLine[],
  fullText: string,
  annotationLinks: string[] = [],
): Basics {
  const headerText = joinBrokenEmails(headerLines.map((l) => l.text)).join('\n');
  const identity = findIdentity(headerLines);
  const email = findEmail(headerText) ?? findEmail(fullText);
  const phone =
    findPhone(headerText.replace(EMAIL, ' ')) ?? findPhone(fullText.slice(0, 2000).replace(EMAIL, ' '));
  const links = findLinks(headerText);
  if (links.profiles.length === 0) {
    const fallback = findLinks(fullText);
    links.profiles.push(...fallback.profiles);
  }
  if (annotationLinks.length > 0) {
    const annotated = linksFromAnnotations(annotationLinks, fullText);
    for (const profile of annotated.profiles)
      if (!links.profiles.some((p) => p.network === profile.network)) links.profiles.push(profile);
    links.website ??= annotated.website;
  }
  let location: ReturnType<typeof findLocation>;
  for (const [i, line] of headerLines.entries()) {
    if (i === identity.nameLine && headerParts(line.text).length === 1) continue;
    // Contact items run together when icons stood between them ('me@x.com 555-0100 NYC, NY linkedin.com/…'):
    // with the address, number and links set apart, what is left can be read as a place.
    const phone = findPhone(line.text);
    const apart = line.text
      .replace(new RegExp(EMAIL.source, 'gu'), ' | ')
      .replace(URL_CANDIDATE, ' | ')
      .split(phone ?? '\u0000')
      .join(' | ');
    const parts = headerParts(apart).filter((p) => p !== identity.name && p !== identity.label);
    location = findLocation(parts.join(' | '));
    if (location) break;
  }
  return {
    name: identity.name,
    label: identity.label,
    email,
    phone,
    url: links.website,
    location,
    profiles: links.profiles,
  };
}
