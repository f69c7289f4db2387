import { useCallback, useEffect, useRef, useState } from 'react';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_RESUME_MS } from './timings.ts';

/** Index `step` places away from `index` in a ring of `count` slides (wraps both ways). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export type Carousel = {
  index: number;
  /** True while a manual control has paused autoplay (or autoplay is off). */
  paused: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
};

/**
 * Testimonial carousel state: advances every 4 s and wraps. Any manual control (previous, next, a
 * dot) pauses autoplay; it resumes 10 s after the last manual control. With `autoplay` false (reduced
 * motion) it never advances by itself and reports itself paused.
 */
export function useCarousel(count: number, autoplay: boolean): Carousel {
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const paused = held || !autoplay;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => wrapIndex(i, 1, count)), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  const hold = useCallback(() => {
    setHeld(true);
    clearTimeout(resumeTimer.current);
    resumeTimer.current = setTimeout(() => setHeld(false), CAROUSEL_RESUME_MS);
  }, []);

  const next = useCallback(() => {
    hold();
    setIndex((i) => wrapIndex(i, 1, count));
  }, [hold, count]);

  const previous = useCallback(() => {
    hold();
    setIndex((i) => wrapIndex(i, -1, count));
  }, [hold, count]);

  const goTo = useCallback(
    (target: number) => {
      hold();
      setIndex(wrapIndex(target, 0, count));
    },
    [hold, count],
  );

  return { index, paused, next, previous, goTo };
}
