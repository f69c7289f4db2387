import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../test/render.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';

function Broken(): never {
  throw new Error('chunk failed to load');
}

describe('AppErrorBoundary', () => {
  it('shows a reload screen instead of a blank page', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeEnabled();
    consoleError.mockRestore();
  });

  it('renders its children when nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>fine</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeVisible();
  });
});
