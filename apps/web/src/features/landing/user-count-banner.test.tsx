import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userCountStep } from './use-user-count.ts';
import { UserCountBanner } from './user-count-banner.tsx';

function count(): number {
  return Number(screen.getByTestId('user-count').textContent?.replace(/,/g, ''));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('UserCountBanner', () => {
  it('starts at 847', () => {
    render(<UserCountBanner />);
    expect(count()).toBe(847);
  });

  it('grows by 1 to 3 every 30 s and not in between', () => {
    render(<UserCountBanner />);
    let previous = count();
    for (let tick = 0; tick < 20; tick++) {
      act(() => vi.advanceTimersByTime(29_999));
      expect(count()).toBe(previous);
      act(() => vi.advanceTimersByTime(1));
      const step = count() - previous;
      expect(step).toBeGreaterThanOrEqual(1);
      expect(step).toBeLessThanOrEqual(3);
      previous = count();
    }
  });

  it('uses the random source for the step size', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    render(<UserCountBanner />);
    act(() => vi.advanceTimersByTime(30_000));
    expect(count()).toBe(850);
  });
});

describe('userCountStep', () => {
  it('maps [0, 1) onto 1, 2 and 3', () => {
    expect(userCountStep(() => 0)).toBe(1);
    expect(userCountStep(() => 0.34)).toBe(2);
    expect(userCountStep(() => 0.999999)).toBe(3);
    expect(userCountStep(() => 1)).toBe(3);
  });
});
