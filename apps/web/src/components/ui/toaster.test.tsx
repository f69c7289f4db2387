import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, toast } from '../../lib/toast-store.ts';
import '../../test/render.tsx';
import { Toaster } from './toaster.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows a toast for 5000 ms, then closes it and drops it 1000 ms later', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Message sent!', description: 'Thanks, we will reply soon.' });
    });
    expect(screen.getByText('Message sent!')).toBeVisible();
    expect(screen.getByText('Thanks, we will reply soon.')).toBeVisible();

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 10);
    });
    expect(getToasts()[0]?.open).toBe(true);
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(getToasts()[0]?.open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    });
    expect(getToasts()).toHaveLength(0);
    expect(screen.queryByText('Message sent!')).toBeNull();
  });

  it('shows only the newest of two toasts', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Older' });
      toast({ title: 'Newer' });
    });
    expect(screen.queryByText('Older')).toBeNull();
    expect(screen.getByText('Newer')).toBeVisible();
  });

  it('closes from its close button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Closable' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(getToasts()[0]?.open).toBe(false);
  });
});
