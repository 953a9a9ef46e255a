import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/lib/api-client';

/**
 * §7 get-subscription-status for the signed-in user's own e-mail (data.result: subscribed to the newsletter).
 * Keyed under `subscription-status`, one of the roots signing out clears (current-user.ts).
 */
export function subscriptionStatusQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['subscription-status', email],
    queryFn: async ({ client, signal }) =>
      (await apiOf(client).call('getSubscriptionStatus', { body: { email } }, { signal })).data.result,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
