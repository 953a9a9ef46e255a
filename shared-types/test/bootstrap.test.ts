import { describe, expect, it } from 'vitest';
import { type Bootstrap, bootstrapSchema } from '../src/bootstrap.js';
import { lvStoreConfig } from './fixtures/store-config.js';

const bootstrap: Bootstrap = {
  variant: {
    code: 'wl',
    name: 'Brand 3',
    theme: 'partner',
    brand: 3,
    defaultLanguage: 'en',
    defaultCountry: 'LT',
    languages: ['en', 'lt'],
    canonicalOrigin: 'https://wl3.example.com',
    assets: { logo: '/brands/1/logo.svg', heroImages: ['/brands/3/hero-1.webp'], benefitIcons: [] },
  },
  locale: 'en',
  storeConfig: lvStoreConfig,
  translations: { 'home.title': 'Home' },
  translationsUrl: '/i18n/en.0123456789abcdef.json',
  user: null,
  currencyId: 1,
  sentry: null,
  verification: [],
};

describe('bootstrapSchema', () => {
  it('round-trips the inlined JSON', () => {
    expect(bootstrapSchema.parse(JSON.parse(JSON.stringify(bootstrap)))).toEqual(bootstrap);
  });

  it('accepts a signed-in user and fills is_pro', () => {
    const user = {
      id: 7,
      email: 'demo@example.com',
      first_name: 'Demo',
      last_name: 'Customer',
      unpaid_orders_count: 2,
      delivery_addresses: [],
    };
    expect(bootstrapSchema.parse({ ...bootstrap, user }).user?.is_pro).toBe(false);
  });

  it('rejects a brand outside 1–6 and a non-URL canonical origin', () => {
    expect(
      bootstrapSchema.safeParse({ ...bootstrap, variant: { ...bootstrap.variant, brand: 7 } }).success,
    ).toBe(false);
    expect(
      bootstrapSchema.safeParse({ ...bootstrap, variant: { ...bootstrap.variant, canonicalOrigin: 'wl3' } })
        .success,
    ).toBe(false);
  });
});
