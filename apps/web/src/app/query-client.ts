import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** The browser keeps one client for the visit; the server makes a fresh one for every page it renders. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}
