import type { JobKeyword } from '../analyze/job-keywords.ts';
import { matchKeywords } from '../analyze/match.ts';
import { isQuantified } from '../analyze/readability.ts';

/** Keywords of the job that a piece of text shows (exact or near). */
export function keywordsIn(text: string, keywords: JobKeyword[]): JobKeyword[] {
  if (!text.trim() || keywords.length === 0) return [];
  return matchKeywords(text, keywords)
    .matches.filter((m) => m.status !== 'missing')
    .map((m) => m.keyword);
}

/** How much a bullet speaks to the job: matched keyword weight, plus a little for a measured result. */
export function bulletRelevance(text: string, keywords: JobKeyword[]): number {
  const weight = keywordsIn(text, keywords).reduce((sum, k) => sum + k.weight, 0);
  return weight + (isQuantified(text) ? 0.5 : 0);
}
