import {
  ADDITIONAL_FIELD_PREFIX,
  CATEGORY_FILTER_KEY,
  type Facet,
  FLAG_FILTER_KEY,
  ListingKind,
  type ParsedSearchRequest,
  type SearchResponse,
  type SortType,
  type StatsRangeInput,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { notFound } from '../../plugins/error-handler.js';
import type { CatalogueData, CategoryRef } from './catalogue-cache.js';
import { categorySummary } from './category-views.js';
import { type CellFilters, cellFacets } from './facet-cells.js';
import {
  and,
  type Condition,
  inCategory,
  inCategoryIds,
  type ListingRow,
  listingColumns,
  orderBy,
  Params,
  SORT_COLUMNS,
  textMatch,
  toListingItem,
  toTsQuery,
} from './search-sql.js';

// The faceted search. The page of items (an indexed sort on product_search, joined to products for 48 rows) runs
// concurrently with the facets (separate pool connections with PostgreSQL). Facet counts are multi-select: each
// facet applies every selected filter but its own. Where they come from, cheapest first:
//   1. no text, no filter: facet_counts / facet_totals of the scope, in the page's own statement;
//   2. only manufacturer, price-range and category filters: facet_cells (facet-cells.ts), plus one query for the
//      flags and field values of the matching rows;
//   3. otherwise live: one statement for every facet whose own filter is not selected, one per facet whose own
//      filter is (or its materialised counts, when no other filter applies).

const FIELD_ID_SPAN = 1000; // additional_field_values.id = field_id * 1000 + n (migration 0001)

interface Filter {
  key: string;
  condition: Condition;
  /** Written on columns facet_keysets shares with product_search, so it also selects keysets (migration 0024). */
  onKeyset?: true;
}

const range =
  (column: string, r: StatsRangeInput): Condition =>
  (p) => {
    const parts: string[] = [];
    if (r.min != null) parts.push(`${column} >= ${p.add(r.min)}`);
    if (r.max != null) parts.push(`${column} <= ${p.add(r.max)}`);
    return parts.length > 0 ? parts.join(' AND ') : 'true';
  };

function resolveCategory(req: ParsedSearchRequest, data: CatalogueData): CategoryRef | null {
  if (req.categorySlug !== undefined) {
    const c = data.categoryBySlug.get(req.categorySlug);
    if (!c) throw notFound(`No category with slug ${req.categorySlug}`);
    return c;
  }
  if (req.categoryId == null || req.categoryId === 0) return null;
  const c = data.categoryById.get(req.categoryId);
  if (!c) throw notFound(`No category with id ${req.categoryId}`);
  return c;
}

/** Selected filters → SQL conditions; unknown values match nothing rather than being ignored. */
function buildFilters(req: ParsedSearchRequest, data: CatalogueData): Filter[] {
  const out: Filter[] = [];
  for (const [key, value] of Object.entries(req.filters)) {
    if (value === undefined) continue;
    if (key === 'f.manufacturer') {
      const ids = (value as string[]).flatMap((name) => data.manufacturerIdByName.get(name) ?? []);
      out.push({ key, condition: (p) => `manufacturer_id = ANY(${p.add(ids)}::int[])` });
    } else if (key === 'f.current_price') {
      out.push({ key, condition: range('current_price', value as StatsRangeInput) });
    } else if (key === 'f.discount_percentage') {
      out.push({ key, condition: range('discount_percentage', value as StatsRangeInput) });
    } else if (key === CATEGORY_FILTER_KEY) {
      // A category includes its descendants: match it anywhere in the ancestor path.
      out.push({ key, condition: (p) => `category_path && ${p.add(value)}::int[]`, onKeyset: true });
    } else if (key === FLAG_FILTER_KEY) {
      out.push({ key, condition: (p) => `flag_ids && ${p.add(value)}::int[]`, onKeyset: true });
    } else {
      const fieldId = Number(key.slice(ADDITIONAL_FIELD_PREFIX.length));
      const wanted = new Set((value as string[]).map((v) => v.trim()));
      const ids = (data.fieldById.get(fieldId)?.values ?? [])
        .filter((v) => wanted.has(v.value))
        .map((v) => v.id);
      out.push({ key, condition: (p) => `field_value_ids && ${p.add(ids)}::int[]`, onKeyset: true });
    }
  }
  return out;
}

const except = (filters: Filter[], key: string) =>
  filters.filter((f) => f.key !== key).map((f) => f.condition);

export const resolveSearchSort = (sort: SortType | undefined, hasText: boolean): SortType =>
  sort ?? (hasText ? 'relevance' : 'best_sellers');

export interface SearchOptions {
  /** false computes even unfiltered facets live, without facet_counts or facet_cells (tests compare both ways). */
  useFacetCounts?: boolean;
}

export async function facetedSearch(
  db: Queryable,
  data: CatalogueData,
  req: ParsedSearchRequest,
  options: SearchOptions = {},
): Promise<SearchResponse> {
  const category = resolveCategory(req, data);
  const tsQuery = toTsQuery(req.query);
  const sort = resolveSearchSort(req.sort, tsQuery !== null);
  const kind = req.contentType === 'offers' ? ListingKind.OFFERS : ListingKind.PRODUCTS;
  const base: Condition[] = [(p) => `kind = ${p.add(kind)}`];
  if (tsQuery) base.push((p) => textMatch(p, tsQuery));
  if (category) base.push(inCategory(data, category.id));
  // Facet aggregates name the scope's categories instead (see inCategoryIds).
  const scopeCondition = category ? inCategoryIds(data, category.id) : null;
  const facetBase: Condition[] = [...base];
  if (scopeCondition) facetBase.splice(-1, 1, scopeCondition);
  const filters = buildFilters(req, data);
  const all = filters.map((f) => f.condition);

  // The page is chosen on the narrow search table (relevance ranked there too), then joined to products for its
  // display columns.
  const itemsSql = (p: Params) => {
    const where = and(p, [...base, ...all]);
    const byRank = sort === 'relevance' && tsQuery !== null;
    const rank = byRank ? `ts_rank(search_vector, to_tsquery('simple', ${p.add(tsQuery)}))` : null;
    return `SELECT ${listingColumns(req.locale)}
      FROM (SELECT ${SORT_COLUMNS}${rank ? `, ${rank} AS rank` : ''} FROM product_search WHERE ${where}
        ORDER BY ${orderBy(sort, rank ? 'rank' : null)} LIMIT ${p.add(req.limit)} OFFSET ${p.add(req.offset)}) s
      JOIN products p ON p.id = s.id
      ORDER BY ${orderBy(sort, rank ? 's.rank' : null, 's')}`;
  };
  const itemsQuery = () => {
    const p = new Params();
    return db.query<ListingRow>(itemsSql(p), p.values);
  };

  const countQuery = async () => {
    const p = new Params();
    const rows = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_search WHERE ${and(p, [...base, ...all])}`,
      p.values,
    );
    return rows[0]?.n ?? 0;
  };

  // Without text or filters the answer's facets and total are the materialised ones of the scope, read in the
  // same round trip as the page (one statement, so one network wait however busy the machine is).
  if (!tsQuery && filters.length === 0 && options.useFacetCounts !== false) {
    const p = new Params();
    const sql = `SELECT
        (SELECT coalesce(json_agg(i ORDER BY ${orderBy(sort, null, 'i')}), '[]'::json) FROM (${itemsSql(p)}) i) AS items,
        ${materialisedSql(p, kind, category?.id ?? 0, req.facets)}`;
    const [row] = await db.query<{
      items: ListingRow[];
      counts: CountRow[] | null;
      totals: TotalsRow | null;
    }>(sql, p.values);
    const facetResult = assembleMaterialised(
      data,
      row?.counts ?? [],
      row?.totals ?? null,
      category,
      req.locale,
    );
    return {
      items: (row?.items ?? []).map((r) => toListingItem(r, data)),
      total: facetResult.total,
      limit: req.limit,
      offset: req.offset,
      sort,
      facets: req.facets ? facetResult.facets : [],
      category: category ? categorySummary(category, data, req.locale) : null,
    };
  }

  const byCells = options.useFacetCounts === false ? null : cellFilters(req, data, tsQuery !== null);
  const [rows, facetResult, total] = await Promise.all([
    itemsQuery(),
    req.facets
      ? byCells
        ? computeCellFacets(db, data, { kind, category }, facetBase, filters, byCells, req.locale)
        : computeFacets(
            db,
            data,
            { kind, category, hasText: tsQuery !== null, condition: scopeCondition },
            scopeCondition ? facetBase.slice(0, -1) : facetBase,
            filters,
            req.locale,
          )
      : Promise.resolve(null),
    req.facets ? Promise.resolve(null) : countQuery(),
  ]);

  return {
    items: rows.map((r) => toListingItem(r, data)),
    total: facetResult?.total ?? total ?? 0,
    limit: req.limit,
    offset: req.offset,
    sort,
    facets: facetResult?.facets ?? [],
    category: category ? categorySummary(category, data, req.locale) : null,
  };
}

interface MainRow {
  gm: number;
  gc: number;
  m: number | null;
  c: number | null;
  n_m: number;
  n_c: number;
  n: number;
  price_min: number | null;
  price_max: number | null;
  disc_min: number | null;
  disc_max: number | null;
}

interface ArrayRow {
  k: 'f' | 'c' | 'a';
  v: number;
  n: number;
}

interface CombinedRow {
  /** A facet key (product_search.facet_keys), or null on the row of totals. */
  k: number | null;
  n: number;
  pmin: number | null;
  pmax: number | null;
  dmin: number | null;
  dmax: number | null;
}

/** product_search.facet_keys encodes each key as facet * KEY_SPAN + id (migration 0023). */
const KEY_SPAN = 100_000_000;
const KEY = { m: 1, c: 2, ci: 3, f: 4, a: 5 } as const;

/**
 * Live facets. Every facet whose own filter is not selected applies all filters, so they share one query: one pass
 * over the matching rows counting them per maker and per keyset (integers), then unnesting the keys of those few
 * keysets (migration 0024), plus the totals. A facet whose own filter is selected ignores it: its own query, or
 * the materialised counts when no other filter (and no text) applies. When a flag or field-value filter applies,
 * the scope and the flag, field-value and category filters become one set of keysets: the rows are then read
 * from the (kind, keyset_id) index alone.
 */
async function computeFacets(
  db: Queryable,
  data: CatalogueData,
  scope: { kind: string; category: CategoryRef | null; hasText: boolean; condition: Condition | null },
  base: Condition[],
  filters: Filter[],
  locale: ParsedSearchRequest['locale'],
): Promise<{ total: number; facets: Facet[] }> {
  const selected = (key: string) => filters.some((f) => f.key === key);
  const materialisable = (key: string) => !scope.hasText && except(filters, key).length === 0;
  const fieldKeys = filters.filter((f) => f.key.startsWith(ADDITIONAL_FIELD_PREFIX)).map((f) => f.key);
  const needMaterialised = [
    'f.manufacturer',
    CATEGORY_FILTER_KEY,
    FLAG_FILTER_KEY,
    'f.current_price',
    'f.discount_percentage',
    ...fieldKeys,
  ].some((key) => selected(key) && materialisable(key));

  const run = <T>(build: (p: Params) => string) => {
    const p = new Params();
    const sql = build(p);
    return db.query<T>(sql, p.values);
  };
  const where = (p: Params, excluded: string | null) => {
    const applied = excluded === null ? filters : filters.filter((f) => f.key !== excluded);
    const scoped = scope.condition ? [scope.condition] : [];
    if (!applied.some((f) => f.onKeyset && f.key !== CATEGORY_FILTER_KEY)) {
      return and(p, [...base, ...scoped, ...applied.map((f) => f.condition)]);
    }
    // The same conditions, on facet_keysets' copy of the row's columns (a row's keyset has its very values).
    const onKeyset = [...scoped, ...applied.filter((f) => f.onKeyset).map((f) => f.condition)];
    const keysets: Condition = (q) =>
      `keyset_id = ANY(ARRAY(SELECT id FROM facet_keysets WHERE ${and(q, onKeyset)}))`;
    return and(p, [...base, ...applied.filter((f) => !f.onKeyset).map((f) => f.condition), keysets]);
  };
  const grouped = (column: string, excluded: string) =>
    run<{ v: number; n: number }>(
      (p) =>
        `SELECT ${column} AS v, count(*)::int AS n FROM product_search WHERE ${where(p, excluded)} GROUP BY 1`,
    );
  const unnested = (column: string, excluded: string) =>
    run<{ v: number; n: number }>(
      (p) => `SELECT x AS v, count(*)::int AS n FROM (SELECT unnest(${column}) AS x FROM product_search
        WHERE ${where(p, excluded)}) t GROUP BY x`,
    );
  const stats = (column: string, excluded: string) =>
    run<{ min: number | null; max: number | null }>(
      (p) => `SELECT min(${column})::float8 AS min, max(${column})::float8 AS max FROM product_search
        WHERE ${where(p, excluded)}`,
    ).then((r) => r[0] ?? { min: null, max: null });
  // Keys encoded as in product_search.facet_keys: the maker's, then those of each keyset (all but the maker's).
  // One pass counts the rows per maker and per keyset (two small hash tables); the totals are the makers' sums.
  const combined = run<CombinedRow>(
    (p) => `WITH r AS MATERIALIZED (SELECT grouping(manufacturer_id) AS by_keyset, manufacturer_id, keyset_id,
          count(*) AS n, min(current_price) AS pmin, max(current_price) AS pmax, min(discount_percentage) AS dmin,
          max(discount_percentage) AS dmax
        FROM product_search WHERE ${where(p, null)}
        GROUP BY GROUPING SETS ((manufacturer_id), (keyset_id)))
      SELECT ${KEY.m * KEY_SPAN} + manufacturer_id AS k, n::int AS n, NULL::float8 AS pmin, NULL::float8 AS pmax,
        NULL::float8 AS dmin, NULL::float8 AS dmax
      FROM r WHERE by_keyset = 0
      UNION ALL
      SELECT k, sum(r.n)::int, NULL, NULL, NULL, NULL
      FROM r JOIN facet_keysets ks ON ks.id = r.keyset_id CROSS JOIN LATERAL unnest(ks.keys) AS k
      WHERE r.by_keyset = 1
      GROUP BY k
      UNION ALL
      SELECT NULL, coalesce(sum(n), 0)::int, min(pmin)::float8, max(pmax)::float8, min(dmin)::float8,
        max(dmax)::float8
      FROM r WHERE by_keyset = 0`,
  );
  const fromCombined = (facet: number) =>
    combined.then((rows) =>
      rows.flatMap((r) =>
        r.k !== null && Math.floor(r.k / KEY_SPAN) === facet ? [{ v: r.k % KEY_SPAN, n: r.n }] : [],
      ),
    );
  const totals = combined.then((rows) => rows.find((r) => r.k === null));
  const materialised = async () => {
    if (!needMaterialised) return { counts: [] as CountRow[], totals: null as TotalsRow | null };
    const [row] = await run<{ counts: CountRow[] | null; totals: TotalsRow | null }>(
      (p) => `SELECT ${materialisedSql(p, scope.kind, scope.category?.id ?? 0, true)}`,
    );
    return { counts: row?.counts ?? [], totals: row?.totals ?? null };
  };
  const stored = materialised();
  const fromCounts = (facet: string) =>
    stored.then((m) => m.counts.filter((r) => r.facet === facet).map((r) => ({ v: r.value, n: r.n })));
  /** A facet's rows: all filters when its own is not selected, else without it (stored when nothing else applies). */
  const facet = (
    key: string,
    code: number,
    facetName: string,
    live: () => Promise<{ v: number; n: number }[]>,
  ) => (!selected(key) ? fromCombined(code) : materialisable(key) ? fromCounts(facetName) : live());
  const fieldOf = (key: string) => Number(key.slice(ADDITIONAL_FIELD_PREFIX.length));
  const ofField = (key: string) => (rows: { v: number; n: number }[]) =>
    rows.filter((r) => Math.floor(r.v / FIELD_ID_SPAN) === fieldOf(key));

  const [man, cat, catIds, flags, unselectedValues, selectedValues, price, disc, total] = await Promise.all([
    facet('f.manufacturer', KEY.m, 'm', () => grouped('manufacturer_id', 'f.manufacturer')),
    facet(CATEGORY_FILTER_KEY, KEY.c, 'c', () => grouped('category_id', CATEGORY_FILTER_KEY)),
    facet(CATEGORY_FILTER_KEY, KEY.ci, 'ci', () => unnested('category_path', CATEGORY_FILTER_KEY)),
    facet(FLAG_FILTER_KEY, KEY.f, 'f', () => unnested('flag_ids', FLAG_FILTER_KEY)),
    fromCombined(KEY.a).then((rows) =>
      rows.filter((r) => !fieldKeys.some((key) => Math.floor(r.v / FIELD_ID_SPAN) === fieldOf(key))),
    ),
    Promise.all(
      fieldKeys.map((key) =>
        (materialisable(key) ? fromCounts('a') : unnested('field_value_ids', key)).then(ofField(key)),
      ),
    ).then((lists) => lists.flat()),
    !selected('f.current_price')
      ? totals.then((t) => ({ min: t?.pmin ?? null, max: t?.pmax ?? null }))
      : materialisable('f.current_price')
        ? stored.then((x) => ({ min: x.totals?.price_min ?? null, max: x.totals?.price_max ?? null }))
        : stats('current_price', 'f.current_price'),
    !selected('f.discount_percentage')
      ? totals.then((t) => ({ min: t?.dmin ?? null, max: t?.dmax ?? null }))
      : materialisable('f.discount_percentage')
        ? stored.then((x) => ({ min: x.totals?.disc_min ?? null, max: x.totals?.disc_max ?? null }))
        : stats('discount_percentage', 'f.discount_percentage'),
    totals.then((t) => t?.n ?? 0),
  ]);

  const empty = { n_m: 0, n_c: 0, n: 0, price_min: null, price_max: null, disc_min: null, disc_max: null };
  const mainRows: MainRow[] = [
    ...man.map((r) => ({ ...empty, gm: 0, gc: 1, m: r.v, c: null, n_m: r.n })),
    ...cat.map((r) => ({ ...empty, gm: 1, gc: 0, m: null, c: r.v, n_c: r.n })),
    {
      ...empty,
      gm: 1,
      gc: 1,
      m: null,
      c: null,
      n: total,
      price_min: price.min,
      price_max: price.max,
      disc_min: disc.min,
      disc_max: disc.max,
    },
  ];
  const arrayRows: ArrayRow[] = [
    ...catIds.map((r) => ({ k: 'c' as const, v: r.v, n: r.n })),
    ...flags.map((r) => ({ k: 'f' as const, v: r.v, n: r.n })),
    ...[...unselectedValues, ...selectedValues].map((r) => ({ k: 'a' as const, v: r.v, n: r.n })),
  ];
  return assembleFacets(data, mainRows, arrayRows, scope.category, locale);
}

/** The filter keys facet_cells answers (its dimensions besides kind). */
const CELL_KEYS = new Set(['f.manufacturer', 'f.current_price', CATEGORY_FILTER_KEY]);

/** The request's filters as facet_cells dimensions, or null when a filter (or the text) is not one of them. */
function cellFilters(req: ParsedSearchRequest, data: CatalogueData, hasText: boolean): CellFilters | null {
  const keys = Object.entries(req.filters).filter(([, v]) => v !== undefined);
  if (hasText || keys.length === 0 || keys.some(([key]) => !CELL_KEYS.has(key))) return null;
  const f = req.filters as Record<string, unknown>;
  const makers = f['f.manufacturer'] as string[] | undefined;
  const categories = f[CATEGORY_FILTER_KEY] as number[] | undefined;
  return {
    manufacturerIds: makers ? makers.flatMap((name) => data.manufacturerIdByName.get(name) ?? []) : null,
    price: (f['f.current_price'] as StatsRangeInput | undefined) ?? null,
    categoryIds: categories ? categories.map(Number) : null,
  };
}

/**
 * Facets of a listing filtered by manufacturers, a price range and categories only: everything but the flags and
 * field values from facet_cells; those two apply every filter, in one live query over the matching rows.
 */
async function computeCellFacets(
  db: Queryable,
  data: CatalogueData,
  scope: { kind: string; category: CategoryRef | null },
  base: Condition[],
  filters: Filter[],
  cf: CellFilters,
  locale: ParsedSearchRequest['locale'],
): Promise<{ total: number; facets: Facet[] }> {
  const scopeCondition = scope.category ? inCategoryIds(data, scope.category.id) : null;
  const [cells, keys] = await Promise.all([
    cellFacets(db, data, scope.kind, scope.category, scopeCondition, cf),
    (() => {
      const p = new Params();
      // Both arrays unnested side by side in one projection (cheaper than a lateral union per row), then
      // counted per array by grouping sets.
      const sql = `SELECT CASE WHEN grouping(f) = 0 THEN 'f' ELSE 'a' END AS k, coalesce(f, a) AS v, count(*)::int AS n
        FROM (SELECT unnest(flag_ids) AS f, unnest(field_value_ids) AS a FROM product_search
          WHERE ${and(p, [...base, ...filters.map((f) => f.condition)])}) t
        GROUP BY GROUPING SETS ((f), (a)) HAVING coalesce(f, a) IS NOT NULL`;
      return db.query<ArrayRow>(sql, p.values);
    })(),
  ]);
  const empty = { n_m: 0, n_c: 0, n: 0, price_min: null, price_max: null, disc_min: null, disc_max: null };
  const mainRows: MainRow[] = [
    ...[...cells.manufacturers].map(([m, n]) => ({ ...empty, gm: 0, gc: 1, m, c: null, n_m: n })),
    ...[...cells.categories].map(([c, n]) => ({ ...empty, gm: 1, gc: 0, m: null, c, n_c: n })),
    {
      ...empty,
      gm: 1,
      gc: 1,
      m: null,
      c: null,
      n: cells.total,
      price_min: cells.price.min,
      price_max: cells.price.max,
      disc_min: cells.discount.min,
      disc_max: cells.discount.max,
    },
  ];
  const arrayRows: ArrayRow[] = [
    ...[...cells.categoryPaths].map(([v, n]) => ({ k: 'c' as const, v, n })),
    ...keys,
  ];
  return assembleFacets(data, mainRows, arrayRows, scope.category, locale);
}

interface CountRow {
  facet: string;
  value: number;
  n: number;
}

interface TotalsRow {
  total: number;
  price_min: number | null;
  price_max: number | null;
  disc_min: number | null;
  disc_max: number | null;
}

/** The facet_counts / facet_totals of a scope as two json columns (`counts`, `totals`). */
const materialisedSql = (p: Params, kind: string, scope: number, withCounts: boolean) => {
  const k = p.add(kind);
  const s = p.add(scope);
  const counts = withCounts
    ? `(SELECT coalesce(json_agg(json_build_object('facet', facet, 'value', value, 'n', n)), '[]'::json)
      FROM facet_counts WHERE kind = ${k} AND scope = ${s})`
    : 'NULL::json';
  return `${counts} AS counts,
    (SELECT row_to_json(t) FROM (SELECT total, price_min::float8 AS price_min, price_max::float8 AS price_max,
      disc_min::float8 AS disc_min, disc_max::float8 AS disc_max FROM facet_totals
      WHERE kind = ${k} AND scope = ${s}) t) AS totals`;
};

function assembleMaterialised(
  data: CatalogueData,
  counts: CountRow[],
  totals: TotalsRow | null,
  category: CategoryRef | null,
  locale: ParsedSearchRequest['locale'],
): { total: number; facets: Facet[] } {
  const empty = { n_m: 0, n_c: 0, n: 0, price_min: null, price_max: null, disc_min: null, disc_max: null };
  const mainRows: MainRow[] = [];
  const arrayRows: ArrayRow[] = [];
  for (const r of counts) {
    if (r.facet === 'm') mainRows.push({ ...empty, gm: 0, gc: 1, m: r.value, c: null, n_m: r.n });
    else if (r.facet === 'c') mainRows.push({ ...empty, gm: 1, gc: 0, m: null, c: r.value, n_c: r.n });
    else arrayRows.push({ k: r.facet === 'ci' ? 'c' : r.facet === 'f' ? 'f' : 'a', v: r.value, n: r.n });
  }
  if (totals) mainRows.push({ ...empty, ...totals, gm: 1, gc: 1, m: null, c: null, n: totals.total });
  return assembleFacets(data, mainRows, arrayRows, category, locale);
}

const byCountThenLabel = (a: { count: number; label: string }, b: { count: number; label: string }) =>
  b.count - a.count || a.label.localeCompare(b.label, 'en');

function assembleFacets(
  data: CatalogueData,
  mainRows: MainRow[],
  arrayRows: ArrayRow[],
  category: CategoryRef | null,
  locale: ParsedSearchRequest['locale'],
): { total: number; facets: Facet[] } {
  const totals = mainRows.find((r) => r.gm === 1 && r.gc === 1);
  const manufacturer = mainRows
    .filter((r) => r.gm === 0 && r.m !== null && r.n_m > 0)
    .map((r) => {
      const name = data.manufacturerById.get(r.m as number) ?? String(r.m);
      return { value: name, label: name, count: r.n_m };
    })
    .sort(byCountThenLabel);
  const categoryName = (id: number) => data.categoryById.get(id)?.name[locale] ?? String(id);
  const categoryId = mainRows
    .filter((r) => r.gc === 0 && r.c !== null && r.n_c > 0)
    .map((r) => ({ value: String(r.c), label: categoryName(r.c as number), count: r.n_c }))
    .sort(byCountThenLabel);
  const ofKind = (k: ArrayRow['k']) => arrayRows.filter((r) => r.k === k && r.n > 0);
  const categoryIds = ofKind('c')
    .map((r) => ({ value: String(r.v), label: categoryName(r.v), count: r.n }))
    .sort(byCountThenLabel);
  const flagCounts = new Map(ofKind('f').map((r) => [r.v, r.n]));
  const flags = data.flags.flatMap((f) => {
    const count = flagCounts.get(f.id);
    return count ? [{ value: String(f.id), label: f.name[locale], count, flagType: f.type }] : [];
  });
  const valueCounts = new Map(ofKind('a').map((r) => [r.v, r.n]));
  const fieldIds = category ? category.field_ids : data.fields.map((f) => f.id);
  const fieldFacets: Facet[] = fieldIds.flatMap((id) => {
    const field = data.fieldById.get(id);
    if (!field) return [];
    const values = field.values.flatMap((v) => {
      const count = valueCounts.get(v.id);
      return count ? [{ value: v.value, label: v.name[locale], count }] : [];
    });
    return values.length > 0
      ? [{ key: `${ADDITIONAL_FIELD_PREFIX}${id}`, type: 'terms' as const, name: field.name[locale], values }]
      : [];
  });
  const facets: Facet[] = [
    { key: 'manufacturer', type: 'terms', name: 'manufacturer', values: manufacturer },
    {
      key: 'current_price',
      type: 'stats',
      name: 'current_price',
      min: totals?.price_min ?? null,
      max: totals?.price_max ?? null,
    },
    {
      key: 'discount_percentage',
      type: 'stats',
      name: 'discount_percentage',
      min: totals?.disc_min ?? null,
      max: totals?.disc_max ?? null,
    },
    { key: 'category_id', type: 'terms', name: 'category_id', values: categoryId },
    { key: 'category_ids', type: 'terms', name: 'category_ids', values: categoryIds },
    { key: FLAG_FILTER_KEY, type: 'flags', name: FLAG_FILTER_KEY, values: flags },
    ...fieldFacets,
  ];
  return { total: totals?.n ?? 0, facets };
}
