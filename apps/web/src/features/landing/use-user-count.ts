import { useEffect, useState } from 'react';
import {
  USER_COUNT_INTERVAL_MS,
  USER_COUNT_START,
  USER_COUNT_STEP_MAX,
  USER_COUNT_STEP_MIN,
} from './timings.ts';

/** A whole number from the step range, picked with `random` (a source of numbers in [0, 1)). */
export function userCountStep(random: () => number = Math.random): number {
  const span = USER_COUNT_STEP_MAX - USER_COUNT_STEP_MIN + 1;
  const pick = Math.floor(random() * span);
  return USER_COUNT_STEP_MIN + Math.min(span - 1, Math.max(0, pick));
}

/** The user-count banner's figure: starts at 847 and grows by 1 to 3 every 30 s. */
export function useUserCount(random: () => number = Math.random): number {
  const [count, setCount] = useState(USER_COUNT_START);

  useEffect(() => {
    const timer = setInterval(
      () => setCount((current) => current + userCountStep(random)),
      USER_COUNT_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [random]);

  return count;
}
