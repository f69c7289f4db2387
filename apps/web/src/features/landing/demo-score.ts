import {
  ATS_EXCELLENT_ABOVE,
  DEMO_SCORE_MAX,
  DEMO_SCORE_START,
  IMPACT_HIGH_ABOVE,
  SCORE_RED_BELOW,
  SCORE_YELLOW_BELOW,
} from './timings.ts';

/**
 * Readability the demo shows once `linesShown` of `totalLines` resume lines are visible: a straight
 * climb from the start score, reaching the maximum only when the resume is complete and never
 * leaving the start..max range, whatever the inputs.
 */
export function demoReadability(linesShown: number, totalLines: number): number {
  // No lines, or a total that is no count at all (infinite, NaN): the demo has not started.
  if (!(totalLines > 0) || !Number.isFinite(totalLines) || !(linesShown > 0)) return DEMO_SCORE_START;
  const progress = Math.min(1, linesShown / totalLines);
  const score = Math.round(DEMO_SCORE_START + (DEMO_SCORE_MAX - DEMO_SCORE_START) * progress);
  return Math.min(DEMO_SCORE_MAX, Math.max(DEMO_SCORE_START, score));
}

export type ScoreTone = 'red' | 'yellow' | 'green';

/** SPEC §4: under 70 red, under 85 yellow, otherwise green. */
export function scoreTone(score: number): ScoreTone {
  if (score < SCORE_RED_BELOW) return 'red';
  if (score < SCORE_YELLOW_BELOW) return 'yellow';
  return 'green';
}

/** SPEC §4: 'Excellent' above 85, otherwise 'Good'. */
export function atsBadge(score: number): 'Excellent' | 'Good' {
  return score > ATS_EXCELLENT_ABOVE ? 'Excellent' : 'Good';
}

/** SPEC §4: 'High' above 90, otherwise 'Improving'. */
export function impactBadge(score: number): 'High' | 'Improving' {
  return score > IMPACT_HIGH_ABOVE ? 'High' : 'Improving';
}
