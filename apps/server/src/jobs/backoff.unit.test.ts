import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF_BASE_MS, retryDelayMs } from './backoff.ts';

describe('retryDelayMs', () => {
  it('doubles with every failed attempt', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000))).toEqual([2000, 4000, 8000, 16000]);
  });

  it('uses a 5 s base by default: 10 s then 20 s', () => {
    expect(DEFAULT_BACKOFF_BASE_MS).toBe(5000);
    expect(retryDelayMs(1)).toBe(10_000);
    expect(retryDelayMs(2)).toBe(20_000);
  });

  it('never exceeds the cap', () => {
    expect(retryDelayMs(30, 1000, 60_000)).toBe(60_000);
  });

  it('refuses a count below one', () => {
    expect(() => retryDelayMs(0)).toThrow(RangeError);
  });
});
