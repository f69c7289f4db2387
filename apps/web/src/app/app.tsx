import { useState } from 'react';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter />
    </AppProviders>
  );
}
