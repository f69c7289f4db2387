import type { ResumeDate } from '../../model/resume-document.ts';

/**
 * Resume dates as people write them: 'Jan 2020', 'January 2020', 'Sept. 2019', '03/2019', '2019-03',
 * '2016', 'Summer 2021', and ranges between them ending in a date or in 'Present', 'Current', 'Now', ….
 */
const MONTHS: [RegExp, number][] = [
  [/^jan/i, 1],
  [/^feb/i, 2],
  [/^mar/i, 3],
  [/^apr/i, 4],
  [/^may/i, 5],
  [/^jun/i, 6],
  [/^jul/i, 7],
  [/^aug/i, 8],
  [/^sep/i, 9],
  [/^oct/i, 10],
  [/^nov/i, 11],
  [/^dec/i, 12],
];
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const YEAR = '(?:19|20)\\d{2}';
const SEASON = '(?:spring|summer|fall|autumn|winter)';
/** One date. Alternatives are ordered longest first so 'Jan 2020' wins over '2020'. */
const DATE =
  `(?:${MONTH}\\s*[,']?\\s*${YEAR}|${MONTH}\\s*['’]\\d{2}|${SEASON}\\s*,?\\s*${YEAR}|` +
  `(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*${YEAR}|${YEAR}\\s*[/-]\\s*(?:0[1-9]|1[0-2])(?![\\d])|${YEAR})`;
const SHORT_NUMERIC = '(?:0?[1-9]|1[0-2])/\\d{2}';
const OPEN_END = '(?:present|current(?:ly)?|now|today|ongoing|till\\s+date|to\\s+date|date)';
// Some PDF fonts lose the dash glyph ('Feb. 2021 Mar. 2021'), so plain space also separates two dates.
const SEPARATOR = '(?:\\s*(?:-{1,2}|–|—|‒|―|~|to|until|till|through|thru)\\s*|\\s+)';

const RANGE = new RegExp(
  `(?<![\\w/])(${DATE}|${SHORT_NUMERIC})${SEPARATOR}(${DATE}|${SHORT_NUMERIC}|${OPEN_END})(?![\\w/])`,
  'i',
);
const SINGLE = new RegExp(`(?<![\\w/])(${DATE})(?![\\w/])`, 'i');
const SINCE = new RegExp(`\\b(?:since|from)\\s+(${DATE})(?![\\w/])`, 'i');

export interface DateMatch {
  start?: ResumeDate;
  end?: ResumeDate;
  current: boolean;
  /** Where the matched text sits in the searched string. */
  index: number;
  length: number;
}

export function parseDate(text: string): ResumeDate {
  const written = text.trim();
  const t = written.toLowerCase();
  const yearMatch = /(19|20)\d{2}/.exec(t);
  const month = MONTHS.find(([re]) => re.test(t))?.[1];
  if (yearMatch) {
    const year = yearMatch[0];
    if (month && /^[a-z]/.test(t)) return { text: written, iso: `${year}-${pad(month)}` };
    const numeric =
      /^(\d{1,2})\s*[/.-]\s*(?:19|20)\d{2}$/.exec(t) ?? /^(?:19|20)\d{2}\s*[/-]\s*(\d{2})$/.exec(t);
    if (numeric) {
      const m = Number(numeric[1]);
      if (m >= 1 && m <= 12) return { text: written, iso: `${year}-${pad(m)}` };
    }
    return { text: written, iso: year };
  }
  const shortYear = /^(\d{1,2})\/(\d{2})$/.exec(t) ?? /['’](\d{2})$/.exec(t);
  if (shortYear) {
    const yy = Number(shortYear[shortYear.length - 1]);
    const year = yy > 50 ? 1900 + yy : 2000 + yy;
    const m = shortYear.length === 3 ? Number(shortYear[1]) : month;
    return { text: written, iso: m && m >= 1 && m <= 12 ? `${year}-${pad(m)}` : String(year) };
  }
  return { text: written };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The first date range in `text`, else a 'since …' phrase, else a single date. */
export function findDateRange(text: string): DateMatch | undefined {
  const range = RANGE.exec(text);
  if (range) {
    const endText = range[2] ?? '';
    const open = new RegExp(`^${OPEN_END}$`, 'i').test(endText.trim());
    return {
      start: parseDate(range[1] ?? ''),
      end: open ? { text: capitalise(endText.trim()) } : parseDate(endText),
      current: open,
      index: range.index,
      length: range[0].length,
    };
  }
  const since = SINCE.exec(text);
  if (since) {
    return { start: parseDate(since[1] ?? ''), current: true, index: since.index, length: since[0].length };
  }
  const single = SINGLE.exec(text);
  if (single) {
    return { end: parseDate(single[1] ?? ''), current: false, index: single.index, length: single[0].length };
  }
  return undefined;
}

/** True when the text holds a date range or a month-and-year date (a bare year alone is too weak an anchor). */
export function hasStrongDate(text: string): boolean {
  if (RANGE.test(text) || SINCE.test(text)) return true;
  const single = SINGLE.exec(text);
  return Boolean(single && /[a-z]/i.test(single[1] ?? ''));
}

/** Removes the matched date text and words that only introduce it ('Expected', 'Graduated'). */
export function withoutDate(text: string, match: DateMatch): string {
  const before = text
    .slice(0, match.index)
    .replace(
      /(\b(expected|graduated|graduating|graduation|anticipated|since|from|date|completed|completion)\b\s*:?\s*)+$/i,
      '',
    );
  return `${before} ${text.slice(match.index + match.length)}`
    .replace(/[([]\s*[)\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,|•·–—:-]+|[\s,|•·–—:(-]+$/g, '')
    .trim();
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}
