import { useCallback, useEffect, useSyncExternalStore } from 'react';

/** Keep in step with public/theme-init.js, which applies the same rule before the app loads. */
export const THEME_STORAGE_KEY = 'hireproof-theme';

export type Theme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function readStoredTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** The stored preference wins; without one, the system colour scheme decides. */
export function resolveTheme(stored: Theme | null, prefersDark: boolean): Theme {
  return stored ?? (prefersDark ? 'dark' : 'light');
}

export function currentTheme(): Theme {
  return resolveTheme(readStoredTheme(), systemPrefersDark());
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}

/** Stores the visitor's choice and applies it at once. */
export function setThemePreference(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable; the choice then lasts for this page view only.
  }
  applyTheme(theme);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The active theme and a toggle. Without a stored preference it follows the system scheme live;
 * once the visitor picks one, that choice sticks.
 */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme);

  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(DARK_QUERY);
    const onChange = () => {
      if (readStoredTheme() === null) notify();
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const toggleTheme = useCallback(() => setThemePreference(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggleTheme };
}
