import { describe, expect, it } from 'vitest';
import { isoFromResumeDate, resumeDateFromIso } from './dates.ts';

describe('JSON Resume dates', () => {
  it('reads partial ISO dates into written forms', () => {
    expect(resumeDateFromIso('2020')).toEqual({ text: '2020', iso: '2020' });
    expect(resumeDateFromIso('2020-11')).toEqual({ text: 'Nov 2020', iso: '2020-11' });
    expect(resumeDateFromIso('2020-11-30')).toEqual({ text: 'Nov 2020', iso: '2020-11' });
    expect(resumeDateFromIso('next year')).toEqual({ text: 'next year' });
    expect(resumeDateFromIso('2020-13')).toEqual({ text: '2020-13' });
  });
  it('writes only valid ISO forms back', () => {
    expect(isoFromResumeDate({ text: 'Nov 2020', iso: '2020-11' })).toBe('2020-11');
    expect(isoFromResumeDate({ text: 'Present' })).toBeUndefined();
    expect(isoFromResumeDate(undefined)).toBeUndefined();
  });
});
