import type { ResumeDocument } from '../model/resume-document.ts';
import { findDateRange, isExpectedDate } from '../parse/structure/dates.ts';
import { stem, tokenize } from './normalize.ts';

function monthIndex(iso: string | undefined): number | undefined {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(iso ?? '');
  if (!match) return undefined;
  return Number(match[1]) * 12 + (match[2] ? Number(match[2]) - 1 : 0);
}

/**
 * 'Last updated on 1st June 2020', 'Updated: 03/2021': the date the resume says it was written, right after
 * the words that say so ('Updated the billing system in 2019' says nothing of the kind).
 */
const LAST_UPDATED = /\b(?:last\s+updated|updated\s*:|updated\s+on)\s*(?:on\s*)?:?\s*/i;
/** How far into the words after 'Last updated' its date may start ('1st June 2020' starts at 'June'). */
const UPDATED_DATE_LEAD = 5;

/**
 * The month by which the resume was written, where it tells: the date it says it was last updated, or a
 * graduation it still expected ('Expected May 2018'), which was ahead of it when it was written. Its
 * 'Present' can be no later than that.
 */
export function writtenBy(doc: ResumeDocument): number | undefined {
  const months: (number | undefined)[] = doc.education
    .filter((school) => isExpectedDate(school.end))
    .map((school) => monthIndex(school.end?.iso));
  const notes = [
    ...doc.custom.flatMap((section) => section.items.map((item) => item.text)),
    doc.summary?.text ?? '',
  ];
  for (const note of notes) {
    const updated = LAST_UPDATED.exec(note);
    if (!updated) continue;
    const date = findDateRange(
      note.slice(updated.index + updated[0].length, updated.index + updated[0].length + 40),
    );
    if (date && date.index <= UPDATED_DATE_LEAD) months.push(monthIndex((date.end ?? date.start)?.iso));
  }
  const known = months.filter((month): month is number => month !== undefined);
  return known.length ? Math.min(...known) : undefined;
}

/**
 * The month a current role counts up to: today, or the month the resume says it was written by
 * (`writtenBy`) when that is earlier, though never before a role the resume says has ended.
 */
export function countingTo(doc: ResumeDocument, today: Date = new Date()): number {
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const written = writtenBy(doc);
  if (written === undefined) return now;
  const ends = doc.work.map((role) => monthIndex(role.end?.iso) ?? 0);
  return Math.min(now, Math.max(written, ...ends));
}

/**
 * Whole years of work, computed from the dates the resume gives (overlapping roles counted once).
 * A role without a readable start, or without an end that is not current, does not count; the
 * answer is undefined below one year or when no role has usable dates. A current role counts up to
 * `countingTo`: today, unless the resume says it was written earlier.
 */
export function yearsOfExperience(doc: ResumeDocument, today: Date = new Date()): number | undefined {
  return yearsOfWork(doc.work, countingTo(doc, today));
}

/** Whole years of the given roles, current ones counted up to the month `now`; undefined below one year. */
export function yearsOfWork(roles: ResumeDocument['work'], now: number): number | undefined {
  const months = monthsOfWork(roles, now);
  if (months === undefined) return undefined;
  const years = Math.floor(months / 12);
  return years >= 1 && years < 60 ? years : undefined;
}

/**
 * The years of experience the person states in their own summary ('6 years of experience', '5+ years of
 * experience in …', '15+ years of hands-on software engineering expertise'), as written: a letter that counts years says the person's figure, never one that
 * contradicts it. Undefined when the summary states none, or states two different figures.
 */
export function statedYears(doc: ResumeDocument): string | undefined {
  const stated = new Set<string>();
  const pattern =
    /\b(\d{1,2}(?:\.\d)?\s*\+?)\s*(years?|yrs?)\.?\s+(?:of\s+)?(?:[\w-]+\s+){0,3}(?:experience|expertise|exp)\b/gi;
  for (const match of (doc.summary?.text ?? '').matchAll(pattern)) {
    const figure = (match[1] ?? '').replace(/\s+/g, '');
    stated.add(`${figure} ${figure === '1' ? 'year' : 'years'}`);
  }
  return stated.size === 1 ? [...stated][0] : undefined;
}

/**
 * A role that is not paid work the person would count as experience: an internship, a traineeship, a
 * volunteer or student post. Its months are left out of the count (the person may still state them).
 */
const NOT_PAID_WORK =
  /\b(intern(?:ship)?s?|trainee(?:ship)?|apprentice(?:ship)?|volunteer(?:ing)?|student|fellowship|extern(?:ship)?|placement|co-?op)\b/i;

export function isPaidRole(role: ResumeDocument['work'][number]): boolean {
  return !NOT_PAID_WORK.test(`${role.position ?? ''} ${role.company ?? ''}`);
}

/** Months of the given roles, overlaps counted once, current ones up to the month `now`; undefined when none. */
export function monthsOfWork(roles: ResumeDocument['work'], now: number): number | undefined {
  const spans: [number, number][] = [];
  for (const role of roles) {
    const start = monthIndex(role.start?.iso);
    const end = role.current ? now : monthIndex(role.end?.iso);
    if (start === undefined || end === undefined || end < start || end > now + 1) continue;
    spans.push([start, end]);
  }
  if (!spans.length) return undefined;
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let [from, to] = spans[0]!;
  for (const [start, end] of spans.slice(1)) {
    if (start <= to) to = Math.max(to, end);
    else {
      months += to - from;
      [from, to] = [start, end];
    }
  }
  return months + (to - from);
}

/**
 * A length of time as a person would say it: months under two years, where whole years would understate
 * ('22 months', not '1 year'), whole years from two on ('5 years' for 5 years and 7 months: many resumes date
 * roles by the year alone, so the months past the last whole year are not known). Undefined under one month.
 */
export function durationText(months: number): string | undefined {
  if (months < 1 || months >= 60 * 12) return undefined;
  const years = Math.floor(months / 12);
  if (months < 24 && months % 12 !== 0) return `${months} ${months === 1 ? 'month' : 'months'}`;
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/**
 * The experience a letter or summary may state, as text: the person's own figure where their summary states
 * one ('5+ years'), so no computation ever contradicts it; otherwise the months of paid roles (internships,
 * volunteering and study left out, overlaps merged, gaps not counted) said as `durationText` does. Undefined
 * when neither tells, or the paid roles come to under a year (too little to lead a letter with).
 */
export function experienceFigure(
  doc: ResumeDocument,
  today: Date = new Date(),
): { text: string; stated: boolean } | undefined {
  const stated = statedYears(doc);
  if (stated) return { text: stated, stated: true };
  const months = monthsOfWork(doc.work.filter(isPaidRole), countingTo(doc, today));
  if (months === undefined || months < 12) return undefined;
  const text = durationText(months);
  return text ? { text, stated: false } : undefined;
}

/** Words around a years requirement that say how, not in what field ('of related professional experience'). */
const NOT_A_FIELD = new Set(
  'of related relevant professional work working industry full-time full time hands-on proven total overall practical previous prior paid combined progressive the in a an as with similar demonstrated direct recent minimum least at'.split(
    ' ',
  ),
);

/**
 * The field a years-of-experience requirement names, as word stems: 'One year of housekeeping experience' →
 * ['housekeep'], '7 years software industry experience' → ['software']; empty when it names none ('3+ years of
 * experience'), when any dated work counts.
 */
export function experienceField(requirement: string): string[] {
  const between = /(?:years?|yrs?|months?)\b(.*?)\bexperience\b/i.exec(requirement)?.[1] ?? '';
  return (between.toLowerCase().match(/[\p{L}+#.-]+/gu) ?? [])
    .filter((word) => !NOT_A_FIELD.has(word))
    .map((word) => stem(word));
}

/** Words of a job title that say a rank or a kind of post, not the work ('Junior', 'Associate', 'Manager'). */
const NOT_THE_WORK = new Set(
  'junior senior lead principal staff chief head associate assistant specialist officer representative worker member manager coordinator intern trainee apprentice entry level i ii iii iv mid jr sr of and the for in at'.split(
    ' ',
  ),
);

/**
 * The field a job title names, as word stems: 'Junior Proofreader' → ['proofread'], 'Sales Associate' →
 * ['sale']. A years requirement that names no field ('Minimum 2 years of experience') is read in the posting's own
 * field: years of any work do not make a developer a proofreader. Empty when the title says only a rank.
 */
export function titleField(title: string): string[] {
  return (title.toLowerCase().match(/[\p{L}+#]+/gu) ?? [])
    .filter((word) => word.length > 1 && !NOT_THE_WORK.has(word))
    .map((word) => stem(word));
}

/**
 * Whole years of the roles that are in the given field (`experienceField`): a role whose title, description or
 * bullets hold every word of it. Years of any work meet a requirement only in its field: a developer's years are
 * not 'one year of housekeeping experience'. With no field, every dated role counts (`yearsOfExperience`).
 */
export function yearsInField(
  doc: ResumeDocument,
  field: readonly string[],
  today: Date = new Date(),
  /** 'any': a role holding any one of the words is in the field (the words of a job title, `titleField`). */
  holds: 'every' | 'any' = 'every',
): number {
  if (field.length === 0) return yearsOfExperience(doc, today) ?? 0;
  const inField = doc.work.filter((role) => {
    const text = [
      role.position ?? '',
      role.summary ?? '',
      ...role.highlights.map((bullet) => bullet.text),
    ].join(' ');
    const stems = new Set(tokenize(text).map((token) => stem(token.key)));
    return holds === 'every' ? field.every((word) => stems.has(word)) : field.some((word) => stems.has(word));
  });
  return yearsOfWork(inField, countingTo(doc, today)) ?? 0;
}
