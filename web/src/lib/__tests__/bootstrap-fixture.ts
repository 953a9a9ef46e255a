import { type Bootstrap, bootstrapSchema } from '@storefront/shared-types';

/** A bootstrap as the bff would inline it, parsed by the real schema so a contract change breaks the tests. */
export function bootstrapFixture(overrides: Partial<Bootstrap> = {}): Bootstrap {
  return bootstrapSchema.parse({
    variant: {
      code: 'lt',
      name: 'Storefront Lietuva',
      theme: 'default',
      brand: null,
      defaultLanguage: 'lt',
      defaultCountry: 'LT',
      languages: ['lt', 'en'],
      canonicalOrigin: 'https://lt.example',
      assets: { logo: '/site-assets/variants/lt/logo.svg', heroImages: [], benefitIcons: [] },
    },
    locale: 'lt',
    storeConfig: {
      blogs: [],
      conversionCurrency: null,
      currencies: [
        { id: 1, iso_code: 'USD', rate_to_eur: 0.92 },
        { id: 2, iso_code: 'EUR', rate_to_eur: 1 },
      ],
      filteredCurrencies: [],
      searchKeys: { countryId: 1, languageId: 1 },
      site: {
        name: 'Storefront',
        cdn_logo: '/logo.svg',
        languages: [],
        ad_retargeting_key: null,
        marketing_email_key: null,
        category_document_key: null,
      },
    },
    translations: { 'shell.header.cart': 'Krepšelis' },
    translationsUrl: null,
    user: null,
    currencyId: null,
    sentry: null,
    verification: [],
    ...overrides,
  });
}
