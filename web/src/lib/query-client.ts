import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { queryDataJson } from './query-data-json';

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
      // A server render's queries travel to the browser with the page (react-router-ssr-query) each as one JSON
      // text instead of JavaScript object literals: fewer bytes (no reference label on every object) and a
      // JSON.parse at hydration, far quicker than the browser parsing and running the same data as script while
      // the page loads. The data is what the /api answer would be anyway: JSON. A listing's pages are written once
      // per pages object (query-data-json.ts).
      dehydrate: { serializeData: queryDataJson },
      hydrate: { deserializeData: (data: unknown) => JSON.parse(data as string) },
    },
  });
}
