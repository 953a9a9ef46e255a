import { apiErrorSchema, FORM_MESSAGES, storeConfigResponseSchema } from '@storefront/shared-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSites, whiteLabelBrandName } from '../../src/db/seed/sites.js';
import { translationAreas } from '../../src/db/seed/translations/index.js';
import { createTestApp, json } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storeConfig = (host: string, langIso: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/store-config',
    ...json({ langIso }),
    headers: { host, 'content-type': 'application/json' },
  });

describe('POST /api/store-config', () => {
  it('answers the lv site with its languages and pivots for Host lv.localhost', async () => {
    const res = await storeConfig('lv.localhost', 'lv');
    expect(res.statusCode).toBe(200);
    const body = storeConfigResponseSchema.parse(res.json());
    const lv = seedSites.find((s) => s.code === 'lv');
    expect(body.site.name).toBe(lv?.name);
    expect(body.site.languages.map((l) => l.iso_code)).toEqual(lv?.languages.map((l) => l.iso));
    const first = body.site.languages[0];
    expect(first?.pivot.gtm_id).toBe(lv?.languages[0]?.gtm_id);
    expect(first?.pivot.pixel_id?.split(',').length).toBeGreaterThan(1);
    expect(first?.pivot.mp_default_sort).toBe(lv?.languages[0]?.mp_default_sort);
    expect(body.searchKeys.languageId).toBe(3);
    expect(body.filteredCurrencies.map((c) => c.iso_code)).toEqual(lv?.currencies);
    expect(body.currencies.map((c) => c.iso_code)).toEqual(expect.arrayContaining(['EUR', 'USD']));
    expect(body.conversionCurrency?.iso_code).toBe('USD');
    // The blog list holds the all-site posts and lv's own, never another site's.
    expect(body.blogs.map((b) => b.slug)).toContain('deal-zone-tips');
    expect(body.blogs.map((b) => b.slug)).not.toContain('balance-top-up-explained');
  });

  it('ignores the port and prefers X-Forwarded-Host', async () => {
    const withPort = await storeConfig('ee.localhost:3000', 'ee');
    expect(withPort.json().site.name).toBe('Storefront Eesti');
    const forwarded = await t.app.inject({
      method: 'POST',
      url: '/api/store-config',
      headers: {
        host: '127.0.0.1:4000',
        'x-forwarded-host': 'wl3.localhost',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ langIso: 'en' }),
    });
    // wl3.localhost is white-label brand 3: the site's name there is the brand's.
    expect(forwarded.json().site.name).toBe('White Label 3');
  });

  it('names a white-label host by its brand and every other host by its site, as the seed has them', async () => {
    for (const site of seedSites) {
      for (const { host, brand } of site.hosts) {
        const res = await storeConfig(host, site.defaultLanguage);
        expect(res.json().site.name, host).toBe(brand ? whiteLabelBrandName(brand) : site.name);
      }
    }
    expect((await storeConfig('wl.localhost', 'en')).json().site.name).toBe('White Label 1');
    expect((await storeConfig('ae.localhost', 'en')).json().site.name).toBe('Storefront UAE');
  });

  it('gives an unknown host the lt site', async () => {
    const res = await storeConfig('unknown.example', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json().site.name).toBe(seedSites.find((s) => s.code === 'lt')?.name);
    expect(res.json().searchKeys).toEqual({ countryId: 1, languageId: 1 });
  });

  it('rejects a bad langIso with a 400 naming the field', async () => {
    const res = await storeConfig('lv.localhost', 'xx');
    expect(res.statusCode).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields ?? {})).toEqual(['langIso']);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
  });
});

describe('GET /api/config/languages', () => {
  it('lists the four languages with iso_code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/languages' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((l: { iso_code: string }) => l.iso_code)).toEqual(['en', 'lt', 'lv', 'ee']);
  });
});

describe('errors', () => {
  it('answers an unknown route with a 404 in the shared shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      retryable: false,
    });
  });

  it('answers malformed JSON with a 400 in the shared shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/store-config',
      headers: { 'content-type': 'application/json' },
      payload: '{"langIso":',
    });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).statusCode).toBe(400);
  });

  it('reports liveness on /healthz', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('is a 503 with Retry-After when the database does not answer', async () => {
    const { db } = t.database;
    const query = db.query;
    db.query = async () => {
      throw new Error('connection lost');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      db.query = query;
    }
  });
});

const postTranslations = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/translations/translationMessages', ...json(body) });

describe('POST /api/translations/translationMessages', () => {
  it('answers every catalogue key in the requested locale', async () => {
    const res = await postTranslations({ locale: 'lv' });
    expect(res.statusCode).toBe(200);
    const { resources } = res.json() as { resources: Record<string, string> };
    const keys = translationAreas.flatMap((a) => Object.keys(a.entries));
    expect(Object.keys(resources).sort()).toEqual([...keys].sort());
    expect(resources['catalogue.sort.best_sellers']).toBe('Pārdotākie');
  });

  it('carries the §5 form messages from shared-types', async () => {
    const { resources } = (await postTranslations({ locale: 'lt' })).json() as {
      resources: Record<string, string>;
    };
    expect(resources[FORM_MESSAGES.required.key]).toBe(FORM_MESSAGES.required.lt);
    expect(resources[FORM_MESSAGES.email.key]).toBe(FORM_MESSAGES.email.lt);
  });

  it('rejects an unsupported locale with a 400 naming the field', async () => {
    const res = await postTranslations({ locale: 'ru' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['locale']);
  });
});
