import { type ReactNode, useSyncExternalStore } from 'react';

/** SPEC §9: one toast at a time, shown 5 s by default, removed 1 s after it was dismissed. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** How long the toast stays before it closes itself; defaults to TOAST_DURATION_MS. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = (toasts: readonly ToastItem[]) => void;

let toasts: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(toasts.filter((toast) => toast.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Closes one toast (or all); it leaves the list TOAST_REMOVE_DELAY_MS later so it can animate out. */
export function dismissToast(id?: string): void {
  publish(
    toasts.map((toast) => {
      if (id !== undefined && toast.id !== id) return toast;
      scheduleRemoval(toast.id);
      return { ...toast, open: false };
    }),
  );
}

/** Shows a toast. The newest wins: with the limit of one, any earlier toast is replaced. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  const item: ToastItem = { ...input, id, open: true };
  publish([item, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Clears every toast and pending timer; for tests. */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  publish([]);
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
}
