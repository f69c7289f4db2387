import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  getToasts,
  resetToasts,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  toast,
} from './toast-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps at most one toast: the newest replaces the older one', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'First' });
    toast({ title: 'Second' });
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
  });

  it('closes a dismissed toast at once and removes it 1000 ms later', () => {
    const { id } = toast({ title: 'Saved' });
    dismissToast(id);
    expect(getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'One' });
    dismissToast();
    expect(getToasts().every((t) => !t.open)).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(getToasts()).toHaveLength(0);
  });

  it('does not let a stale removal timer take away a newer toast', () => {
    const first = toast({ title: 'First' });
    first.dismiss();
    toast({ title: 'Second' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
  });
});
