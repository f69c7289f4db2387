import type { JobKeyword } from '../analyze/job-keywords.ts';
import { lookupSkill } from '../analyze/skills-dictionary.ts';
import { experienceFigure } from '../analyze/work-years.ts';
import type { ResumeDocument } from '../model/resume-document.ts';
import {
  article,
  degreeHeld,
  latestRole,
  usableEmployer,
  usableName,
  usableTitle,
} from './grounded-facts.ts';
import { keywordsIn } from './relevance.ts';

export { latestRole } from './grounded-facts.ts';

export interface WrittenText {
  text: string;
  /** Facts the text is built from ('B' for basics, 'JD' for the job). */
  sourceIds: string[];
}

export interface SummaryOptions {
  /** The role aimed at; kept for callers, the summary itself states only the person's facts. */
  targetTitle?: string;
  keywords?: JobKeyword[];
  /** The day years of experience are counted to (default: now). */
  today?: Date;
}

/** 'A', 'A and B', 'A, B and C'. */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Skill entries that state a level ('Excel basics', 'familiar with Go'): quoted only as the person wrote them. */
export const LEVEL_QUALIFIED =
  /\b(basics?|beginner|elementary|familiar(ity)?|exposure|learning|introductory|novice)\b/i;

/**
 * Skills the resume itself lists that a writer may name in a sentence of its own: the ones the job
 * asks for first (by weight), then the rest as written. Entries that state a level, or that are not a
 * short name, are left out so a sentence never upgrades or garbles them; two spellings of one skill
 * ('JavaScript', 'JS') count once. `known` says the skills dictionary knows the entry: a sentence that
 * names skills the job did not ask for names only those, so a list's sub-heading or a phrase
 * ('What I Do Best', 'Fluent in Spanish') is never called a skill.
 */
export function rankedResumeSkills(
  doc: ResumeDocument,
  keywords: JobKeyword[] = [],
): { skill: string; id: string; weight: number; known: boolean }[] {
  const seen = new Set<string>();
  const listed = doc.skills.flatMap((group) =>
    group.keywords
      .map((skill) => ({ skill: usableName(skill), id: group.id }))
      .filter((item): item is { skill: string; id: string } => {
        if (!item.skill || LEVEL_QUALIFIED.test(item.skill) || item.skill.split(' ').length > 4) return false;
        const key = (lookupSkill(item.skill)?.name ?? item.skill).toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
  );
  const weightOf = (skill: string) =>
    keywordsIn(skill, keywords).reduce((max, k) => Math.max(max, k.weight), 0);
  return listed
    .map((item, index) => ({ ...item, index, weight: weightOf(item.skill) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ skill, id, weight }) => ({ skill, id, weight, known: knownSkill(skill) }));
}

/**
 * The dictionary knows the entry, or each of its parts: 'Git and GitHub', 'HTML/CSS', 'Node.js (MERN
 * stack)' (a parenthesised note aside).
 */
function knownSkill(entry: string): boolean {
  const bare = entry.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  if (!bare) return false;
  if (lookupSkill(bare)) return true;
  const parts = bare.split(/\s+(?:and|&)\s+|\s*\/\s*/).filter(Boolean);
  return parts.length > 1 && parts.every((part) => !!lookupSkill(part));
}

/** The skills a written sentence names: those the job asks for, or failing that the first few known ones. */
export function skillsToName(doc: ResumeDocument, keywords: JobKeyword[], max = 5) {
  const ranked = rankedResumeSkills(doc, keywords);
  const wanted = ranked.filter((s) => s.weight > 0);
  return (wanted.length ? wanted : keywords.length ? [] : ranked.filter((s) => s.known)).slice(0, max);
}

/**
 * A short professional summary from the resume's own facts, for a resume that has none: the latest
 * usable title, the years computed from the dates, the usable employers, and the listed skills the
 * job asks for. Every sentence has a subject and a verb (first person, as the letter is written); a
 * sentence whose fact is missing is left out, so the
 * answer may be empty.
 */
export function writeSummary(doc: ResumeDocument, options: SummaryOptions = {}): WrittenText {
  const keywords = options.keywords ?? [];
  const sentences: WrittenText[] = [];
  const latest = latestRole(doc);
  const label = usableTitle(doc.basics.label);
  const title = label ?? usableTitle(latest?.position);
  const titleId = label ? 'B' : latest?.id;
  // The person's own figure where their summary states one, else the paid roles' months (never one that disagrees).
  const figure = experienceFigure(doc, options.today);
  const years = figure?.text;
  const ordered = latest ? [latest, ...doc.work.filter((w) => w !== latest)] : doc.work;
  const employers: { name: string; id: string }[] = [];
  for (const role of ordered) {
    const name = usableEmployer(role.company);
    if (name && !employers.some((e) => e.name.toLowerCase() === name.toLowerCase()) && employers.length < 2)
      employers.push({ name, id: role.id });
  }
  const datedIds = doc.work.filter((w) => w.start?.iso).map((w) => w.id);

  if (title && (years || employers.length)) {
    sentences.push({
      text: `I am ${article(title)} ${title} with ${years ? `${years} of ` : ''}experience${employers.length ? ` at ${joinList(employers.map((e) => e.name))}` : ''}.`,
      sourceIds: [...new Set([titleId!, ...employers.map((e) => e.id), ...(years ? datedIds : [])])],
    });
  } else if (title) {
    const degree = doc.education.find((e) => degreeHeld(e));
    if (degree) {
      sentences.push({
        text: `I am ${article(title)} ${title} who holds ${degreeHeld(degree)}.`,
        sourceIds: [titleId!, degree.id],
      });
    }
  }

  const skills = skillsToName(doc, keywords);
  if (skills.length) {
    sentences.push({
      text: `I have worked with ${joinList(skills.map((s) => s.skill))}.`,
      sourceIds: [...new Set(skills.map((s) => s.id))],
    });
  }
  return {
    text: sentences.map((s) => s.text.replace(/\.\.$/, '.')).join(' '),
    sourceIds: [...new Set(sentences.flatMap((s) => s.sourceIds))],
  };
}
