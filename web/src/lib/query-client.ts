import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/**
 * The bff already retries upstream per spec §9, so the browser only retries errors the bff marks retryable, once;
 * the server render (`side: 'server'`) never does: its calls are the bff's own, retried there, and a page must
 * not wait a second retry delay on top.
 */
export function createQueryClient(side: 'browser' | 'server' = 'browser'): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry:
          side === 'server'
            ? false
            : (failureCount, error) => failureCount < 1 && error instanceof ApiError && error.retryable,
      },
      mutations: { retry: false },
    },
  });
}
