import type { Location } from '../../model/resume-document.ts';
import {
  COMPANY_SUFFIX,
  COUNTRIES,
  INDIAN_STATES,
  KNOWN_CITIES,
  ORGANISATION_WORDS,
  REGION_CODES,
  TITLE_HEAD_NOUNS,
  US_STATE_NAMES,
} from './lexicons.ts';

/**
 * Reads a location written as 'Austin, TX', 'Austin, TX 78701', 'Bengaluru, Karnataka, India',
 * 'London, UK', 'Nairobi, Kenya', 'Pune', or 'Remote'. Answers undefined for anything else, so it can be
 * tried on every part of a header.
 */
export function readLocation(part: string): Location | undefined {
  const text = part
    .trim()
    .replace(/^(location|address|based in|lives in)\s*:?\s*/i, '')
    .replace(/[.;]$/, '');
  if (!text || text.length > 60 || /@|https?:|www\./i.test(text)) return undefined;
  if (/^(remote|hybrid|remote\s*\/\s*hybrid|anywhere)$/i.test(text)) return { text };
  const withoutPostcode = text.replace(/[\s,]+(\d{5}(-\d{4})?|\d{6}|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/, '');
  const parts = withoutPostcode
    .split(/\s*,\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 4) return undefined;
  if (!parts.every((p) => /^[\p{Lu}][\p{L}.'’ -]*$/u.test(p) && p.split(/\s+/).length <= 4)) {
    // Region codes are upper case and short; the first rule covers names only.
    if (!parts.every((p, i) => /^[\p{Lu}][\p{L}.'’ -]*$/u.test(p) || (i > 0 && /^[A-Z]{2,3}$/.test(p)))) {
      return undefined;
    }
  }
  // Employers and titles are written in the same Title Case; their telltale words rule them out.
  const notPlace = (p: string) =>
    !REGION_CODES.has(p) &&
    COUNTRIES[p.toLowerCase()] === undefined &&
    (COMPANY_SUFFIX.test(p) ||
      ORGANISATION_WORDS.test(p) ||
      p
        .toLowerCase()
        .split(/\s+/)
        .some((w) => TITLE_HEAD_NOUNS.has(w)));
  if (parts.some(notPlace)) return undefined;
  const lower = parts.map((p) => p.toLowerCase().replace(/\.$/, ''));
  const last = lower[lower.length - 1] ?? '';
  const lastRaw = parts[parts.length - 1] ?? '';
  const countryCode = COUNTRIES[last] ?? COUNTRIES[last.replace(/\./g, '')];
  const city = parts[0];
  if (parts.length === 1) {
    if (KNOWN_CITIES.has(last)) return { text, city };
    if (countryCode) return { text, countryCode };
    return undefined;
  }
  if (countryCode) {
    const region = parts.length >= 3 ? parts[parts.length - 2] : undefined;
    return { text, city, region, countryCode };
  }
  if (REGION_CODES.has(lastRaw)) return { text, city, region: lastRaw, countryCode: undefined };
  if (INDIAN_STATES.has(last)) return { text, city, region: lastRaw, countryCode: 'IN' };
  if (US_STATE_NAMES.has(last)) return { text, city, region: lastRaw };
  if (parts.length === 2 && KNOWN_CITIES.has(lower[0] ?? '')) return { text, city, region: lastRaw };
  return undefined;
}

/**
 * Finds a location inside a longer string: tries each separated part, then the trailing comma-separated
 * parts of each ('123 Main St, Anywhere, USA' → 'Anywhere, USA').
 */
export function findLocation(line: string): Location | undefined {
  const parts = line
    .split(/\s*(?:\t|\||•|·|◦|–|—| - |;|\s{3,})\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  for (const part of parts) {
    const direct = readLocation(part);
    if (direct) return direct;
    const pieces = part.split(/\s*,\s*/);
    for (let from = 1; from < pieces.length; from++) {
      const tail = readLocation(pieces.slice(from).join(', '));
      if (tail) return tail;
    }
    const parenthesised = /\(([^)]+)\)/.exec(part);
    if (parenthesised) {
      const inner = readLocation(parenthesised[1] ?? '');
      if (inner) return inner;
    }
  }
  return undefined;
}
