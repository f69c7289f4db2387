import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TESTIMONIALS } from './content-sections.ts';
import { stubReducedMotion, withFakeTimersAndMotion } from './test-helpers.tsx';
import { TestimonialCarousel } from './testimonial-carousel.tsx';
import { wrapIndex } from './use-carousel.ts';

function shownName(): string {
  return screen.getByRole('figure').querySelector('figcaption span')?.textContent ?? '';
}
function status(): string {
  return screen.getByTestId('carousel-status').textContent ?? '';
}
const name = (i: number) => TESTIMONIALS[i]!.name;

withFakeTimersAndMotion();

describe('TestimonialCarousel', () => {
  it('has six testimonials, each with a rating from 1 to 5', () => {
    expect(TESTIMONIALS).toHaveLength(6);
    for (const t of TESTIMONIALS) {
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
      expect(t.avatar).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('autoplays every 4 s and wraps after the last one', () => {
    render(<TestimonialCarousel />);
    expect(status()).toBe('Auto-playing');
    expect(shownName()).toBe(name(0));
    act(() => vi.advanceTimersByTime(3999));
    expect(shownName()).toBe(name(0));
    act(() => vi.advanceTimersByTime(1));
    expect(shownName()).toBe(name(1));
    act(() => vi.advanceTimersByTime(4000 * 4));
    expect(shownName()).toBe(name(5));
    act(() => vi.advanceTimersByTime(4000));
    expect(shownName()).toBe(name(0));
  });

  it('pauses on a click and resumes 10 s after it', () => {
    render(<TestimonialCarousel />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' })));
    expect(shownName()).toBe(name(1));
    expect(status()).toBe('Paused');
    act(() => vi.advanceTimersByTime(9999));
    expect(shownName()).toBe(name(1));
    expect(status()).toBe('Paused');
    act(() => vi.advanceTimersByTime(1));
    expect(status()).toBe('Auto-playing');
    act(() => vi.advanceTimersByTime(4000));
    expect(shownName()).toBe(name(2));
  });

  it('restarts the 10 s pause on every further click', () => {
    render(<TestimonialCarousel />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' })));
    act(() => vi.advanceTimersByTime(6000));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 4 of 6' })));
    expect(shownName()).toBe(name(3));
    act(() => vi.advanceTimersByTime(9000));
    expect(status()).toBe('Paused');
    act(() => vi.advanceTimersByTime(1000));
    expect(status()).toBe('Auto-playing');
  });

  it('wraps backwards from the first testimonial and marks the current dot', () => {
    render(<TestimonialCarousel />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' })));
    expect(shownName()).toBe(name(5));
    expect(screen.getByRole('button', { name: 'Show testimonial 6 of 6' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(
      screen.getByRole('button', { name: 'Show testimonial 1 of 6' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('does not autoplay under reduced motion', () => {
    stubReducedMotion(true);
    render(<TestimonialCarousel />);
    expect(status()).toBe('Paused');
    act(() => vi.advanceTimersByTime(20_000));
    expect(shownName()).toBe(name(0));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' })));
    expect(shownName()).toBe(name(1));
  });
});

describe('wrapIndex', () => {
  it('wraps in both directions', () => {
    expect(wrapIndex(5, 1, 6)).toBe(0);
    expect(wrapIndex(0, -1, 6)).toBe(5);
    expect(wrapIndex(2, 0, 6)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
