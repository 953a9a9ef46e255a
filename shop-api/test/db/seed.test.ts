import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.js';
import { seed } from '../../src/db/seed/index.js';
import { translationAreas } from '../../src/db/seed/translations/index.js';
import { verifyPassword } from '../../src/services/auth/passwords.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const TABLES = [
  'languages',
  'countries',
  'currencies',
  'sites',
  'site_hosts',
  'site_languages',
  'site_currencies',
  'categories',
  'additional_fields',
  'additional_field_values',
  'category_additional_fields',
  'manufacturers',
  'flags',
  'products',
  'users',
  'blog_posts',
  'translations',
  'facet_counts',
  'facet_totals',
];

/** One digest per table over every column, rows in a stable order. */
async function digest(t: TestDatabase): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await t.db.query<{ d: string | null; n: number }>(
      `SELECT md5(string_agg(to_jsonb(x)::text, '|' ORDER BY to_jsonb(x)::text)) AS d, count(*)::int AS n FROM ${table} x`,
    );
    out[table] = `${row?.n}:${row?.d}`;
  }
  return out;
}

let a: TestDatabase;
let b: TestDatabase;
let full: TestDatabase;
beforeAll(async () => {
  [a, b, full] = await Promise.all([
    createTestDatabase({ products: 120 }),
    createTestDatabase({ products: 120 }),
    createTestDatabase(),
  ]);
});
afterAll(async () => {
  await Promise.all([a.cleanup(), b.cleanup(), full.cleanup()]);
});

describe('seed', () => {
  it('produces the same data on every run', async () => {
    const [da, db] = await Promise.all([digest(a), digest(b)]);
    expect(da).toEqual(db);
    expect(da.products?.startsWith('150:')).toBe(true);
  });

  it('does nothing on a database that is already seeded, and migrations apply once', async () => {
    const before = await digest(a);
    expect((await seed(a.db, { products: 500 })).seeded).toBe(false);
    expect(await migrate(a.db)).toEqual([]);
    expect(await digest(a)).toEqual(before);
  });

  it('holds the default catalogue: 8 sites with their hosts, ≥ 40 categories, ≥ 2,000 products', async () => {
    const q = (sql: string) => full.db.query<Record<string, unknown>>(sql);
    expect((await q('SELECT code FROM sites ORDER BY id')).map((r) => r.code)).toEqual([
      'lt',
      'lv',
      'ee',
      'pj',
      'tp',
      'wl',
      'nl',
      'ae',
    ]);
    const hosts = await q(
      'SELECT h.host, s.code, h.brand, h.brand_name FROM site_hosts h JOIN sites s ON s.id = h.site_id',
    );
    expect(hosts).toContainEqual({ host: 'localhost', code: 'lt', brand: null, brand_name: null });
    for (const brand of [1, 2, 3, 4, 5, 6])
      expect(hosts).toContainEqual({
        host: `wl${brand}.localhost`,
        code: 'wl',
        brand,
        brand_name: `White Label ${brand}`,
      });
    for (const code of ['lt', 'lv', 'ee', 'pj', 'tp', 'nl', 'ae']) {
      expect(hosts).toContainEqual(expect.objectContaining({ host: `${code}.localhost`, code }));
    }
    const [counts] = await q(`SELECT (SELECT count(*)::int FROM categories) AS categories,
      (SELECT count(*)::int FROM products WHERE kind = 'p') AS products,
      (SELECT count(*)::int FROM products WHERE kind = 'o') AS offers,
      (SELECT count(DISTINCT type)::int FROM flags) AS flag_types,
      (SELECT count(*)::int FROM products WHERE cardinality(images) = 0) AS without_images`);
    expect(counts).toMatchObject({ products: 2000, offers: 500, flag_types: 2, without_images: 0 });
    expect(counts?.categories).toBeGreaterThanOrEqual(40);
    // discount_percentage is a stored fraction of the original price.
    const [prices] =
      await q(`SELECT bool_and(abs(current_price / original_price - discount_percentage) < 0.0001) AS ok
      FROM products`);
    expect(prices?.ok).toBe(true);
  });

  it('stores demo passwords as scrypt hashes that verify', async () => {
    const rows = await full.db.query<{ email: string; password_hash: string }>(
      'SELECT email, password_hash FROM users ORDER BY id',
    );
    expect(rows.map((r) => r.email)).toContain('pro@storefront.test');
    const demo = rows.find((r) => r.email === 'demo@storefront.test');
    expect(demo?.password_hash.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('demo-password', demo?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('wrong', demo?.password_hash ?? '')).toBe(false);
  });
});

describe('translation catalogue', () => {
  it('has every key in en, lt, lv and ee, non-empty, and no key in two areas', () => {
    const seen = new Map<string, string>();
    for (const { area, entries } of translationAreas) {
      for (const [key, entry] of Object.entries(entries)) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${area}`).toBeUndefined();
        seen.set(key, area);
        for (const lang of ['en', 'lt', 'lv', 'ee'] as const) {
          expect(entry[lang]?.trim(), `${area}: ${key} (${lang})`).toBeTruthy();
        }
      }
    }
  });

  it('stores every key in every language, plus the Russian form messages', async () => {
    const rows = await full.db.query<{ locale: string; n: number }>(
      'SELECT locale, count(*)::int AS n FROM translations GROUP BY locale ORDER BY locale',
    );
    const keys = translationAreas.reduce((n, a) => n + Object.keys(a.entries).length, 0);
    for (const lang of ['en', 'lt', 'lv', 'ee']) expect(rows).toContainEqual({ locale: lang, n: keys });
    const [ru] = await full.db.query<{ value: string }>(
      "SELECT value FROM translations WHERE locale = 'ru' AND key = 'validation.required'",
    );
    expect(ru?.value).toBe('Поле обязательно для заполнения.');
  });
});
