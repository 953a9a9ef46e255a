import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** The bff already retries upstream per spec §9, so the browser only retries errors the bff marks retryable. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && error instanceof ApiError && error.retryable,
      },
      mutations: { retry: false },
    },
  });
}
