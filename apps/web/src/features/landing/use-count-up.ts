import { useEffect, useState } from 'react';
import { COUNTER_DURATION_MS } from './timings.ts';

/** Ease-out cubic: fast at first, settling gently on the target. */
function easeOut(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/** The counter's value `elapsedMs` into the count-up; exactly `target` from the duration onward. */
export function countUpValue(target: number, elapsedMs: number, durationMs = COUNTER_DURATION_MS): number {
  if (elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  return Math.round(target * easeOut(elapsedMs / durationMs));
}

/**
 * Counts from 0 to `target` over the counter duration once `active` turns true. With reduced motion
 * it shows the target straight away.
 */
export function useCountUp(target: number, active: boolean, reducedMotion: boolean): number {
  const [value, setValue] = useState(reducedMotion ? target : 0);

  useEffect(() => {
    if (reducedMotion) {
      setValue(target);
      return;
    }
    if (!active) return;
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const elapsed = now - start;
      setValue(countUpValue(target, elapsed));
      if (elapsed < COUNTER_DURATION_MS) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, active, reducedMotion]);

  return value;
}
