import { useEffect, useState } from 'react';
import { DEMO_HOLD_MS, DEMO_LINE_INTERVAL_MS } from './timings.ts';

/**
 * How many demo lines are visible: one more every 0.8 s once `active`, then the full resume holds
 * for a few seconds and the demo starts over. With reduced motion every line shows at once.
 */
export function useDemoLines(totalLines: number, active: boolean, reducedMotion: boolean): number {
  const [shown, setShown] = useState(reducedMotion ? totalLines : 0);

  useEffect(() => {
    if (reducedMotion) {
      setShown(totalLines);
      return;
    }
    if (!active) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = (current: number) => {
      if (current < totalLines) {
        timer = setTimeout(() => {
          setShown(current + 1);
          tick(current + 1);
        }, DEMO_LINE_INTERVAL_MS);
      } else {
        timer = setTimeout(() => {
          setShown(0);
          tick(0);
        }, DEMO_HOLD_MS);
      }
    };
    setShown(0);
    tick(0);
    return () => clearTimeout(timer);
  }, [totalLines, active, reducedMotion]);

  return shown;
}
