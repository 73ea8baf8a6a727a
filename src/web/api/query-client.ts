import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.js';

/**
 * Guests are on weak Wi-Fi: retry network hiccups and server errors once or twice, but never
 * a 4xx, which will not change by asking again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
