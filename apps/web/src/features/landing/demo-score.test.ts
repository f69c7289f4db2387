import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atsBadge, demoReadability, impactBadge, scoreTone } from './demo-score.ts';

describe('demoReadability', () => {
  it('starts at 65 with no lines and reaches 97 with every line', () => {
    expect(demoReadability(0, 7)).toBe(65);
    expect(demoReadability(7, 7)).toBe(97);
  });

  it('rises with every line', () => {
    const scores = Array.from({ length: 8 }, (_, n) => demoReadability(n, 7));
    for (let i = 1; i < scores.length; i++) expect(scores[i]!).toBeGreaterThan(scores[i - 1]!);
  });

  it('stays within 65..97 for any input', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (shown, total) => {
        const score = demoReadability(shown, total);
        return score >= 65 && score <= 97;
      }),
    );
    expect(demoReadability(50, 7)).toBe(97);
    expect(demoReadability(-3, 7)).toBe(65);
    expect(demoReadability(3, 0)).toBe(65);
    // fast-check found this one: Infinity / Infinity is NaN.
    expect(demoReadability(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY)).toBe(65);
    expect(demoReadability(Number.POSITIVE_INFINITY, 7)).toBe(97);
  });
});

describe('score thresholds', () => {
  it('colours under 70 red, under 85 yellow, otherwise green', () => {
    expect(scoreTone(65)).toBe('red');
    expect(scoreTone(69)).toBe('red');
    expect(scoreTone(70)).toBe('yellow');
    expect(scoreTone(84)).toBe('yellow');
    expect(scoreTone(85)).toBe('green');
    expect(scoreTone(97)).toBe('green');
  });

  it('shows the ATS badge Excellent only above 85', () => {
    expect(atsBadge(85)).toBe('Good');
    expect(atsBadge(86)).toBe('Excellent');
    expect(atsBadge(65)).toBe('Good');
  });

  it('shows the Impact badge High only above 90', () => {
    expect(impactBadge(90)).toBe('Improving');
    expect(impactBadge(91)).toBe('High');
    expect(impactBadge(70)).toBe('Improving');
  });
});
