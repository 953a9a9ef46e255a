import type { Category, LanguageCode } from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '../api-client';
import { emptyOnFailureInBrowser } from '../empty-on-failure-in-browser';

/**
 * What the menus, home's top categories and a listing's stand-in trail read of a category. The cache keeps only
 * this: the server's render hands its cache to the browser in the page, and the whole tree (every category's
 * filterable fields and page title) was over half of home's handed-over state, parsed in one task on load.
 */
export type CategoryMenuNode = Pick<Category, 'id' | 'slug' | 'name'> & { children: CategoryMenuNode[] };

function menuNodes(categories: readonly Category[]): CategoryMenuNode[] {
  return categories.map(({ id, slug, name, children }) => ({
    id,
    slug,
    name,
    children: menuNodes(children),
  }));
}

/**
 * The store-wide category tree for a language (§4: reloaded when the locale changes), as menu nodes. In the
 * browser a failure leaves the navigation without categories rather than breaking the page.
 */
export function categoryTreeQueryOptions(locale: LanguageCode) {
  return queryOptions({
    queryKey: ['category-tree', locale],
    queryFn: ({ client, signal }): Promise<CategoryMenuNode[]> =>
      emptyOnFailureInBrowser(
        apiOf(client).call('categories', { query: { locale } }, { signal }).then(menuNodes),
        [],
      ),
    staleTime: 5 * 60_000,
  });
}
