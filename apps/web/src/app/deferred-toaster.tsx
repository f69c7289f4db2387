import { lazy, Suspense, useState } from 'react';
import { useToasts } from '../lib/toast-store.ts';

const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster.tsx')).Toaster }));

/**
 * Mounts the toaster the first time a toast is raised. Most visits never show one, and the toast
 * primitives are a sizeable part of the landing page's JS budget, so they load on demand.
 */
export function DeferredToaster() {
  const toasts = useToasts();
  const [isNeeded, setIsNeeded] = useState(false);
  if (!isNeeded && toasts.length > 0) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
