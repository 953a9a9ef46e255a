import { type Facet, type SearchRequest, searchRequestSchema } from '@storefront/shared-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/database.js';
import { type CatalogueData, createCatalogueCache } from '../../../src/services/catalogue/catalogue-cache.js';
import { facetedSearch } from '../../../src/services/catalogue/faceted-search.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

// Every expected number here comes from a plain query written independently of the search's SQL (joins on
// parent_id instead of the denormalised category path, names instead of ids), over the seeded catalogue.

let database: TestDatabase;
let db: Database;
let data: CatalogueData;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  data = await createCatalogueCache(db).get();
});
afterAll(() => database.cleanup());

const search = (req: SearchRequest, live = false) =>
  facetedSearch(db, data, searchRequestSchema.parse(req), { useFacetCounts: !live });
const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) q`, params))[0]?.n ?? 0;
const terms = (facets: Facet[], key: string) => {
  const facet = facets.find((f) => f.key === key);
  return facet && facet.type !== 'stats'
    ? Object.fromEntries(facet.values.map((v) => [v.value, v.count]))
    : {};
};

/** Products of a category and its descendants, by parent_id (3 levels deep at most in the seed). */
const IN_CATEGORY = `p.category_id IN (
  SELECT id FROM categories WHERE id = $1 OR parent_id = $1
    OR parent_id IN (SELECT id FROM categories WHERE parent_id = $1))`;

describe('faceted search on the seeded catalogue', () => {
  it('includes descendants in a category and counts it exactly', async () => {
    const electronics = data.categoryBySlug.get('electronics');
    const res = await search({ locale: 'en', categorySlug: 'electronics' });
    const expected = await count(`SELECT p.id FROM products p WHERE p.kind = 'p' AND ${IN_CATEGORY}`, [
      electronics?.id,
    ]);
    expect(expected).toBeGreaterThan(100);
    expect(res.total).toBe(expected);
    expect(res.items).toHaveLength(48);
  });

  it('filters by manufacturers and a price range, and counts other manufacturers as if unselected', async () => {
    const [a, b] = ['Nordtech', 'Pulsar'];
    const res = await search({
      locale: 'en',
      filters: { 'f.manufacturer': [a as string, b as string], 'f.current_price': { min: 20, max: 200 } },
      sort: 'price_asc',
    });
    const expectedTotal = await count(
      `SELECT p.id FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id
       WHERE p.kind = 'p' AND m.name IN ($1, $2) AND p.current_price BETWEEN 20 AND 200`,
      [a, b],
    );
    expect(res.total).toBe(expectedTotal);
    expect(res.items.every((i) => [a, b].includes(i.manufacturer))).toBe(true);
    const prices = res.items.map((i) => i.current_price);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    // The manufacturer facet ignores its own filter but applies the price filter.
    const rows = await db.query<{ name: string; n: number }>(
      `SELECT m.name, count(*)::int AS n FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id
       WHERE p.kind = 'p' AND p.current_price BETWEEN 20 AND 200 GROUP BY m.name`,
    );
    expect(terms(res.facets, 'manufacturer')).toEqual(Object.fromEntries(rows.map((r) => [r.name, r.n])));
    // The price stats ignore the price filter but apply the manufacturer filter.
    const [stats] = await db.query<{ min: number; max: number }>(
      `SELECT min(current_price)::float8 AS min, max(current_price)::float8 AS max FROM products p
       JOIN manufacturers m ON m.id = p.manufacturer_id WHERE p.kind = 'p' AND m.name IN ($1, $2)`,
      [a, b],
    );
    expect(res.facets.find((f) => f.key === 'current_price')).toMatchObject({ type: 'stats', ...stats });
  });

  it('counts flags and additional-field values within a category', async () => {
    const phones = data.categoryBySlug.get('electronics/phones/smartphones');
    const res = await search({ locale: 'lt', categoryId: phones?.id, filters: { flag_ids: [1, 4] } });
    const expectedTotal = await count(
      `SELECT p.id FROM products p WHERE p.kind = 'p' AND p.category_id = $1
       AND EXISTS (SELECT 1 FROM unnest(p.flag_ids) f WHERE f IN (1, 4))`,
      [phones?.id],
    );
    expect(res.total).toBe(expectedTotal);
    const colours = await db.query<{ value: string; n: number }>(
      `SELECT v.value, count(*)::int AS n FROM products p
       JOIN additional_field_values v ON v.id = ANY(p.field_value_ids) AND v.field_id = 1
       WHERE p.kind = 'p' AND p.category_id = $1 AND EXISTS (SELECT 1 FROM unnest(p.flag_ids) f WHERE f IN (1, 4))
       GROUP BY v.value`,
      [phones?.id],
    );
    expect(terms(res.facets, 'additional_field_1')).toEqual(
      Object.fromEntries(colours.map((r) => [r.value, r.n])),
    );
    const flagRows = await db.query<{ f: number; n: number }>(
      `SELECT f, count(*)::int AS n FROM products p, unnest(p.flag_ids) f
       WHERE p.kind = 'p' AND p.category_id = $1 GROUP BY f`,
      [phones?.id],
    );
    expect(terms(res.facets, 'flag_ids')).toEqual(
      Object.fromEntries(flagRows.map((r) => [String(r.f), r.n])),
    );
    // Only the category's filterable fields are offered as facets.
    const fieldKeys = res.facets.filter((f) => f.key.startsWith('additional_field_')).map((f) => f.key);
    expect(fieldKeys.every((k) => phones?.field_ids.includes(Number(k.split('_').at(-1))))).toBe(true);
  });

  it('filters by an additional field value and by stored discount fractions', async () => {
    const res = await search({
      locale: 'en',
      filters: { additional_field_1: ['red', 'blue'], 'f.discount_percentage': { max: 0.8 } },
      sort: 'best_value',
    });
    const expected = await count(
      `SELECT p.id FROM products p WHERE p.kind = 'p' AND p.discount_percentage <= 0.8 AND EXISTS (
         SELECT 1 FROM additional_field_values v WHERE v.id = ANY(p.field_value_ids) AND v.field_id = 1
         AND v.value IN ('red', 'blue'))`,
    );
    expect(res.total).toBe(expected);
    const fractions = res.items.map((i) => i.discount_percentage);
    expect(fractions.every((f) => f <= 0.8)).toBe(true);
    expect(fractions).toEqual([...fractions].sort((x, y) => x - y));
  });

  it("counts each field facet with the other fields' filters but not its own", async () => {
    const res = await search({
      locale: 'en',
      categorySlug: 'electronics',
      filters: { additional_field_1: ['red', 'blue'], additional_field_5: ['new'] },
    });
    const byField = async (fieldId: number, otherField: number, otherValues: string[]) =>
      db.query<{ value: string; n: number }>(
        `SELECT v.value, count(*)::int AS n FROM products p
         JOIN additional_field_values v ON v.id = ANY(p.field_value_ids) AND v.field_id = $1
         WHERE p.kind = 'p' AND ${IN_CATEGORY.replaceAll('$1', '$4')} AND EXISTS (
           SELECT 1 FROM additional_field_values o WHERE o.id = ANY(p.field_value_ids) AND o.field_id = $2
           AND o.value = ANY($3::text[]))
         GROUP BY v.value`,
        [fieldId, otherField, otherValues, data.categoryBySlug.get('electronics')?.id],
      );
    const colours = await byField(1, 5, ['new']);
    const conditions = await byField(5, 1, ['red', 'blue']);
    expect(terms(res.facets, 'additional_field_1')).toEqual(
      Object.fromEntries(colours.map((r) => [r.value, r.n])),
    );
    expect(terms(res.facets, 'additional_field_5')).toEqual(
      Object.fromEntries(conditions.map((r) => [r.value, r.n])),
    );
    expect(Object.keys(terms(res.facets, 'additional_field_1')).length).toBeGreaterThan(2);
  });

  it('with one filter, counts that facet as unfiltered and the others with the filter', async () => {
    const res = await search({ locale: 'en', filters: { 'f.manufacturer': ['Orbis'] } });
    const all = await db.query<{ name: string; n: number }>(
      `SELECT m.name, count(*)::int AS n FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id
       WHERE p.kind = 'p' GROUP BY m.name`,
    );
    expect(terms(res.facets, 'manufacturer')).toEqual(Object.fromEntries(all.map((r) => [r.name, r.n])));
    const flags = await db.query<{ f: number; n: number }>(
      `SELECT f, count(*)::int AS n FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id,
       unnest(p.flag_ids) f WHERE p.kind = 'p' AND m.name = 'Orbis' GROUP BY f`,
    );
    expect(terms(res.facets, 'flag_ids')).toEqual(Object.fromEntries(flags.map((r) => [String(r.f), r.n])));
    expect(res.total).toBe(all.find((r) => r.name === 'Orbis')?.n);
  });

  it('matches text in every language and ranks by relevance by default', async () => {
    const res = await search({ locale: 'en', query: 'Kõrvaklapid' });
    const expected = await count(
      `SELECT id FROM products WHERE kind = 'p' AND name_ee ILIKE '%kõrvaklapid%'`,
    );
    expect(res.total).toBe(expected);
    expect(res.sort).toBe('relevance');
    expect(res.items.every((i) => /headphones/i.test(i.name))).toBe(true);
  });

  it('pages without overlap, sorted as asked', async () => {
    const first = await search({ locale: 'en', sort: 'new_arrivals', limit: 48 });
    const second = await search({ locale: 'en', sort: 'new_arrivals', limit: 24, offset: 48, facets: false });
    const rows = await db.query<{ id: number }>(
      `SELECT id FROM products WHERE kind = 'p' ORDER BY arrived_at DESC, id ASC LIMIT 72`,
    );
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(rows.map((r) => r.id));
    expect(second.total).toBe(first.total);
    expect(second.facets).toEqual([]);
  });

  it('lists offers (kind o) separately from products', async () => {
    const res = await search({ locale: 'en', contentType: 'offers' });
    expect(res.total).toBe(await count(`SELECT id FROM products WHERE kind = 'o'`));
    expect(res.items.every((i) => i.kind === 'o')).toBe(true);
  });

  it('gives the same facets from the materialised counts as computed live, for every scope', async () => {
    for (const contentType of ['products', 'offers'] as const) {
      for (const categoryId of [null, ...data.categories.map((c) => c.id)]) {
        const req: SearchRequest = { locale: 'lv', contentType, categoryId, limit: 1 };
        const [cached, live] = await Promise.all([search(req), search(req, true)]);
        expect(cached.facets).toEqual(live.facets);
        expect(cached.total).toBe(live.total);
      }
    }
  });

  it('gives the same facets from facet_cells as computed live, for manufacturer, price and category filters', async () => {
    const leaf = data.categories.find((c) => !data.parentIds.has(c.id) && c.parent_id !== null);
    const prices = [
      { min: 10, max: 500 },
      { min: 17.5, max: 333.33 },
      { min: 30 },
      { max: 12.34 },
      { min: 45.5, max: 45.99 },
      { min: 500, max: 500 },
    ];
    const filterSets: SearchRequest['filters'][] = [
      ...prices.map((price) => ({ 'f.current_price': price })),
      ...prices.map((price) => ({
        'f.manufacturer': ['Nordtech', 'Stella', 'Kestrel'],
        'f.current_price': price,
      })),
      { 'f.manufacturer': ['Nordtech'] },
      { 'f.category_id': [leaf?.id as number], 'f.manufacturer': ['Nordtech', 'Pulsar'] },
      { 'f.category_id': [leaf?.parent_id as number], 'f.current_price': { min: 25.5, max: 80 } },
    ];
    let compared = 0;
    for (const contentType of ['products', 'offers'] as const) {
      for (const categorySlug of [undefined, 'electronics', leaf?.slug]) {
        for (const filters of filterSets) {
          const req: SearchRequest = { locale: 'en', contentType, categorySlug, filters, limit: 3 };
          const [cells, live] = await Promise.all([search(req), search(req, true)]);
          expect(cells).toEqual(live);
          if (cells.total > 0) compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(30);
  });
});
