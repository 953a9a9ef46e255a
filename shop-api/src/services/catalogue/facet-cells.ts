import type { StatsRangeInput } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import type { CatalogueData, CategoryRef } from './catalogue-cache.js';
import { type Condition, Params } from './search-sql.js';

// Facets from facet_cells (migration 0023): the rows pre-aggregated by (kind, category, manufacturer, price band).
// When every filter is a manufacturer, price-range or category filter, each facet that ignores its own filter
// (manufacturers, categories, the price stats) and the total and discount stats that apply them all are sums,
// minima and maxima over the cells of the scope: a few hundred rows instead of a category's rows. A price range
// covers whole bands except at most two it cuts through; the rows of those are read live, through the price
// indexes, and counted in place of their cells.

/** The same bounds as price_band_bounds() in migration 0023 (a test holds them equal). */
export const PRICE_BAND_BOUNDS = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 18, 20, 25, 30, 35, 40, 50, 60, 70, 80, 100, 120, 150, 180, 200, 250,
  300, 350, 400, 500, 600, 700, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 4000, 5000, 7500, 10000, 20000,
  50000, 100000,
] as const;

export interface CellFilters {
  manufacturerIds: number[] | null;
  price: StatsRangeInput | null;
  /** The category filter's ids: a product matches when its category or an ancestor is one of them. */
  categoryIds: number[] | null;
}

export interface CellFacets {
  manufacturers: Map<number, number>;
  categories: Map<number, number>;
  /** Ancestors included (the category_ids facet). */
  categoryPaths: Map<number, number>;
  total: number;
  price: { min: number | null; max: number | null };
  discount: { min: number | null; max: number | null };
}

interface CellRow {
  c: number;
  m: number;
  /** The rows count towards the price range (whole bands inside it, or rows read live); else price stats only. */
  counted: boolean;
  n: number;
  pmin: number;
  pmax: number;
  dmin: number;
  dmax: number;
}

/**
 * The bands a price range covers whole (band b holds bounds[b - 1] <= price < bounds[b], 1-based as
 * width_bucket), and the price intervals left over, read live. Without a range every band counts.
 */
export function priceCover(range: StatsRangeInput | null): {
  inside: number[] | null;
  live: Array<{ min: number; max: number; maxInclusive: boolean }>;
} {
  if (range === null || (range.min == null && range.max == null)) return { inside: null, live: [] };
  const min = range.min ?? Number.NEGATIVE_INFINITY;
  const max = range.max ?? Number.POSITIVE_INFINITY;
  if (min > max) return { inside: [], live: [] };
  const inside: number[] = [];
  PRICE_BAND_BOUNDS.forEach((lo, i) => {
    const hi = PRICE_BAND_BOUNDS[i + 1] ?? Number.POSITIVE_INFINITY;
    if (lo >= min && hi <= max) inside.push(i + 1);
  });
  const first = inside[0];
  const last = inside.at(-1);
  if (first === undefined || last === undefined) return { inside, live: [{ min, max, maxInclusive: true }] };
  const lo = PRICE_BAND_BOUNDS[first - 1] as number;
  const hi = PRICE_BAND_BOUNDS[last] ?? Number.POSITIVE_INFINITY;
  const live: Array<{ min: number; max: number; maxInclusive: boolean }> = [];
  if (min < lo) live.push({ min, max: lo, maxInclusive: false });
  if (Number.isFinite(hi) && max >= hi) live.push({ min: hi, max, maxInclusive: true });
  return { inside, live };
}

/** Categories in a scope: the scope itself and its descendants (all when there is no scope). */
const categoriesIn = (data: CatalogueData, scope: CategoryRef | null) =>
  scope === null ? null : data.categories.filter((c) => c.path.includes(scope.id)).map((c) => c.id);

export async function cellFacets(
  db: Queryable,
  data: CatalogueData,
  kind: string,
  scope: CategoryRef | null,
  scopeCondition: Condition | null,
  filters: CellFilters,
): Promise<CellFacets> {
  const cover = priceCover(filters.price);
  const p = new Params();
  const k = p.add(kind);
  const scopeIds = categoriesIn(data, scope);
  const counted = cover.inside === null ? 'true' : `band = ANY(${p.add(cover.inside)}::int[])`;
  const cells = `SELECT category_id, manufacturer_id, ${counted} AS counted, n, price_min, price_max, disc_min,
      disc_max
    FROM facet_cells WHERE kind = ${k}${scopeIds === null ? '' : ` AND category_id = ANY(${p.add(scopeIds)}::int[])`}`;
  const ranges = cover.live.map((r) => {
    const lower = Number.isFinite(r.min) ? `current_price >= ${p.add(r.min)}` : 'true';
    const upper = Number.isFinite(r.max)
      ? `current_price ${r.maxInclusive ? '<=' : '<'} ${p.add(r.max)}`
      : 'true';
    return `(${lower} AND ${upper})`;
  });
  const live =
    ranges.length === 0
      ? ''
      : `UNION ALL SELECT category_id, manufacturer_id, true, 1, current_price, current_price, discount_percentage,
          discount_percentage
        FROM product_search WHERE kind = ${k}${scopeCondition ? ` AND (${scopeCondition(p)})` : ''}
          AND (${ranges.join(' OR ')})`;
  const rows = await db.query<CellRow>(
    `SELECT category_id AS c, manufacturer_id AS m, counted, sum(n)::int AS n, min(price_min)::float8 AS pmin,
       max(price_max)::float8 AS pmax, min(disc_min)::float8 AS dmin, max(disc_max)::float8 AS dmax
     FROM (${cells} ${live}) t GROUP BY 1, 2, 3`,
    p.values,
  );
  return aggregate(data, rows, filters);
}

function aggregate(data: CatalogueData, rows: CellRow[], filters: CellFilters): CellFacets {
  const makers = filters.manufacturerIds === null ? null : new Set(filters.manufacturerIds);
  const wanted = filters.categoryIds === null ? null : new Set(filters.categoryIds);
  const categoryOk = new Map<number, boolean>();
  const inCategories = (c: number) => {
    if (wanted === null) return true;
    let ok = categoryOk.get(c);
    if (ok === undefined) {
      ok = (data.categoryById.get(c)?.path ?? [c]).some((id) => wanted.has(id));
      categoryOk.set(c, ok);
    }
    return ok;
  };
  const add = (map: Map<number, number>, key: number, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  const out: CellFacets = {
    manufacturers: new Map(),
    categories: new Map(),
    categoryPaths: new Map(),
    total: 0,
    price: { min: null, max: null },
    discount: { min: null, max: null },
  };
  const widen = (s: { min: number | null; max: number | null }, min: number, max: number) => {
    s.min = s.min === null ? min : Math.min(s.min, min);
    s.max = s.max === null ? max : Math.max(s.max, max);
  };
  for (const r of rows) {
    const makerOk = makers === null || makers.has(r.m);
    const categoryMatch = inCategories(r.c);
    // Each facet applies every filter but its own; the price stats ignore the price range.
    if (makerOk && categoryMatch) widen(out.price, r.pmin, r.pmax);
    if (!r.counted) continue;
    if (categoryMatch) add(out.manufacturers, r.m, r.n);
    if (makerOk) add(out.categories, r.c, r.n);
    if (makerOk && categoryMatch) {
      out.total += r.n;
      widen(out.discount, r.dmin, r.dmax);
    }
  }
  for (const [c, n] of out.categories) {
    for (const id of data.categoryById.get(c)?.path ?? [c]) add(out.categoryPaths, id, n);
  }
  return out;
}
