import {
  type LanguageCode,
  ListingKind,
  type ParsedCategoriesResponse,
  type SearchForCategoryItemsResponse,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import type { CatalogueData } from './catalogue-cache.js';
import {
  and,
  type Condition,
  inCategory,
  type ListingRow,
  listingColumns,
  Params,
  SORT_COLUMNS,
  toListingItem,
  toTsQuery,
} from './search-sql.js';

/**
 * POST /api/search/searchForCategoryItems: listings carrying any of the flags (the §3 Offer's images), in a
 * category when one is given, best sellers first. Shop products and marketplace offers both count.
 */
export async function searchForCategoryItems(
  db: Queryable,
  data: CatalogueData,
  input: {
    locale: LanguageCode;
    flagIds: number[];
    categoryId: number | null;
    limit: number;
    offset: number;
  },
): Promise<SearchForCategoryItemsResponse> {
  const conditions: Condition[] = [];
  if (input.flagIds.length > 0) conditions.push((p) => `flag_ids && ${p.add(input.flagIds)}::int[]`);
  if (input.categoryId) conditions.push(inCategory(data, input.categoryId));
  const items = new Params();
  const count = new Params();
  const [rows, totals] = await Promise.all([
    db.query<ListingRow>(
      `SELECT ${listingColumns(input.locale)}
       FROM (SELECT ${SORT_COLUMNS} FROM product_search WHERE ${and(items, conditions)}
         ORDER BY paid_amount DESC, id ASC LIMIT ${items.add(input.limit)} OFFSET ${items.add(input.offset)}) s
       JOIN products p ON p.id = s.id ORDER BY s.paid_amount DESC, s.id ASC`,
      items.values,
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_search WHERE ${and(count, conditions)}`,
      count.values,
    ),
  ]);
  return { items: rows.map((r) => toListingItem(r, data)), total: totals[0]?.n ?? 0 };
}

/**
 * POST /api/search/parsed-categories: the leaf categories whose shop products match the search text, most
 * matches first (the search page's category list).
 */
export async function parsedCategories(
  db: Queryable,
  data: CatalogueData,
  input: { queryKey: string; locale: LanguageCode },
): Promise<ParsedCategoriesResponse> {
  const tsQuery = toTsQuery(input.queryKey);
  if (!tsQuery) return [];
  const rows = await db.query<{ category_id: number; n: number }>(
    `SELECT category_id, count(*)::int AS n FROM products
     WHERE kind = $1 AND search_vector @@ to_tsquery('simple', $2)
     GROUP BY category_id ORDER BY n DESC, category_id ASC`,
    [ListingKind.PRODUCTS, tsQuery],
  );
  return rows.flatMap((r) => {
    const c = data.categoryById.get(r.category_id);
    return c
      ? [{ id: c.id, slug: c.slug, name: c.name[input.locale], parent_id: c.parent_id, count: r.n }]
      : [];
  });
}
