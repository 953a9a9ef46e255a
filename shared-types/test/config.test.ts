import { describe, expect, it } from 'vitest';
import {
  canViewTranslationsResponseSchema,
  languagesResponseSchema,
  localeChangeRequestSchema,
  storeConfigRequestSchema,
  storeConfigResponseSchema,
  translationsRequestSchema,
  translationsResponseSchema,
  utmRequestSchema,
} from '../src/config.js';
import { lvStoreConfig } from './fixtures/store-config.js';

describe('store-config', () => {
  it('requires langIso to be one of the four languages', () => {
    expect(storeConfigRequestSchema.parse({ langIso: 'lv' })).toEqual({ langIso: 'lv' });
    const bad = storeConfigRequestSchema.safeParse({ langIso: 'de' });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0]?.path).toEqual(['langIso']);
    expect(storeConfigRequestSchema.safeParse({}).success).toBe(false);
  });

  it('parses a full answer with the §3 field names and strips unknown fields', () => {
    const parsed = storeConfigResponseSchema.parse({ ...lvStoreConfig, internal: 'secret' });
    expect(parsed).toEqual(lvStoreConfig);
    expect(parsed).not.toHaveProperty('internal');
    expect(parsed.site.languages[0]?.pivot.pixel_id).toBe('111, 222,,111');
  });

  it('rejects an answer missing the site', () => {
    const { site: _site, ...withoutSite } = lvStoreConfig;
    expect(storeConfigResponseSchema.safeParse(withoutSite).success).toBe(false);
  });
});

describe('languages, translations, permissions, locale change', () => {
  it('parses a languages list', () => {
    expect(languagesResponseSchema.parse([{ id: 1, iso_code: 'en', name: 'English' }])).toHaveLength(1);
  });

  it('validates the translation call both ways', () => {
    expect(translationsRequestSchema.safeParse({ locale: 'ee' }).success).toBe(true);
    expect(translationsRequestSchema.safeParse({ locale: 'xx' }).success).toBe(false);
    expect(
      translationsResponseSchema.parse({ resources: { 'cart.title': 'Cart' } }).resources['cart.title'],
    ).toBe('Cart');
    expect(translationsResponseSchema.safeParse({ resources: { a: 1 } }).success).toBe(false);
  });

  it('accepts only a boolean permission answer', () => {
    expect(canViewTranslationsResponseSchema.safeParse(true).success).toBe(true);
    expect(canViewTranslationsResponseSchema.safeParse('true').success).toBe(false);
  });

  it('requires a supported newLocale', () => {
    expect(localeChangeRequestSchema.safeParse({ newLocale: 'lt' }).success).toBe(true);
    expect(localeChangeRequestSchema.safeParse({ newLocale: 'lt-LT' }).success).toBe(false);
  });
});

describe('utm', () => {
  it('accepts any non-empty subset of the three keys and drops others', () => {
    expect(utmRequestSchema.parse({ utm_source: 'news', gclid: 'x' })).toEqual({ utm_source: 'news' });
  });

  it('requires at least one key', () => {
    expect(utmRequestSchema.safeParse({}).success).toBe(false);
  });

  it('caps each value at 200 characters', () => {
    expect(utmRequestSchema.safeParse({ utm_campaign: 'a'.repeat(200) }).success).toBe(true);
    const bad = utmRequestSchema.safeParse({ utm_campaign: 'a'.repeat(201) });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0]?.path).toEqual(['utm_campaign']);
  });

  it.each(['a\u0000b', 'a\r\nb', 'a\tb', 'a\u007fb'])(
    'refuses a control character (%j), naming the field',
    (value) => {
      const bad = utmRequestSchema.safeParse({ utm_campaign: 'spring', utm_source: value });
      expect(bad.success).toBe(false);
      if (!bad.success) expect(bad.error.issues.map((issue) => issue.path)).toEqual([['utm_source']]);
    },
  );
});
