import type { Draft, JobKeyword } from './job-keyword-types.ts';
import { CUED_BOOST, EXAMPLE_WEIGHT, INFERRED_SOFT_WEIGHT, typeWeight } from './job-weights.ts';
import { findRun } from './normalize.ts';

/**
 * Folds a phrase of the ad into a shorter one it contains ('user-friendly web applications' into 'web applications',
 * 'multi-cloud environment' into 'multi-cloud'): the shorter names the requirement, the longer only says more of
 * it, and each mention counts for the shorter one.
 */
export function mergeNestedPhrases(drafts: Map<string, Draft>): void {
  const phrases = [...drafts.values()].filter((draft) => /^(phrase|name):/.test(draft.id));
  // A phrase's id holds the stems of its words.
  const words = (draft: Draft) => draft.id.slice(draft.id.indexOf(':') + 1).split(' ');
  for (const longer of phrases) {
    const longWords = words(longer);
    const shorter = phrases.find(
      (other) =>
        other !== longer &&
        drafts.has(other.id) &&
        words(other).length < longWords.length &&
        findRun(longWords, words(other)) >= 0,
    );
    if (!shorter) continue;
    shorter.frequency += longer.frequency;
    if (longer.blockWeight > shorter.blockWeight) {
      shorter.blockWeight = longer.blockWeight;
      shorter.block = longer.block;
    }
    shorter.required ||= longer.required;
    shorter.mustSentence ||= longer.mustSentence;
    shorter.cued ||= longer.cued;
    shorter.listed ||= longer.listed;
    shorter.exampleOnly &&= longer.exampleOnly;
    drafts.delete(longer.id);
  }
}

/**
 * Weighs every draft (kind, block, frequency, place in the ad, how it was asked for), keeps the `limit` heaviest and
 * scales their weights to sum to 100.
 */
export function rankKeywords(drafts: ReadonlyMap<string, Draft>, limit: number): JobKeyword[] {
  const scored = [...drafts.values()].map((draft) => {
    const raw =
      typeWeight(draft) *
      draft.blockWeight *
      (1 + Math.log(1 + draft.frequency)) *
      (draft.early || draft.kind === 'title' ? 1.2 : 1) *
      (draft.mustSentence ? 1.1 : 1) *
      // A soft skill is always written 'X skills', so that cue says nothing about it; a list item of its own does.
      ((draft.cued && draft.kind !== 'soft') || draft.listed ? CUED_BOOST : 1) *
      (draft.exampleOnly ? EXAMPLE_WEIGHT : 1) *
      (draft.inferredOnly && draft.kind === 'soft' ? INFERRED_SOFT_WEIGHT : 1);
    return { draft, raw };
  });
  scored.sort((a, b) => b.raw - a.raw || a.draft.term.localeCompare(b.draft.term));
  const kept = scored.slice(0, limit);
  const total = kept.reduce((sum, item) => sum + item.raw, 0) || 1;
  return kept.map(({ draft, raw }) => ({
    id: draft.id,
    term: draft.term,
    canonical: draft.canonical,
    kind: draft.kind,
    ...(draft.skillType ? { skillType: draft.skillType } : {}),
    weight: Math.round((raw / total) * 1000) / 10,
    required: draft.required || draft.kind === 'title',
    importance: draft.block === 'preferred' && !draft.required ? ('nice' as const) : ('must' as const),
    block: draft.block,
    frequency: draft.frequency,
    ...(draft.years !== undefined ? { years: draft.years } : {}),
    aliases: draft.aliases,
    evidence: draft.evidence,
    ...(draft.inferredOnly && draft.kind === 'soft' ? { inferred: true as const } : {}),
  }));
}
