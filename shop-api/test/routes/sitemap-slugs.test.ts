import {
  type SlugListResponse,
  slugListResponseSchema,
  slugPagesResponseSchema,
} from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../helpers/test-database.js';

// The sitemap's slug listing: page starts and keyset pages that together name every listing of a kind exactly
// once, on PGlite and (TEST_DATABASE_URL) PostgreSQL.
const engines = TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(engines)('sitemap slugs on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase({ engine });
    app = await buildApp({ db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };
  const slugsOf = async (kind: 'p' | 'o') =>
    (
      await database.db.query<{ slug: string }>('SELECT slug FROM products WHERE kind = $1 ORDER BY id', [
        kind,
      ])
    ).map((r) => r.slug);

  it.each(['p', 'o'] as const)('pages of kind %s cover every slug once, in id order', async (kind) => {
    const expected = await slugsOf(kind);
    expect(expected.length).toBeGreaterThan(100);
    const size = 97;
    const pages = slugPagesResponseSchema.parse(
      (await get(`/api/catalogue/slug-pages?kind=${kind}&size=${size}`)).body,
    );
    expect(pages.total).toBe(expected.length);
    expect(pages.starts).toHaveLength(Math.ceil(expected.length / size));

    const seen: string[] = [];
    for (const [index, start] of pages.starts.entries()) {
      const page: SlugListResponse = slugListResponseSchema.parse(
        (await get(`/api/catalogue/slugs?kind=${kind}&from=${start}&limit=${size}`)).body,
      );
      // Each page ends where the next one starts.
      expect(page.next).toBe(pages.starts[index + 1] ?? null);
      seen.push(...page.slugs);
    }
    expect(seen).toEqual(expected);
  });

  it('answers an empty page past the last id', async () => {
    const { status, body } = await get('/api/catalogue/slugs?kind=p&from=999999999&limit=10');
    expect(status).toBe(200);
    expect(body).toEqual({ slugs: [], next: null });
  });

  it('refuses a page bigger than a sitemap may hold, and an unknown kind', async () => {
    expect((await get('/api/catalogue/slugs?kind=p&from=0&limit=50001')).status).toBe(400);
    expect((await get('/api/catalogue/slug-pages?kind=x&size=10')).status).toBe(400);
  });
});

describe('sitemap slugs of an empty catalogue', () => {
  it('has no pages and a total of 0', async () => {
    const database = await createTestDatabase({ seeded: false });
    const app = await buildApp({ db: database.db });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/catalogue/slug-pages?kind=o&size=10' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ total: 0, starts: [] });
    } finally {
      await app.close();
      await database.cleanup();
    }
  });
});
