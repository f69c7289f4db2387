import type { ResumeDate } from './resume-document.ts';

/** Three-letter English month names, January first, as resumes write them. */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** JSON Resume's date pattern: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
export const ISO_PARTIAL_DATE = /^([12]\d{3})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$/;

/** Reads a JSON Resume date ('2020-03', '2019', '2021-06-30') into a ResumeDate written the way people write it. */
export function resumeDateFromIso(value: string): ResumeDate {
  const trimmed = value.trim();
  const match = ISO_PARTIAL_DATE.exec(trimmed);
  if (!match) return { text: trimmed };
  const [, year, month] = match;
  if (!month) return { text: `${year}`, iso: `${year}` };
  return { text: `${MONTH_ABBREVIATIONS[Number(month) - 1]} ${year}`, iso: `${year}-${month}` };
}

/** The JSON Resume form of a date: its ISO form when known, otherwise nothing (the schema allows no free text). */
export function isoFromResumeDate(date: ResumeDate | undefined): string | undefined {
  return date?.iso && ISO_PARTIAL_DATE.test(date.iso) ? date.iso : undefined;
}
