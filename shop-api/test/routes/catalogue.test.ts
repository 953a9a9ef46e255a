import {
  apiErrorSchema,
  type Category,
  categoriesResponseSchema,
  PRODUCT_SLUG_MAX_LENGTH,
  productDetailSchema,
  searchResponseSchema,
} from '@storefront/shared-types';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSizeCharts } from '../../src/db/seed/size-charts.js';
import { productDrawingSvg } from '../../src/services/images/product-drawings.js';
import { createTestApp, json } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, body: unknown) => t.app.inject({ method: 'POST', url, ...json(body) });
const fieldsOf = (res: { json(): unknown }) => Object.keys(apiErrorSchema.parse(res.json()).fields ?? {});
const flatten = (nodes: Category[]): Category[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('GET /api/catalogue/categories', () => {
  it('builds the tree from parent_id and position, in the requested language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalogue/categories?locale=lt' });
    expect(res.statusCode).toBe(200);
    const roots = categoriesResponseSchema.parse(res.json());
    const all = flatten(roots);
    const rows = await t.database.db.query<{ id: number; parent_id: number | null; name: string }>(
      "SELECT id, parent_id, name ->> 'lt' AS name FROM categories",
    );
    expect(all).toHaveLength(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const node of all) {
      const row = rows.find((r) => r.id === node.id);
      expect(node.parent_id).toBe(row?.parent_id);
      expect(node.name).toBe(row?.name);
      expect(node.children.map((c) => c.position)).toEqual(
        node.children.map((c) => c.position).sort((a, b) => a - b),
      );
    }
    const phones = all.find((c) => c.slug === 'electronics/phones');
    expect(phones?.children.map((c) => c.slug)).toContain('electronics/phones/smartphones');
    expect(phones?.filterable_additional_fields.map((f) => f.key)).toContain('additional_field_1');
  });

  it('rejects a missing locale with a 400 naming it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalogue/categories?locale=xx' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['locale']);
  });
});

describe('flags', () => {
  it('lists flags of both types by locale on both paths', async () => {
    const byGet = await t.app.inject({ method: 'GET', url: '/api/catalogue/flags?locale=lv' });
    const byPost = await post('/api/search/flags', { langId: 3, locale: 'lv' });
    expect(byGet.statusCode).toBe(200);
    expect(byPost.json()).toEqual(byGet.json());
    const types = new Set(byGet.json().map((f: { type: string }) => f.type));
    expect(types).toEqual(new Set(['1', '2']));
    expect(byGet.json().find((f: { slug: string }) => f.slug === 'black-friday').name).toBe(
      'Melnā piektdiena',
    );
  });

  it('rejects a bad langId', async () => {
    const res = await post('/api/search/flags', { langId: 'one', locale: 'lv' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['langId']);
  });
});

describe('product detail', () => {
  it('finds a product by its multi-segment slug and a marketplace product by its slug', async () => {
    const [product] = await t.database.db.query<{ slug: string; name_ee: string }>(
      "SELECT slug, name_ee FROM products WHERE kind = 'p' AND field_value_ids <> '{}' ORDER BY id LIMIT 1",
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/catalogue/products/${product?.slug}?locale=ee`,
    });
    expect(res.statusCode).toBe(200);
    const detail = productDetailSchema.parse(res.json());
    expect(product?.slug).toContain('/');
    expect(detail.name).toBe(product?.name_ee);
    expect(detail.attributes.length).toBeGreaterThan(0);
    expect(detail.category.breadcrumbs.at(-1)?.id).toBe(detail.category.slug);

    const [offer] = await t.database.db.query<{ slug: string }>(
      "SELECT slug FROM products WHERE kind = 'o' ORDER BY id LIMIT 1",
    );
    const market = await t.app.inject({
      method: 'GET',
      url: `/api/catalogue/marketplace-products/${offer?.slug}?locale=en`,
    });
    expect(market.statusCode).toBe(200);
    expect(market.json().kind).toBe('o');
    // A marketplace slug is not a shop product.
    const wrongKind = await t.app.inject({
      method: 'GET',
      url: `/api/catalogue/products/${offer?.slug}?locale=en`,
    });
    expect(wrongKind.statusCode).toBe(404);
    expect(apiErrorSchema.parse(wrongKind.json()).code).toBe('NOT_FOUND');
  });

  it('carries the size chart of a sized category and none elsewhere (#28)', async () => {
    const detailOf = async (slug: string | undefined) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/catalogue/products/${slug}?locale=en` });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return productDetailSchema.parse(res.json()).size_chart;
    };
    const [sized] = await t.database.db.query<{ slug: string; category: string }>(
      `SELECT p.slug, c.slug AS category FROM products p JOIN categories c ON c.id = p.category_id
       WHERE p.kind = 'p' AND EXISTS (SELECT 1 FROM size_charts s WHERE s.category_id = c.id) ORDER BY p.id LIMIT 1`,
    );
    const [unsized] = await t.database.db.query<{ slug: string }>(
      `SELECT p.slug FROM products p
       WHERE p.kind = 'p' AND NOT EXISTS (SELECT 1 FROM size_charts s WHERE s.category_id = p.category_id)
       ORDER BY p.id LIMIT 1`,
    );
    const chart = await detailOf(sized?.slug);
    expect(chart).toEqual(seedSizeCharts[sized?.category ?? '']);
    expect(chart?.columns[0]).toBe('size');
    expect(chart?.rows.map((row) => row[0])).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(await detailOf(unsized?.slug)).toBeNull();
  });

  it('rejects a slug outside the contract pattern with a 400, the same rule as the bff', async () => {
    for (const slug of ['a%20b', 'a//b', `${'x'.repeat(PRODUCT_SLUG_MAX_LENGTH)}/y`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/catalogue/products/${slug}?locale=en` });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(['*']);
    }
  });

  it('a slug the contract allows but no product has is a 404, not a 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/catalogue/products/Some.Brand/x~1?locale=en',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/catalogue/search', () => {
  it('answers a category page with items, facets and breadcrumbs', async () => {
    const res = await post('/api/catalogue/search', { locale: 'en', categorySlug: 'electronics/phones' });
    expect(res.statusCode).toBe(200);
    const body = searchResponseSchema.parse(res.json());
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.category?.breadcrumbs.map((b) => b.id)).toEqual(['electronics', 'electronics/phones']);
    expect(body.facets.map((f) => f.key)).toEqual(
      expect.arrayContaining([
        'manufacturer',
        'current_price',
        'discount_percentage',
        'category_id',
        'flag_ids',
      ]),
    );
  });

  it('names the failing field of a bad request', async () => {
    const tooMany = await post('/api/catalogue/search', { locale: 'en', limit: 1000 });
    expect(tooMany.statusCode).toBe(400);
    expect(fieldsOf(tooMany)).toEqual(['limit']);
    const unknownFilter = await post('/api/catalogue/search', {
      locale: 'en',
      filters: { 'f.colour': ['red'] },
    });
    expect(fieldsOf(unknownFilter)).toEqual(['filters.f.colour']);
    const badRange = await post('/api/catalogue/search', {
      locale: 'en',
      filters: { 'f.current_price': { min: 50, max: 10 } },
    });
    expect(fieldsOf(badRange)).toEqual(['filters.f.current_price.min']);
    const badField = await post('/api/catalogue/search', {
      locale: 'en',
      filters: { additional_field_1: [''] },
    });
    expect(fieldsOf(badField)).toEqual(['filters.additional_field_1.0']);
  });

  it('answers 404 for an unknown category', async () => {
    const res = await post('/api/catalogue/search', { locale: 'en', categorySlug: 'no/such/category' });
    expect(res.statusCode).toBe(404);
  });
});

describe('§7 marketplace search calls', () => {
  it('searchForCategoryItems returns up to 5 items of the flag, each with an image', async () => {
    const res = await post('/api/search/searchForCategoryItems', {
      locale: 'en',
      params: { 'f.flag_ids': 4, categoryId: null, limit: 5, offset: 0 },
    });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json() as {
      items: Array<{ flag_ids: number[]; image: string }>;
      total: number;
    };
    const [row] = await t.database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products WHERE 4 = ANY(flag_ids)',
    );
    expect(total).toBe(row?.n);
    expect(items).toHaveLength(5);
    for (const item of items) {
      expect(item.flag_ids).toContain(4);
      expect(item.image).toMatch(/^products\/\d+\/1\.png$/);
    }
  });

  it('searchForCategoryItems rejects a bad limit', async () => {
    const res = await post('/api/search/searchForCategoryItems', { locale: 'en', params: { limit: 0 } });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['params.limit']);
  });

  it('parsed-categories lists the categories matching the query, most matches first', async () => {
    const res = await post('/api/search/parsed-categories', { queryKey: 'telefonas', locale: 'lt' });
    expect(res.statusCode).toBe(200);
    const items = res.json() as Array<{ slug: string; count: number }>;
    expect(items.map((i) => i.slug)).toContain('electronics/phones/smartphones');
    const [row] = await t.database.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM products WHERE kind = 'p' AND name_lt ILIKE '%telefonas%'",
    );
    expect(items.reduce((sum, i) => sum + i.count, 0)).toBe(row?.n);
    expect(items.map((i) => i.count)).toEqual([...items.map((i) => i.count)].sort((a, b) => b - a));
  });

  it('parsed-categories rejects an empty queryKey', async () => {
    const res = await post('/api/search/parsed-categories', { queryKey: ' ', locale: 'lt' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['queryKey']);
  });
});

describe('images', () => {
  it('serves the same generated PNG for a product image key every time', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/images/products/1/1.png' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const again = await t.app.inject({ method: 'GET', url: '/images/products/1/1.png' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const other = await t.app.inject({ method: 'GET', url: '/images/products/2/1.png' });
    expect(other.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it("draws each product as its category's kind of thing, offers too", async () => {
    const rows = await t.database.db.query<{ id: number; kind: string; slug: string }>(
      `SELECT DISTINCT ON (c.slug, p.kind) p.id, p.kind, c.slug FROM products p JOIN categories c ON c.id = p.category_id
       WHERE c.slug IN ('electronics/phones/smartphones', 'electronics/headphones') ORDER BY c.slug, p.kind, p.id`,
    );
    expect(rows.map((r) => `${r.slug} ${r.kind}`)).toEqual([
      'electronics/headphones o',
      'electronics/headphones p',
      'electronics/phones/smartphones o',
      'electronics/phones/smartphones p',
    ]);
    for (const row of rows) {
      const res = await t.app.inject({ method: 'GET', url: `/images/products/${row.id}/1.png` });
      expect(res.statusCode).toBe(200);
      const kind = row.slug.endsWith('headphones') ? 'headphones' : 'phone';
      const expected = await sharp(Buffer.from(productDrawingSvg(kind, row.id, 1)))
        .png({ compressionLevel: 9, palette: true })
        .toBuffer();
      expect(res.rawPayload.equals(expected), `${row.slug} ${row.kind}`).toBe(true);
    }
  });

  it('answers 404 for a key no product has, 400 for a malformed one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/images/products/999999/1.png' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/images/products/1/9.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/images/products/1/x.gif' })).statusCode).toBe(400);
  });

  it("serves each site's logo", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/images/sites/lv/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Storefront Latvija');
  });
});

describe('request bounds from the contract (ids are PostgreSQL integers, text holds no NUL)', () => {
  // Each of these reached the database before and failed there as a 500.
  it.each([
    [
      '/api/search/searchForCategoryItems',
      { locale: 'en', params: { 'f.flag_ids': [2 ** 31] } },
      'params.f.flag_ids',
    ],
    ['/api/catalogue/search', { locale: 'en', categoryId: 2 ** 31 }, 'categoryId'],
    [
      '/api/catalogue/search',
      { locale: 'en', filters: { 'f.category_id': [99_999_999_999] } },
      'filters.f.category_id.0',
    ],
    ['/api/catalogue/search', { locale: 'en', query: 'pho\u0000ne' }, 'query'],
    ['/api/search/parsed-categories', { locale: 'en', queryKey: 'a\u0000' }, 'queryKey'],
  ])('%s %j is a 400 naming %s', async (url, body, field) => {
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual([field]);
  });

  it('a sitemap page start past 2^31 − 1 is a 400 naming from', async () => {
    const res = await t.app.inject({ url: `/api/catalogue/slugs?kind=p&from=${2 ** 31}&limit=10` });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['from']);
  });
});
