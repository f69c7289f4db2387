import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StatCounters } from './stat-counters.tsx';
import { stubReducedMotion, withFakeTimersAndMotion } from './test-helpers.tsx';
import { countUpValue } from './use-count-up.ts';

function shownValues(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-stat-value]')].map((el) => el.textContent ?? '');
}

const FINAL = ['3x', '+31%', '60', '70%', '6'];

withFakeTimersAndMotion();

describe('StatCounters', () => {
  it('counts up from zero and reaches every target after 2 s', () => {
    const { container } = render(<StatCounters />);
    expect(shownValues(container)).toEqual(['0x', '+0%', '0', '0%', '0']);
    act(() => vi.advanceTimersByTime(1000));
    const midway = shownValues(container);
    expect(midway).not.toEqual(FINAL);
    expect(Number.parseInt(midway[2]!, 10)).toBeGreaterThan(0);
    expect(Number.parseInt(midway[2]!, 10)).toBeLessThan(60);
    act(() => vi.advanceTimersByTime(1100));
    expect(shownValues(container)).toEqual(FINAL);
  });

  it('waits until the section scrolls into view', () => {
    let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(<StatCounters />);
    act(() => vi.advanceTimersByTime(3000));
    expect(shownValues(container)).toEqual(['0x', '+0%', '0', '0%', '0']);
    act(() => notify([{ isIntersecting: true }]));
    act(() => vi.advanceTimersByTime(2100));
    expect(shownValues(container)).toEqual(FINAL);
  });

  it('shows the final figures at once under reduced motion', () => {
    stubReducedMotion(true);
    const { container } = render(<StatCounters />);
    expect(shownValues(container)).toEqual(FINAL);
  });

  it('gives assistive technology the final figures throughout', () => {
    const { container } = render(<StatCounters />);
    const spoken = [...container.querySelectorAll('.sr-only')].map((el) => el.textContent);
    expect(spoken).toEqual(expect.arrayContaining(FINAL));
  });
});

describe('countUpValue', () => {
  it('runs from 0 to the target over the duration and never overshoots', () => {
    expect(countUpValue(60, 0)).toBe(0);
    expect(countUpValue(60, 2000)).toBe(60);
    expect(countUpValue(60, 5000)).toBe(60);
    let previous = 0;
    for (let t = 0; t <= 2000; t += 50) {
      const value = countUpValue(60, t);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(60);
      previous = value;
    }
  });
});
