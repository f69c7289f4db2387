import type { JobKeyword } from '../analyze/job-keywords.ts';
import { type MatchResult, matchKeywords } from '../analyze/match.ts';
import { termKey } from '../analyze/normalize.ts';
import { findSkills, lookupSkill } from '../analyze/skills-dictionary.ts';
import type { ResumeDocument } from '../model/resume-document.ts';

/** SPEC §5 'Skills': split on commas or newlines, trim, drop empties. */
export function splitSkills(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * SPEC §5 AI skills: title-cased, and 3 characters or fewer upper-cased ('aws' → 'AWS'). A skill the
 * dictionary knows keeps its usual spelling ('javascript' → 'JavaScript', 'node.js' → 'Node.js').
 */
export function formatAiSkill(skill: string): string {
  const clean = skill.trim().replace(/\s+/g, ' ');
  if (clean.length <= 3) return clean.toUpperCase();
  // A known brand spelling wins ('javascript' → 'JavaScript'); plain names are title-cased.
  const known = lookupSkill(clean);
  if (
    known &&
    termKey(known.name) === termKey(clean) &&
    (/[A-Z]/.test(known.name.slice(1)) || /[.#+]/.test(known.name))
  )
    return known.name;
  const words = clean.split(' ');
  // A whole phrase in capitals is shouting ('STAKEHOLDER MANAGEMENT'); a short capitalised word on its
  // own or among lower-case ones is an acronym ('REST', 'JSON' in 'JSON APIs') and keeps its case.
  const shouted = words.length > 1 && clean === clean.toUpperCase();
  return words
    .map((word) => {
      if (!shouted && isAcronym(word)) return word;
      // Mixed case is deliberate styling (gRPC, iOS, DevOps): keep it.
      if (/[a-z]/.test(word) && /[A-Z]/.test(word.slice(1))) return word;
      if (word.length <= 3 && word === word.toUpperCase() && /[A-Z]/.test(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
    })
    .join(' ');
}

function isAcronym(word: string): boolean {
  return /^[A-Z][A-Z0-9/&.-]{1,4}$/.test(word);
}

/** Normalises AI-suggested skills: split, trimmed, formatted, de-duplicated case-insensitively. */
export function normalizeAiSkills(input: string | string[]): string[] {
  const list = Array.isArray(input) ? input.flatMap(splitSkills) : splitSkills(input);
  return mergeSkills([], list.map(formatAiSkill));
}

/** Existing skills first, then each added skill not already present (case-insensitive). */
export function mergeSkills(existing: string[], added: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const skill of [...existing, ...added]) {
    const key = skill.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(skill.trim());
  }
  return out;
}

export interface SkillSuggestion {
  /** The skill as it would be added, formatted per SPEC §5. */
  skill: string;
  keyword: JobKeyword;
  /** Why it is suggested, in words for the UI. */
  reason: string;
  /** The resume line that supports it, when there is one. */
  line?: number;
  targetId?: string;
}

export interface SkillSuggestions {
  /** Missing from the skills list, but the resume shows it or something closely related. */
  supported: SkillSuggestion[];
  /** Asked for by the job with no evidence in the resume: learn it or address it in the letter. */
  gaps: SkillSuggestion[];
}

const LISTABLE = new Set(['hard', 'tool', 'certification', 'other']);

/** Splits the job's skills that are not on the resume's skills list into supported ones and gaps. */
export function suggestSkills(
  doc: ResumeDocument,
  keywords: JobKeyword[],
  match?: MatchResult,
): SkillSuggestions {
  const result = match ?? matchKeywords(doc, keywords);
  const resumeCategories = new Map<string, string>();
  const resumeText = [
    ...doc.skills.flatMap((g) => g.keywords),
    ...doc.work.flatMap((w) => [w.summary ?? '', ...w.highlights.map((h) => h.text)]),
    ...doc.projects.flatMap((p) => [...p.keywords, ...p.highlights.map((h) => h.text)]),
  ].join('\n');
  for (const hit of findSkills(resumeText)) {
    if (hit.entry.category && !resumeCategories.has(hit.entry.category))
      resumeCategories.set(hit.entry.category, hit.surface);
  }
  const supported: SkillSuggestion[] = [];
  const gaps: SkillSuggestion[] = [];
  const ranked = [...result.matches].sort((a, b) => b.keyword.weight - a.keyword.weight);
  for (const m of ranked) {
    if (!LISTABLE.has(m.keyword.kind)) continue;
    if (m.evidence === 'skills' || m.evidence === 'both') continue;
    const skill = formatAiSkill(m.keyword.canonical === m.keyword.term ? m.keyword.term : m.keyword.term);
    if (m.status !== 'missing') {
      supported.push({
        skill,
        keyword: m.keyword,
        reason: `your resume mentions it ('${m.phrase}') but your skills list does not`,
        ...(m.line ? { line: m.line } : {}),
        ...(m.targetId ? { targetId: m.targetId } : {}),
      });
      continue;
    }
    const category = m.keyword.id.startsWith('skill:')
      ? lookupSkill(m.keyword.canonical)?.category
      : undefined;
    const related = category ? resumeCategories.get(category) : undefined;
    if (related) {
      supported.push({
        skill,
        keyword: m.keyword,
        reason: `related to ${related} on your resume (${category}); add it only if you have used it`,
      });
    } else {
      gaps.push({
        skill,
        keyword: m.keyword,
        reason: m.keyword.required
          ? 'required by the job; not shown on your resume'
          : 'preferred by the job; not shown on your resume',
      });
    }
  }
  return { supported, gaps };
}
