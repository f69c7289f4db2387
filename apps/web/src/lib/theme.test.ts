import { describe, expect, it } from 'vitest';
import { stubColorScheme } from '../test/render.tsx';
import {
  currentTheme,
  readStoredTheme,
  resolveTheme,
  setThemePreference,
  THEME_STORAGE_KEY,
} from './theme.ts';

describe('resolveTheme', () => {
  it('prefers the stored choice over the system scheme', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('falls back to the system scheme', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
  });
});

describe('theme preference', () => {
  it('follows the system scheme when nothing is stored', () => {
    stubColorScheme('dark');
    expect(readStoredTheme()).toBeNull();
    expect(currentTheme()).toBe('dark');
  });

  it('ignores a stored value it does not know', () => {
    stubColorScheme('light');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(currentTheme()).toBe('light');
  });

  it('stores the choice and sets the dark class on <html>', () => {
    stubColorScheme('light');
    setThemePreference('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(currentTheme()).toBe('dark');
    setThemePreference('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
