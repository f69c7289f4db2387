import { describe, expect, it } from 'vitest';
import { scoreBadgeLabel, scoreBadgeVariant } from './score-badge.ts';

describe('scoreBadgeVariant', () => {
  it('is default from 80, secondary from 60, destructive below', () => {
    expect(scoreBadgeVariant(100)).toBe('default');
    expect(scoreBadgeVariant(80)).toBe('default');
    expect(scoreBadgeVariant(79.9)).toBe('secondary');
    expect(scoreBadgeVariant(60)).toBe('secondary');
    expect(scoreBadgeVariant(59)).toBe('destructive');
    expect(scoreBadgeVariant(0)).toBe('destructive');
  });
});

describe('scoreBadgeLabel', () => {
  it('names the same bands', () => {
    expect(scoreBadgeLabel(80)).toBe('Excellent');
    expect(scoreBadgeLabel(60)).toBe('Good');
    expect(scoreBadgeLabel(59)).toBe('Needs Work');
  });
});
