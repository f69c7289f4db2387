import { describe, expect, it } from 'vitest';
import { numberClaims, numberValues } from './numbers.ts';

const values = (text: string) => numberClaims(text).map((c) => c.value);

describe('numberClaims', () => {
  it('normalises spellings of the same number', () => {
    expect(values('a team of 5')).toEqual(values('a team of five'));
    expect(values('cut costs by 30%')).toEqual(values('cut costs by 30 percent'));
    expect(values('$2M in revenue')).toEqual(values('2 million in revenue'));
    expect(values('₹1,20,000 saved')).toEqual(['120000']);
  });
  it('marks years and ignores placeholders and words inside names', () => {
    expect(numberClaims('Joined in 2019')[0]).toMatchObject({ value: '2019', isYear: true });
    expect(numberClaims('improved [metric] by [X%]')).toEqual([]);
    expect(numberClaims('tuned p95 latency')).toEqual([]);
  });
  it('treats a bare number as implied by its percentage', () => {
    const set = numberValues(['grew sales 40%']);
    expect(set.has('40%')).toBe(true);
    expect(set.has('40')).toBe(true);
  });
});
