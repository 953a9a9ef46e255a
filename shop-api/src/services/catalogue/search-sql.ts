import type { LanguageCode, ListingItem, SortType } from '@storefront/shared-types';
import type { CatalogueData } from './catalogue-cache.js';

// Building blocks shared by the search queries: numbered parameters, the listing columns, sort orders and
// the text query. Every query states its casts (::int, ::float8) so PGlite and `pg` return the same JSON.

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A WHERE fragment written against a query's own parameter list. */
export type Condition = (p: Params) => string;

export const and = (p: Params, conditions: readonly Condition[]) =>
  conditions.length === 0 ? 'true' : conditions.map((c) => `(${c(p)})`).join(' AND ');

const NAME_COLUMN: Record<LanguageCode, string> = {
  en: 'name_en',
  lt: 'name_lt',
  lv: 'name_lv',
  ee: 'name_ee',
};

/** The listing columns of `products p`. */
export const listingColumns = (locale: LanguageCode) => /* sql */ `
  p.id, p.kind, p.slug, p.sku, p.${NAME_COLUMN[locale]} AS name, p.manufacturer_id, p.category_id,
  p.current_price::float8 AS current_price, p.original_price::float8 AS original_price,
  p.discount_percentage::float8 AS discount_percentage, p.paid_amount,
  to_char(p.arrived_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS arrived_at,
  p.max_quantity, p.flag_ids, p.images`;

/** The product_search columns a page query sorts by, carried out of its subquery. */
export const SORT_COLUMNS = 'id, current_price, discount_percentage, paid_amount, arrived_at';

/**
 * "In this category or below it". A category without children can only hold its own products, so it filters on
 * category_id, which the (kind, category_id, sort) indexes serve; others use the ancestor path (GIN).
 */
export const inCategory = (data: CatalogueData, categoryId: number): Condition =>
  data.parentIds.has(categoryId)
    ? (p) => `category_path @> ARRAY[${p.add(categoryId)}::int]`
    : (p) => `category_id = ${p.add(categoryId)}`;

/**
 * "In this category or below it" as the list of those categories' ids: what a facet query aggregates over. The
 * (kind, category_id, ...) btrees find those rows, which the search table keeps stored category by category
 * (refreshSearchIndex), so an aggregate reads a category's own pages rather than the ancestor GIN's rows spread
 * over the whole table.
 */
export const inCategoryIds = (data: CatalogueData, categoryId: number): Condition => {
  if (!data.parentIds.has(categoryId)) return (p) => `category_id = ${p.add(categoryId)}`;
  const ids = data.categories.filter((c) => c.path.includes(categoryId)).map((c) => c.id);
  return (p) => `category_id = ANY(${p.add(ids)}::int[])`;
};

/** A text query as a condition on product_search (its copy of the products' vector, GIN-indexed). */
export const textMatch = (p: Params, tsQuery: string) =>
  `search_vector @@ to_tsquery('simple', ${p.add(tsQuery)})`;

export interface ListingRow {
  id: number;
  kind: 'p' | 'o';
  slug: string;
  sku: string;
  name: string;
  manufacturer_id: number;
  category_id: number;
  current_price: number;
  original_price: number;
  discount_percentage: number;
  paid_amount: number;
  arrived_at: string;
  max_quantity: number;
  flag_ids: number[];
  images: string[];
}

export const toListingItem = (row: ListingRow, data: CatalogueData): ListingItem => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  sku: row.sku,
  name: row.name,
  manufacturer: data.manufacturerById.get(row.manufacturer_id) ?? '',
  category_id: row.category_id,
  current_price: row.current_price,
  original_price: row.original_price,
  discount_percentage: row.discount_percentage,
  paid_amount: row.paid_amount,
  arrived_at: row.arrived_at,
  max_quantity: row.max_quantity,
  flag_ids: row.flag_ids,
  image: row.images[0] ?? null,
  images: row.images,
});

/**
 * §2 sort options → ORDER BY, id as the tie-breaker so pages never overlap. The directions follow the btree
 * indexes of migration 0002. Best value is the biggest discount, i.e. the smallest stored fraction first.
 */
export function orderBy(sort: SortType, rank: string | null, alias = ''): string {
  const a = alias ? `${alias}.` : '';
  switch (sort) {
    case 'price_asc':
      return `${a}current_price ASC, ${a}id ASC`;
    case 'price_desc':
      return `${a}current_price DESC, ${a}id DESC`;
    case 'best_value':
      return `${a}discount_percentage ASC, ${a}id ASC`;
    case 'new_arrivals':
      return `${a}arrived_at DESC, ${a}id ASC`;
    case 'relevance':
      return rank ? `${rank} DESC, ${a}paid_amount DESC, ${a}id ASC` : `${a}paid_amount DESC, ${a}id ASC`;
    default:
      return `${a}paid_amount DESC, ${a}id ASC`;
  }
}

/**
 * A text query → a prefix-matching tsquery over the 'simple' configuration (no stemming: four languages share
 * one vector), e.g. "nordtech pho" → `nordtech:* & pho:*`. Null when nothing searchable is left.
 */
export function toTsQuery(text: string | undefined): string | null {
  const words = (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, 8);
  return unique.length > 0 ? unique.map((w) => `${w}:*`).join(' & ') : null;
}
