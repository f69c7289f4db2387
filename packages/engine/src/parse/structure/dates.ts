import type { ResumeDate } from '../../model/resume-document.ts';
import {
  MONTH_SOURCE,
  monthNumber,
  OPEN_END_SOURCE,
  RANGE_WORD_SOURCE,
  SEASON_SOURCE,
  SINCE_SOURCE,
} from './languages.ts';

/**
 * Resume dates as people write them: 'Jan 2020', 'January 2020', 'Sept. 2019', '03/2019', '2019-03',
 * '2016', 'Summer 2021', and ranges between them ending in a date or in 'Present', 'Current', 'Now', ….
 */
const MONTH = MONTH_SOURCE;
const YEAR = '(?:19|20)\\d{2}';
const SEASON = SEASON_SOURCE;
/**
 * One date. Alternatives are ordered longest first so 'Jan 2020' wins over '2020'. A month and its year may
 * be joined by 'de'/'del' ('enero de 2020') or a slash ('jan/2020', common in Brazil).
 */
const DATE =
  `(?:${MONTH}\\s*(?:[,'/]|\\s(?:de|del)\\s)?\\s*${YEAR}|${MONTH}\\s*['’]\\d{2}|${SEASON}\\s*,?\\s*${YEAR}|` +
  `(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*${YEAR}|${YEAR}\\s*[/-]\\s*(?:0[1-9]|1[0-2])(?![\\d])|${YEAR})`;
const SHORT_NUMERIC = '(?:0?[1-9]|1[0-2])/\\d{2}';
const OPEN_END = OPEN_END_SOURCE;
// Some PDF fonts lose the dash glyph ('Feb. 2021 Mar. 2021'), so plain space also separates two dates.
const SEPARATOR = `(?:\\s*(?:-{1,2}|–|—|‒|―|~)\\s*|\\s+(?:${RANGE_WORD_SOURCE})\\s+|\\s*(?:to|until|till)\\s*|\\s+)`;

/** A range whose end went to the next line: 'June 2020 –' (layouts with a narrow date column wrap it). */
const DASH = '(?:-{1,2}|–|—|‒|―)';
const OPEN_AT_START = new RegExp(`^((?:${DATE})\\s*${DASH})(?=\\s|$)`, 'iu');
const OPEN_AT_END = new RegExp(`(?<![\\w/])((?:${DATE})\\s*${DASH})\\s*$`, 'iu');
const DATE_AT_END = new RegExp(`(?<![\\w/]|${DASH}\\s{0,2})(${DATE})\\s*$`, 'iu');
const END_AT_START = new RegExp(`^(${DASH}\\s*)?(${DATE}|${OPEN_END})(?![\\w/])\\s*`, 'iu');

/**
 * Where a date range was cut across two lines, the part of the second line that finishes it: 'June 2020 –'
 * then 'Present Working on…' gives 'Present'; 'Jan 2023' then '- Present' gives '- Present'. Answers the
 * length of that part of `next` and where in `line` it belongs, or undefined when the lines are not a cut range.
 */
export function rangeContinuation(
  line: string,
  next: string,
): { insertAt: number; take: number } | undefined {
  const end = END_AT_START.exec(next);
  if (!end) return undefined;
  const openEnd = OPEN_AT_END.exec(line);
  if (openEnd) return { insertAt: line.length, take: end[0].length };
  const openStart = OPEN_AT_START.exec(line);
  if (openStart && !RANGE.test(line)) return { insertAt: openStart[0].length, take: end[0].length };
  // 'Jan 2023' alone (or ending a line) with '- Present' or '– Dec 2022' under it.
  if (end[1] && DATE_AT_END.test(line) && !RANGE.test(line) && next.trim().length === end[0].trim().length)
    return { insertAt: line.length, take: end[0].length };
  return undefined;
}

/**
 * A template's date slot left as written ('year–year', 'YYYY – Present', 'MM/YYYY - MM/YYYY'): it holds the
 * place of the dates, so the line is read as dated, but it names no date and gets no ISO value. Only a dash
 * joins two slots, so 'from year to year' in a sentence is not one.
 */
const DATE_SLOT = '(?:yyyy|year|(?:19|20)xx|mm\\s*/\\s*yyyy|month\\s+year)';
const RANGE = new RegExp(
  `(?<![\\w/])(${DATE}|${SHORT_NUMERIC})${SEPARATOR}(${DATE}|${SHORT_NUMERIC}|${OPEN_END})(?![\\w/])|` +
    `(?<![\\w/])(${DATE_SLOT}|${DATE})\\s*${DASH}\\s*(${DATE_SLOT}|${DATE}|${OPEN_END})(?![\\w/])`,
  'iu',
);
const SINGLE = new RegExp(`(?<![\\w/])(${DATE})(?![\\w/])`, 'iu');
/** Dates listed, not spanned: 'Summer 2013, 2014', '2019 & 2021', 'Summers 2018 and 2019'. */
const DATE_LIST = new RegExp(
  `(?<![\\w/])(?:${SEASON}s?\\s*,?\\s*)?(${YEAR}|${DATE})(?:\\s*(?:,|&|\\band\\b|\\by\\b|\\bet\\b|\\bund\\b|\\be\\b)\\s*(?:${SEASON}\\s+)?${YEAR}(?![\\w/]))+`,
  'iu',
);
const SINCE = new RegExp(`(?<![\\p{L}])(?:${SINCE_SOURCE})\\s+(${DATE})(?![\\w/])`, 'iu');
/** A start with a dash and nothing after it ends its line: '2023-06 —', a job whose end is still open. */
const OPEN_RANGE = new RegExp(`(?<![\\w/])(${DATE})\\s*${DASH}\\s*$`, 'iu');

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
  const month = monthNumber(/^[\p{L}]+\.?/u.exec(t)?.[0] ?? '');
  if (yearMatch) {
    const year = yearMatch[0];
    if (month && /^\p{L}/u.test(t)) return { text: written, iso: `${year}-${pad(month)}` };
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

/**
 * Every date form holds a digit or a template slot ('year', 'YYYY'); most lines hold neither, and the
 * month names of six languages make the full patterns slow enough to be worth skipping for them.
 */
const MAY_HOLD_DATE = /\d|year|yyyy/i;

const WHOLE_OPEN_END = new RegExp(`^${OPEN_END}$`, 'iu');

/** The whole text is the open end of a range: 'Present', 'Current', 'Now', 'Actualidad', …. */
export function isOpenEnd(text: string): boolean {
  return WHOLE_OPEN_END.test(text.trim());
}

/** The first date range in `text`, else a 'since …' phrase, else a single date. */
export function findDateRange(text: string): DateMatch | undefined {
  if (!MAY_HOLD_DATE.test(text)) return undefined;
  const range = RANGE.exec(text);
  if (range) {
    const startText = range[1] ?? range[3] ?? '';
    const endText = range[2] ?? range[4] ?? '';
    const open = isOpenEnd(endText);
    return {
      start: parseDate(startText),
      end: open ? { text: capitalise(endText.trim()) } : parseDate(endText),
      current: open,
      index: range.index,
      length: range[0].length,
    };
  }
  const since = SINCE.exec(text) ?? OPEN_RANGE.exec(text);
  if (since) {
    return { start: parseDate(since[1] ?? ''), current: true, index: since.index, length: since[0].length };
  }
  const list = DATE_LIST.exec(text);
  if (list) {
    // Kept as written, so it prints once ('Summer 2013, 2014'); the first and last years bound it for sorting.
    const written = list[0].trim();
    const years = written.match(new RegExp(YEAR, 'g')) ?? [];
    return {
      start: { text: written, ...(years[0] ? { iso: years[0] } : {}) },
      end: { text: written, ...(years.at(-1) ? { iso: years.at(-1) } : {}) },
      current: false,
      index: list.index,
      length: list[0].length,
    };
  }
  const single = SINGLE.exec(text);
  if (single) {
    const end = parseDate(single[1] ?? '');
    // A date the person looks forward to keeps the word that says so ('Expected Graduation: May 2018' →
    // 'Expected May 2018'): without it the date reads as done, and the resume was written before it.
    const ahead = LOOKING_AHEAD.exec(text.slice(Math.max(0, single.index - 40), single.index));
    if (ahead?.[1]) end.text = `${capitalise(ahead[1])} ${end.text}`;
    return { end, current: false, index: single.index, length: single[0].length };
  }
  return undefined;
}

/** The word before a date that puts it in the future ('Expected', 'Anticipated graduation:'). */
const LOOKING_AHEAD = /\b(expected|anticipated)\b(?:\s+(?:graduation|completion|date))?\s*:?\s*$/i;

/** True for a date written as one the person looks forward to ('Expected May 2018'). */
export function isExpectedDate(date: { text: string } | undefined): boolean {
  return /^(expected|anticipated)\b/i.test(date?.text ?? '');
}

/** True when the text holds a date range or a month-and-year date (a bare year alone is too weak an anchor). */
export function hasStrongDate(text: string): boolean {
  if (!MAY_HOLD_DATE.test(text)) return false;
  if (RANGE.test(text) || SINCE.test(text)) return true;
  const single = SINGLE.exec(text);
  return Boolean(single && /[a-z]/i.test(single[1] ?? ''));
}

/** Removes the matched date text and words that only introduce it ('Expected', 'Graduated'). */
export function withoutDate(text: string, match: DateMatch): string {
  const before = text
    .slice(0, match.index)
    .replace(
      /(\b(expected|graduated|graduating|graduation|anticipated|since|from|date|completed|completion|desde|depuis|seit|dal)\b\s*:?\s*)+$/i,
      '',
    );
  // A tab separates fields ('Engineer⇥Austin, TX'); it survives so the header can still be split at it.
  return `${before} ${text.slice(match.index + match.length)}`
    .replace(/[([]\s*[)\]]/g, ' ')
    .replace(/\s*\t\s*/g, '\t')
    .replace(/[^\S\t]+/g, ' ')
    .replace(/^[\s,|•·–—:-]+|[\s,|•·–—:(-]+$/g, '')
    .trim();
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}
