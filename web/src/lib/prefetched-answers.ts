import { prefetchKey } from '@storefront/shared-types';

// Answers the bff fetched while making this page (bootstrap.prefetched, keyed by prefetchKey). Each is handed
// out once, to the first call of the same request: later calls (a refetch, a retry) go to the network as usual.
const answers = new Map<string, unknown>();

export function rememberPrefetchedAnswers(prefetched: Record<string, unknown> | undefined): void {
  answers.clear();
  for (const [key, answer] of Object.entries(prefetched ?? {})) answers.set(key, answer);
}

/** The page's answer to this call, taken (so it is used once); undefined when the page has none. */
export function takePrefetchedAnswer(path: string, body: unknown): { answer: unknown } | undefined {
  if (answers.size === 0) return undefined;
  const key = prefetchKey(path, body);
  if (!answers.has(key)) return undefined;
  const answer = answers.get(key);
  answers.delete(key);
  return { answer };
}
