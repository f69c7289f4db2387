import type { JobKeyword } from '../analyze/job-keywords.ts';
import { stemFormsOf } from '../analyze/match.ts';
import { findRun, stem } from '../analyze/normalize.ts';
import { isQuantified } from '../analyze/readability.ts';
import { findSkills, isCaseSensitiveForm, lookupSkill, matchTokens } from '../analyze/skills-dictionary.ts';

/**
 * Which job keywords a short text (a bullet, a skill) shows. The same cascade as matchKeywords
 * (exact, alias, stem) minus fuzzy spelling, compiled once per keyword list because the writer asks
 * this for every bullet and skill.
 */
interface Form {
  keys: string[];
  /** Set for forms that only match with this exact capitalisation. */
  exact?: string;
}

interface Compiled {
  keyword: JobKeyword;
  entryIndex?: number;
  forms: Form[];
  stems: string[][];
}

const compiledLists = new WeakMap<JobKeyword[], Compiled[]>();

function compile(keywords: JobKeyword[]): Compiled[] {
  const cached = compiledLists.get(keywords);
  if (cached) return cached;
  const compiled = keywords.map((keyword) => {
    const entryIndex = keyword.id.startsWith('skill:')
      ? Number(keyword.id.slice(6))
      : lookupSkill(keyword.canonical)?.index;
    const forms = [...new Set([keyword.term, keyword.canonical, ...keyword.aliases])].map((form) => ({
      keys: matchTokens(form).map((t) => t.key),
      ...(isCaseSensitiveForm(form) ? { exact: form.trim() } : {}),
    }));
    const stemSources = stemFormsOf(keyword);
    const stems = stemSources
      .filter((f) => !isCaseSensitiveForm(f))
      .map((f) => matchTokens(f).map((t) => stem(t.key)));
    return { keyword, ...(entryIndex !== undefined ? { entryIndex } : {}), forms, stems };
  });
  compiledLists.set(keywords, compiled);
  return compiled;
}

/** Keywords of the job that a piece of text shows (exact, alias or stem). */
export function keywordsIn(text: string, keywords: JobKeyword[]): JobKeyword[] {
  if (!text.trim() || keywords.length === 0) return [];
  const tokens = matchTokens(text);
  const keys = tokens.map((t) => t.key);
  const stems = keys.map(stem);
  const entries = new Set(findSkills(text, tokens).map((hit) => hit.entry.index));
  return compile(keywords)
    .filter((c) => {
      if (c.entryIndex !== undefined && entries.has(c.entryIndex)) return true;
      for (const form of c.forms) {
        const at = findRun(keys, form.keys);
        if (at < 0) continue;
        if (!form.exact) return true;
        const surface = text
          .slice(tokens[at]!.start, tokens[at + form.keys.length - 1]!.end)
          .replace(/\s+/g, ' ');
        if (surface === form.exact) return true;
      }
      return c.stems.some((needle) => findRun(stems, needle) >= 0);
    })
    .map((c) => c.keyword);
}

/** How much a bullet speaks to the job: matched keyword weight, plus a little for a measured result. */
export function bulletRelevance(text: string, keywords: JobKeyword[]): number {
  const weight = keywordsIn(text, keywords).reduce((sum, k) => sum + k.weight, 0);
  return weight + (isQuantified(text) ? 0.5 : 0);
}
