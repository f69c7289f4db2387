import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthErrorBanner } from './auth-error-banner.tsx';
import { authErrorMessage } from './use-auth-error.ts';

function visit(url: string) {
  window.history.replaceState(null, '', url);
}

afterEach(() => {
  cleanup();
  visit('/');
});

describe('AuthErrorBanner', () => {
  it('shows the failed message and clears the query string', () => {
    visit('/?auth=failed');
    render(<AuthErrorBanner />);
    expect(screen.getByRole('alert').textContent).toBe('Authentication failed. Please try signing in again.');
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/');
  });

  it('shows the error message and clears the query string but keeps the hash', () => {
    visit('/?auth=error#pricing');
    render(<AuthErrorBanner />);
    expect(screen.getByRole('alert').textContent).toBe(
      'An error occurred during authentication. Please try again.',
    );
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#pricing');
  });

  it('disappears when dismissed', () => {
    visit('/?auth=failed');
    render(<AuthErrorBanner />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing without an auth parameter and leaves other parameters alone', () => {
    visit('/?ref=newsletter');
    render(<AuthErrorBanner />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.location.search).toBe('?ref=newsletter');
  });

  it('shows nothing for an unknown auth value but still clears it', () => {
    visit('/?auth=something');
    render(<AuthErrorBanner />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.location.search).toBe('');
  });
});

describe('authErrorMessage', () => {
  it('maps only the two known values', () => {
    expect(authErrorMessage('?auth=failed')).toBe('Authentication failed. Please try signing in again.');
    expect(authErrorMessage('?auth=error')).toBe(
      'An error occurred during authentication. Please try again.',
    );
    expect(authErrorMessage('?auth=toString')).toBeNull();
    expect(authErrorMessage('')).toBeNull();
  });
});
