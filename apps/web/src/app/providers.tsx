import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ScrollToTop } from '../components/scroll-to-top.tsx';
import { DeferredToaster } from './deferred-toaster.tsx';

/**
 * What every screen relies on: the query client, toasts and scroll reset. Tooltips get their provider
 * from the layouts that use them (SignedInLayout), keeping the tooltip code out of the landing bundle.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ScrollToTop />
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
