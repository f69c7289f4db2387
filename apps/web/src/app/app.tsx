import { useState } from 'react';
import { createQueryClient } from '../lib/query-client.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </AppErrorBoundary>
  );
}
