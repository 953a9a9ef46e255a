import type { BalanceTopUpStatusResponse } from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/** How often the outcome page asks while the provider has not confirmed, and for how long at most. */
export const TOP_UP_POLL_MS = 2_000;
export const TOP_UP_POLL_LIMIT_MS = 60_000;

/**
 * Where a top-up stands. While pending it is asked again every TOP_UP_POLL_MS until TOP_UP_POLL_LIMIT_MS after
 * `startedAt` (the page's first look): the balance changes only on the provider's notification, which usually
 * follows the shopper's return within seconds.
 */
export function topUpStatusQueryOptions(topUpId: number, startedAt: number) {
  return queryOptions({
    queryKey: ['balance-top-up', topUpId],
    queryFn: ({ client, signal }) =>
      apiOf(client).call('balanceTopUpStatus', { body: { top_up_id: topUpId } }, { signal }),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => nextPoll(query.state.data, startedAt, Date.now()),
  });
}

/** The wait before asking again: TOP_UP_POLL_MS while pending and within the limit, else none (false). */
export function nextPoll(
  answer: BalanceTopUpStatusResponse | undefined,
  startedAt: number,
  now: number,
): number | false {
  if (answer?.status !== 'pending') return false;
  return now - startedAt < TOP_UP_POLL_LIMIT_MS ? TOP_UP_POLL_MS : false;
}
