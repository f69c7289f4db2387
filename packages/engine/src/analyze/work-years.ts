import type { ResumeDocument } from '../model/resume-document.ts';

function monthIndex(iso: string | undefined): number | undefined {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(iso ?? '');
  if (!match) return undefined;
  return Number(match[1]) * 12 + (match[2] ? Number(match[2]) - 1 : 0);
}

/**
 * Whole years of work, computed from the dates the resume gives (overlapping roles counted once).
 * A role without a readable start, or without an end that is not current, does not count; the
 * answer is undefined below one year or when no role has usable dates.
 */
export function yearsOfExperience(doc: ResumeDocument, today: Date = new Date()): number | undefined {
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const spans: [number, number][] = [];
  for (const role of doc.work) {
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
  months += to - from;
  const years = Math.floor(months / 12);
  return years >= 1 && years < 60 ? years : undefined;
}
