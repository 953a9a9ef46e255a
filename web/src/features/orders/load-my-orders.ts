import { languageIdOf } from '@/lib/language-id';
import { pageLanguage } from '@/lib/page-language';
import type { RouterContext } from '@/lib/router-context';
import { myOrdersQueryOptions } from './api/my-orders-query';
import { type MyOrdersSearch, typeForFilter } from './orders-search';

/**
 * The page of orders the URL asks for, fetched before the page renders (on the server for a first page load). A
 * failure does not fail the page: the list shows §8's empty state with a retry.
 */
export async function loadMyOrders(
  context: RouterContext,
  search: Pick<MyOrdersSearch, 'filter' | 'page'>,
  locale: string | undefined,
): Promise<void> {
  const languageId = languageIdOf(context.bootstrap, pageLanguage(context, locale));
  await context.queryClient.prefetchQuery(
    myOrdersQueryOptions({
      languageId,
      page: search.page ?? 1,
      typeForFilter: typeForFilter(context.bootstrap.variant.code, search.filter),
    }),
  );
}
