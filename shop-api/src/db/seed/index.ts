import { refreshSearchIndex } from '../../services/catalogue/search-index.js';
import type { Database, Queryable } from '../database.js';
import { insertBalanceHistory } from './balance-history.js';
import { allManufacturers, flattenCategories } from './categories.js';
import { seedContent } from './content/index.js';
import { seedFields, seedFlags } from './facets.js';
import { insertForwardRequests } from './forward-requests.js';
import { seedCountries, seedCurrencies, seedLanguages } from './languages.js';
import { insertProApplications } from './pro-applications.js';
import { insertProducts, slugify } from './products.js';
import { insertDemoQuotes } from './quotes.js';
import { insertReservationModels } from './reservation-models.js';
import { seedSites, whiteLabelBrandName } from './sites.js';
import { seedSizeCharts } from './size-charts.js';
import { translationAreas } from './translations/index.js';
import { insertUsers } from './users.js';

export interface SeedOptions {
  /** Shop products to create; marketplace offers add a quarter of this. Default 2000. */
  products?: number;
}

export interface SeedResult {
  seeded: boolean;
  products: number;
  offers: number;
  ms: number;
  /** Where the time went (ms), when it seeded. */
  phases: Record<string, number>;
}

/**
 * Fills an empty database with the deterministic demo data (all or nothing, in one transaction), and always
 * re-syncs the translation catalogue so keys added to the code reach an already seeded database.
 */
export async function seed(db: Database, opts: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const products = opts.products ?? 2000;
  const offers = Math.ceil(products / 4);
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
  };
  const seeded = await db.transaction(async (tx) => {
    // Two processes starting on one empty database must not both seed.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [4_242_002]);
    const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM sites');
    if ((row?.n ?? 0) > 0) return false;
    // Index builds (GIN above all) and the search-table sorts of a large catalogue run in memory rather than in
    // many on-disk passes; for this transaction only.
    if (db.kind === 'postgres')
      await tx.exec("SET LOCAL maintenance_work_mem = '256MB'; SET LOCAL work_mem = '64MB'");
    await insertReference(tx);
    const categories = await insertCatalogue(tx);
    const manufacturerIds = new Map(allManufacturers.map((name, i) => [name, i + 1]));
    phase('reference');
    await insertProducts(tx, { products, offers, categories, manufacturerIds });
    phase('products');
    await refreshSearchIndex(tx);
    phase('searchIndex');
    await insertUsers(tx);
    await insertProApplications(tx);
    await insertBalanceHistory(tx);
    await insertForwardRequests(tx);
    await insertDemoQuotes(tx);
    await insertReservationModels(tx);
    phase('users');
    return true;
  });
  phase('commit');
  await seedContent(db);
  phase('content');
  await syncTranslations(db);
  // Fresh statistics, so the planner sees 100,000 rows rather than an empty table.
  // Vacuumed too, so the visibility map lets the sort-index walks (a deep page) skip the heap.
  if (seeded) {
    await db.exec(
      'VACUUM ANALYZE products, product_search, categories, facet_counts, facet_totals, facet_cells, facet_keysets',
    );
  }
  phase('translationsAndAnalyze');
  return {
    seeded,
    products,
    offers,
    ms: Math.round(performance.now() - started),
    phases: seeded ? phases : {},
  };
}

async function insertReference(tx: Queryable) {
  for (const l of seedLanguages) {
    await tx.query(
      'INSERT INTO languages (id, iso_code, name, local_title, locale) VALUES ($1, $2, $3, $4, $5)',
      [l.id, l.iso_code, l.name, l.local_title, l.locale],
    );
  }
  for (const c of seedCountries) {
    await tx.query('INSERT INTO countries (id, iso_code, name) VALUES ($1, $2, $3)', [
      c.id,
      c.iso_code,
      c.name,
    ]);
  }
  for (const c of seedCurrencies) {
    await tx.query(
      'INSERT INTO currencies (id, iso_code, name, symbol, rate_to_eur) VALUES ($1, $2, $3, $4, $5)',
      [c.id, c.iso_code, c.name, c.symbol, c.rate_to_eur],
    );
  }
  const langId = (iso: string) => seedLanguages.find((l) => l.iso_code === iso)?.id;
  const countryId = (iso: string) => seedCountries.find((c) => c.iso_code === iso)?.id;
  const currencyId = (iso: string) => seedCurrencies.find((c) => c.iso_code === iso)?.id;
  for (const s of seedSites) {
    await tx.query(
      `INSERT INTO sites (id, code, name, cdn_logo, theme, default_language_id, default_country_id,
         conversion_currency_id, ad_retargeting_key, marketing_email_key, category_document_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        s.id,
        s.code,
        s.name,
        `/images/sites/${s.code}/logo.svg`,
        s.theme,
        langId(s.defaultLanguage),
        countryId(s.defaultCountry),
        currencyId(s.conversionCurrency),
        `rt-${s.code}-${(s.id * 7919).toString(36)}`,
        `me-${s.code}-${(s.id * 104_729).toString(36)}`,
        `categories-${s.code}`,
      ],
    );
    for (const h of s.hosts) {
      await tx.query('INSERT INTO site_hosts (host, site_id, brand, brand_name) VALUES ($1, $2, $3, $4)', [
        h.host,
        s.id,
        h.brand ?? null,
        h.brand ? whiteLabelBrandName(h.brand) : null,
      ]);
    }
    for (const [i, l] of s.languages.entries()) {
      await tx.query(
        `INSERT INTO site_languages (site_id, language_id, position, gtm_id, pixel_id, live_agent_id, mp_default_sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [s.id, langId(l.iso), i + 1, l.gtm_id, l.pixel_id, l.live_agent_id, l.mp_default_sort],
      );
    }
    for (const [i, iso] of s.currencies.entries()) {
      await tx.query('INSERT INTO site_currencies (site_id, currency_id, position) VALUES ($1, $2, $3)', [
        s.id,
        currencyId(iso),
        i + 1,
      ]);
    }
  }
}

async function insertCatalogue(tx: Queryable) {
  const categories = flattenCategories();
  const fieldIds = new Map(seedFields.map((f) => [f.code, f.id]));
  for (const f of seedFields) {
    await tx.query('INSERT INTO additional_fields (id, code, name) VALUES ($1, $2, $3)', [
      f.id,
      f.code,
      f.name,
    ]);
    for (const [i, v] of f.values.entries()) {
      await tx.query(
        'INSERT INTO additional_field_values (id, field_id, value, name, position) VALUES ($1, $2, $3, $4, $5)',
        [f.id * 1000 + i + 1, f.id, v.value, v.name, i + 1],
      );
    }
  }
  for (const c of categories) {
    const pageTitle = Object.fromEntries(Object.entries(c.name).map(([l, n]) => [l, `${n}`]));
    await tx.query(
      `INSERT INTO categories (id, parent_id, position, slug, name, page_title, path)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [c.id, c.parentId, c.position, c.slug, c.name, pageTitle, c.path],
    );
    for (const [i, code] of c.fields.entries()) {
      await tx.query(
        'INSERT INTO category_additional_fields (category_id, field_id, position) VALUES ($1, $2, $3)',
        [c.id, fieldIds.get(code), i + 1],
      );
    }
    const chart = seedSizeCharts[c.slug];
    if (chart) {
      await tx.query('INSERT INTO size_charts (category_id, columns, rows) VALUES ($1, $2, $3)', [
        c.id,
        chart.columns,
        JSON.stringify(chart.rows),
      ]);
    }
  }
  for (const [i, name] of allManufacturers.entries()) {
    await tx.query('INSERT INTO manufacturers (id, name, slug) VALUES ($1, $2, $3)', [
      i + 1,
      name,
      slugify(name),
    ]);
  }
  for (const f of seedFlags) {
    await tx.query('INSERT INTO flags (id, type, position, slug, name) VALUES ($1, $2, $3, $4, $5)', [
      f.id,
      f.type,
      f.position,
      f.slug,
      f.name,
    ]);
  }
  return categories;
}

/** Replaces the stored catalogue with the one in code (idempotent). */
export async function syncTranslations(db: Database): Promise<void> {
  const locales: string[] = [];
  const keys: string[] = [];
  const values: string[] = [];
  for (const { entries } of translationAreas) {
    for (const [key, entry] of Object.entries(entries)) {
      for (const [locale, value] of Object.entries(entry)) {
        if (typeof value !== 'string') continue;
        locales.push(locale);
        keys.push(key);
        values.push(value);
      }
    }
  }
  await db.transaction(async (tx) => {
    await tx.exec('DELETE FROM translations');
    await tx.query(
      'INSERT INTO translations (locale, key, value) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])',
      [locales, keys, values],
    );
  });
}
