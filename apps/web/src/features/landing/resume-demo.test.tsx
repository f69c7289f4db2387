import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO } from './content-sections.ts';
import { ResumeDemo } from './resume-demo.tsx';
import { stubReducedMotion, withFakeTimersAndMotion } from './test-helpers.tsx';

function score(): number {
  return Number(screen.getByTestId('demo-score').textContent);
}
function visibleLines(): number {
  return [...document.querySelectorAll('li')].filter((li) => li.getAttribute('aria-hidden') !== 'true')
    .length;
}

withFakeTimersAndMotion();

describe('ResumeDemo', () => {
  it('starts at 65, red, with the ATS badge Good and the Impact badge Improving', () => {
    render(<ResumeDemo />);
    expect(visibleLines()).toBe(0);
    expect(score()).toBe(65);
    expect(screen.getByTestId('demo-score').dataset.tone).toBe('red');
    expect(screen.getByTestId('demo-badge-ats').textContent).toBe('Good');
    expect(screen.getByTestId('demo-badge-impact').textContent).toBe('Improving');
  });

  it('adds one line every 0.8 s while the score rises, staying within 65..97', () => {
    render(<ResumeDemo />);
    let previous = score();
    for (let line = 1; line <= DEMO.lines.length; line++) {
      act(() => vi.advanceTimersByTime(799));
      expect(visibleLines()).toBe(line - 1);
      act(() => vi.advanceTimersByTime(1));
      expect(visibleLines()).toBe(line);
      const now = score();
      expect(now).toBeGreaterThan(previous);
      expect(now).toBeGreaterThanOrEqual(65);
      expect(now).toBeLessThanOrEqual(97);
      previous = now;
    }
    expect(score()).toBe(97);
    expect(screen.getByTestId('demo-score').dataset.tone).toBe('green');
    expect(screen.getByTestId('demo-badge-ats').textContent).toBe('Excellent');
    expect(screen.getByTestId('demo-badge-impact').textContent).toBe('High');
  });

  it('holds the finished resume, then starts over', () => {
    render(<ResumeDemo />);
    act(() => vi.advanceTimersByTime(DEMO.lines.length * 800));
    expect(visibleLines()).toBe(DEMO.lines.length);
    act(() => vi.advanceTimersByTime(3999));
    expect(visibleLines()).toBe(DEMO.lines.length);
    act(() => vi.advanceTimersByTime(1));
    expect(visibleLines()).toBe(0);
    expect(score()).toBe(65);
  });

  it('shows the finished resume and final score at once under reduced motion', () => {
    stubReducedMotion(true);
    render(<ResumeDemo />);
    expect(visibleLines()).toBe(DEMO.lines.length);
    expect(score()).toBe(97);
    act(() => vi.advanceTimersByTime(20_000));
    expect(visibleLines()).toBe(DEMO.lines.length);
  });
});
