import type { JobKeyword } from '../analyze/job-keywords.ts';
import { ACTION_VERBS, WEAK_OPENER_PATTERN } from '../analyze/lexicon.ts';
import { isQuantified } from '../analyze/readability.ts';
import type { ResumeDocument, WorkEntry } from '../model/resume-document.ts';
import { bulletRelevance, keywordsIn } from './relevance.ts';

export interface WrittenText {
  text: string;
  /** Facts the text is built from ('B' for basics, 'JD' for the job). */
  sourceIds: string[];
}

export interface SummaryOptions {
  targetTitle?: string;
  keywords?: JobKeyword[];
}

/** 'A', 'A and B', 'A, B and C'. */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The most recent role: a current one first, then the latest start date, then document order. */
export function latestRole(doc: ResumeDocument): WorkEntry | undefined {
  return [...doc.work].sort((a, b) => {
    if (a.current !== b.current) return a.current ? -1 : 1;
    return (b.start?.iso ?? '').localeCompare(a.start?.iso ?? '');
  })[0];
}

export function lowerFirstVerb(text: string): string {
  const first = text.split(/\s+/)[0] ?? '';
  return ACTION_VERBS.has(first.toLowerCase()) &&
    first === first.charAt(0).toUpperCase() + first.slice(1).toLowerCase()
    ? first.toLowerCase() + text.slice(first.length)
    : text;
}

export const endSentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** Skills the resume itself lists, ordered by the job's weights (matched first), then as written. */
export function rankedResumeSkills(
  doc: ResumeDocument,
  keywords: JobKeyword[] = [],
): { skill: string; id: string }[] {
  const listed = doc.skills.flatMap((group) => group.keywords.map((skill) => ({ skill, id: group.id })));
  const weightOf = (skill: string) =>
    keywordsIn(skill, keywords).reduce((max, k) => Math.max(max, k.weight), 0);
  return listed
    .map((item, index) => ({ ...item, index, weight: weightOf(item.skill) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ skill, id }) => ({ skill, id }));
}

/**
 * A 2–4 sentence professional summary from the resume's own facts, aimed at the target title.
 * It names only employers, titles, skills and results the resume already states.
 */
export function writeSummary(doc: ResumeDocument, options: SummaryOptions = {}): WrittenText {
  const keywords = options.keywords ?? [];
  const sentences: WrittenText[] = [];
  const latest = latestRole(doc);
  const label = doc.basics.label?.trim() || latest?.position.trim();
  const companies = [...new Set(doc.work.map((w) => w.company.trim()).filter(Boolean))].slice(0, 2);
  const companyIds = doc.work.filter((w) => companies.includes(w.company.trim())).map((w) => w.id);
  const labelId = doc.basics.label?.trim() ? 'B' : latest?.id;
  const degree = doc.education.find((e) => e.studyType || e.area);

  if (label && companies.length) {
    sentences.push({
      text: `${label} with experience at ${joinList(companies)}.`,
      sourceIds: [...new Set([labelId!, ...companyIds])],
    });
  } else if (label && degree) {
    const what = [degree.studyType, degree.area ? `in ${degree.area}` : ''].filter(Boolean).join(' ');
    sentences.push({
      text: `${label} with a ${what} from ${degree.institution}.`,
      sourceIds: [labelId!, degree.id],
    });
  } else if (label) {
    sentences.push({ text: `${label}.`, sourceIds: [labelId!] });
  }

  // One concrete result, preferring the bullet that speaks most to the job.
  const bullets = doc.work.flatMap((w) => w.highlights.map((h) => ({ h, w })));
  const best = bullets
    .filter(
      ({ h }) =>
        isQuantified(h.text) && !WEAK_OPENER_PATTERN.test(h.text) && h.text.split(/\s+/).length <= 30,
    )
    .map((item, index) => ({ ...item, index, score: bulletRelevance(item.h.text, keywords) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)[0];
  if (best) {
    sentences.push({
      text: endSentence(`At ${best.w.company}, ${lowerFirstVerb(best.h.text)}`),
      sourceIds: [best.h.id, best.w.id],
    });
  }

  const skills = rankedResumeSkills(doc, keywords).slice(0, 5);
  if (skills.length) {
    sentences.push({
      text: `Skilled in ${joinList(skills.map((s) => s.skill))}.`,
      sourceIds: [...new Set(skills.map((s) => s.id))],
    });
  }
  if (options.targetTitle?.trim()) {
    sentences.push({ text: `Seeking a ${options.targetTitle.trim()} role.`, sourceIds: ['JD'] });
  }
  return {
    text: sentences.map((s) => s.text).join(' '),
    sourceIds: [...new Set(sentences.flatMap((s) => s.sourceIds))],
  };
}
