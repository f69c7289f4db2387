import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../lib/theme.ts';
import { stubColorScheme } from '../test/render.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

describe('ThemeToggle', () => {
  it('starts from the system scheme and flips the stored preference on click', () => {
    stubColorScheme('dark');
    render(<ThemeToggle />);
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('uses a stored light preference even on a dark system', () => {
    stubColorScheme('dark');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(<ThemeToggle />);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeEnabled();
  });
});
