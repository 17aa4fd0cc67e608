import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppToaster } from '../lib/toast';
import { createQueryClient } from './query-client';

export const queryClient = createQueryClient();

/** Server state (TanStack Query) and the toaster. The server passes its own per-request client. */
export function AppProviders({ client = queryClient, children }: { client?: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
