import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.js';

/**
 * Guests are on weak Wi-Fi: retry network hiccups and server errors once or twice, but never
 * a 4xx, which will not change by asking again. Offline, a query still asks once (`offlineFirst`):
 * the guest pages' service worker answers with what it stored; its retries wait for the
 * connection, and a failed query asks again when it is back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
      // A write the connection cannot carry fails at once, and the form says so (never paused unseen).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
