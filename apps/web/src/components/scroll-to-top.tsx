import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * Scrolls the window to the top whenever the path changes (SPEC §2, static pages). A link to an
 * in-page anchor (`/#pricing`) keeps its own scrolling.
 */
export function ScrollToTop() {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);
  return null;
}
