import { useEffect } from 'react';

const SUFFIX = 'Hireproof';

/** Names the browser tab after the screen, so tabs, history and screen readers can tell pages apart. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = `${title} · ${SUFFIX}`;
  }, [title]);
}
