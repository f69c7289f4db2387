const MAX_FRAMES_TO_WAIT = 60;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Scrolls to the element with the given id, smoothly unless the visitor asked for reduced motion.
 * The target may not be rendered yet (we may just have navigated to the landing page), so it waits
 * a bounded number of animation frames for it to appear.
 */
export function scrollToAnchor(id: string): void {
  let frames = 0;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      return;
    }
    frames += 1;
    if (frames < MAX_FRAMES_TO_WAIT) window.requestAnimationFrame(attempt);
  };
  attempt();
}
