import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useShopSettings } from '../lib/shop-settings';
import { AppToaster } from '../lib/toast';
import { createQueryClient } from './query-client';

export const queryClient = createQueryClient();

/** Server state (TanStack Query) and the toaster. The server passes its own per-request client. */
export function AppProviders({ client = queryClient, children }: { client?: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ShopCurrency />
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}

/** Reads the shop's settings before any page does: every price is then formatted in the shop's currency. */
function ShopCurrency() {
  useShopSettings();
  return null;
}
