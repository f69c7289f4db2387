import { useEffect } from 'react';
import { scrollToAnchor } from '../../lib/scroll-to-anchor.ts';

/**
 * Scrolls the section with this id into view (smoothly unless the visitor asked for less motion),
 * records it in the address bar and moves keyboard focus there so the next Tab continues from the
 * section. Returns false when there is no such section yet: the hash is recorded all the same, and
 * the lower sections scroll to it when their chunk mounts (a click in the first half second).
 */
export function scrollToSection(id: string): boolean {
  if (window.location.hash !== `#${id}`) {
    const { pathname, search } = window.location;
    window.history.pushState(window.history.state, '', `${pathname}${search}#${id}`);
  }
  const target = document.getElementById(id);
  if (!target) return false;
  scrollToAnchor(id);
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Turns every same-page link (`href="#…"`) on the page into a smooth scroll. One delegated listener
 * instead of a handler per link, so links inside copy work too.
 */
export function useSmoothAnchors(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
      const id = link?.getAttribute('href')?.slice(1);
      if (!id) return;
      if (scrollToSection(decodeURIComponent(id))) event.preventDefault();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
