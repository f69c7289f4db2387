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
    !KNOWN_CITIES.has(p.toLowerCase()) &&
    !Object.hasOwn(COUNTRIES, p.toLowerCase()) &&
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
  const country = (name: string) => (Object.hasOwn(COUNTRIES, name) ? COUNTRIES[name] : undefined);
  const countryCode = country(last) ?? country(last.replace(/\./g, ''));
  const city = parts[0];
  if (parts.length === 1) {
    if (KNOWN_CITIES.has(last)) return { text, city };
    if (countryCode) return { text, countryCode };
    return cityThenCountry(text);
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

/** A known city, then a country, with no comma between ('MUNICH GERMANY', 'Pune India'). */
function cityThenCountry(text: string): Location | undefined {
  const words = text.split(/\s+/);
  for (let take = 1; take <= 2 && take < words.length; take++) {
    const city = words.slice(0, take).join(' ');
    const country = words.slice(take).join(' ').toLowerCase();
    if (KNOWN_CITIES.has(city.toLowerCase()) && Object.hasOwn(COUNTRIES, country))
      return { text, city, countryCode: COUNTRIES[country] };
  }
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

function endsInKnownCity(piece: string): boolean {
  const words = piece.trim().toLowerCase().split(/\s+/);
  return (
    words.length >= 2 &&
    [1, 2].some((take) => words.length > take && KNOWN_CITIES.has(words.slice(-take).join(' ')))
  );
}

/** A known city that is not also a region or country ('New Delhi'; not 'New York', also a state). */
function isCityOnly(piece: string): boolean {
  const lower = piece.trim().toLowerCase();
  if (!KNOWN_CITIES.has(lower)) return false;
  return !(
    REGION_CODES.has(piece.trim()) ||
    INDIAN_STATES.has(lower) ||
    US_STATE_NAMES.has(lower) ||
    Object.hasOwn(COUNTRIES, lower)
  );
}

/** A comma piece that names a place by itself: a known city, a region code or name, or a country. */
function isKnownPlace(piece: string): boolean {
  const lower = piece.trim().toLowerCase().replace(/\.$/, '');
  return (
    KNOWN_CITIES.has(lower) ||
    REGION_CODES.has(piece.trim()) ||
    INDIAN_STATES.has(lower) ||
    US_STATE_NAMES.has(lower) ||
    COUNTRIES[lower] !== undefined ||
    COUNTRIES[lower.replace(/\./g, '')] !== undefined
  );
}

/**
 * Separates the place at the end of a comma list: 'Software Engineer, Google, Mountain View, CA' →
 * 'Software Engineer, Google' + 'Mountain View, CA'. The place grows from the right: first the shortest
 * tail that reads as a location, then further pieces only while each is a known place, plus at most one
 * unknown name as its city ('Gotham, USA'). So an employer before the city ('Uber, San Francisco, USA')
 * is never swallowed, although 'Uber, San Francisco, USA' alone would read as a place.
 */
export function splitTrailingLocation(text: string): { rest: string; location?: string } {
  const pieces = text.split(/\s*,\s*/);
  let from = -1;
  for (let k = pieces.length - 1; k >= 0; k--) {
    if (readLocation(pieces.slice(k).join(', '))) {
      from = k;
      break;
    }
  }
  // A lone region code or country ('OR', 'S.Korea') is not a place by itself, but it ends one.
  if (from < 0 && pieces.length >= 2 && isKnownPlace(pieces[pieces.length - 1] ?? ''))
    from = pieces.length - 1;
  if (from < 0) return { rest: text };
  let hasCity = pieces.slice(from).some((p) => KNOWN_CITIES.has(p.toLowerCase()) || !isKnownPlace(p));
  while (from > 0) {
    const piece = pieces[from - 1] ?? '';
    const extended = pieces.slice(from - 1).join(', ');
    if (!readLocation(extended)) break;
    // A place names one city, and it comes first: left of a city that is only a city ('New Delhi, India')
    // stands the end of a name that wrapped ('Indian Institute of Technology' / 'Delhi, New Delhi, India').
    if (isCityOnly(pieces[from] ?? '')) break;
    if (isKnownPlace(piece)) {
      hasCity ||= KNOWN_CITIES.has(piece.toLowerCase());
    } else if (!hasCity && endsInKnownCity(piece)) {
      // 'Kasa Seoul, S.Korea': a known city at the end of an unknown piece is the city; the words before it
      // belong to the employer whose comma the layout lost.
      break;
    } else if (!hasCity) {
      hasCity = true;
    } else {
      break;
    }
    from -= 1;
  }
  if (!hasCity && from > 0) {
    // (also reached when the piece before ends in a known city)
    // Spacing lost between fields glues the city to what precedes it ('Dunamu Inc. Seoul, S.Korea'): the
    // last one or two words of the piece before the region are the city when they read as one with it.
    const before = (pieces[from - 1] ?? '').split(/\s+/);
    const known = [2, 1].filter((take) => KNOWN_CITIES.has(before.slice(-take).join(' ').toLowerCase()));
    for (const take of [...known, 2, 1]) {
      if (before.length <= take) continue;
      const city = before.slice(-take).join(' ');
      const location = [city, ...pieces.slice(from)].join(', ');
      if (!/^[\p{Lu}]/u.test(city) || !readLocation(location)) continue;
      const rest = [...pieces.slice(0, from - 1), before.slice(0, -take).join(' ')].join(', ');
      return { rest, location };
    }
  }
  const location = pieces.slice(from).join(', ');
  if (!readLocation(location)) return { rest: text };
  return { rest: pieces.slice(0, from).join(', '), location };
}
