import { redirect } from '@tanstack/react-router';
import { languageIdOf } from '@/lib/language-id';
import { pageLanguage } from '@/lib/page-language';
import type { RouterContext } from '@/lib/router-context';
import { myOrdersQueryOptions } from './api/my-orders-query';
import { type MyOrdersSearch, myOrdersPageCount, typeForFilter } from './orders-search';

/**
 * The page of orders the URL asks for, fetched before the page renders (on the server for a first page load). A
 * failure does not fail the page: the list shows §8's empty state with a retry. A page past the last (a stale link,
 * a hand-typed number, the last order of a page paid and filtered away) is the last page: one state, one URL, as
 * the listings do.
 */
export async function loadMyOrders(
  context: RouterContext,
  search: Pick<MyOrdersSearch, 'filter' | 'page'>,
  locale: string | undefined,
): Promise<void> {
  const languageId = languageIdOf(context.bootstrap, pageLanguage(context, locale));
  const page = search.page ?? 1;
  const options = myOrdersQueryOptions({
    languageId,
    page,
    typeForFilter: typeForFilter(context.bootstrap.variant.code, search.filter),
  });
  await context.queryClient.prefetchQuery(options);
  const total = context.queryClient.getQueryData(options.queryKey)?.total;
  if (total === undefined) return;
  const last = myOrdersPageCount(total);
  if (page > last) {
    throw redirect({
      to: '.',
      search: (previous: MyOrdersSearch) => ({ ...previous, page: last > 1 ? last : undefined }),
      replace: true,
    });
  }
}
