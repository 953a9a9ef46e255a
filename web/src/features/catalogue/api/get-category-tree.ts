import type { LanguageCode } from '@storefront/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

// The navigation needs only these fields of the §3 category; the rest of the node is ignored.
type NavCategory = { id: number; slug: string | null; name: string; children: NavCategory[] };
const navCategorySchema: z.ZodType<NavCategory> = z.lazy(() =>
  z.object({
    id: z.number(),
    slug: z.string().nullable(),
    name: z.string(),
    children: z.array(navCategorySchema).catch([]),
  }),
);
const categoryTreeSchema = z.array(navCategorySchema);

export type { NavCategory };

export const CATEGORY_TREE_PATH = '/api/catalogue/categories';

/** The store-wide category tree for a language (§4: reloaded when the locale changes). */
export function categoryTreeQueryOptions(locale: LanguageCode) {
  return queryOptions({
    queryKey: ['category-tree', locale],
    queryFn: ({ signal }) =>
      apiRequest(CATEGORY_TREE_PATH, { method: 'GET', schema: categoryTreeSchema, signal }).catch(() => []),
    staleTime: 5 * 60_000,
  });
}
