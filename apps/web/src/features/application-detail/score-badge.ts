import { SCORE_BADGE_FAIR, SCORE_BADGE_GOOD } from '@hireproof/contract';

export type ScoreBadgeVariant = 'default' | 'secondary' | 'destructive';

/** SPEC §2: default at 80 or more, secondary at 60 or more, destructive below. */
export function scoreBadgeVariant(score: number): ScoreBadgeVariant {
  if (score >= SCORE_BADGE_GOOD) return 'default';
  if (score >= SCORE_BADGE_FAIR) return 'secondary';
  return 'destructive';
}

/** The badge's words for a score band. */
export function scoreBadgeLabel(score: number): string {
  const variant = scoreBadgeVariant(score);
  if (variant === 'default') return 'Excellent';
  if (variant === 'secondary') return 'Good';
  return 'Needs Work';
}
