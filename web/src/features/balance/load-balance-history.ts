import type { RouterContext } from '@/lib/router-context';
import { readCurrentUser } from '@/lib/session/current-user';
import { balanceHistoryQueryOptions } from './api/balance-history-query';

/**
 * The history's first page, fetched before the account page renders (on the server for a first page load). A
 * failure does not fail the page: the history section shows it with a retry.
 */
export async function loadBalanceHistory(context: RouterContext): Promise<void> {
  const user = readCurrentUser(context.queryClient, context.bootstrap.user);
  if (!user) return;
  await context.queryClient.prefetchInfiniteQuery(balanceHistoryQueryOptions(user.id));
}
