import { type RefObject, useEffect, useState } from 'react';

/**
 * Becomes true the first time the element is at least `threshold` visible, and stays true: the
 * landing animations run once. Where IntersectionObserver does not exist the element counts as
 * visible, so the content is never stuck at its starting state.
 */
export function useInViewOnce(ref: RefObject<Element | null>, threshold = 0.3): boolean {
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    if (seen) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, seen]);

  return seen;
}
