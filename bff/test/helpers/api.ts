import type { SearchResponse, StoreConfigResponse } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';

/** A POST as the web client sends it: the client header and a same-origin Origin, so CSRF lets it through. */
export function apiPost(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options: { host?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  const host = options.host ?? 'lt.localhost';
  return app.inject({
    method: 'POST',
    url,
    payload: body as Record<string, unknown>,
    headers: { host, origin: `http://${host}`, 'x-requested-with': 'storefront', ...options.headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** The shop's faceted-search answer for a listing with nothing in it (`total` as given, no items, no facets). */
export const emptySearchAnswer = (total = 0): SearchResponse => ({
  items: [],
  total,
  limit: 48,
  offset: 0,
  sort: 'best_sellers',
  facets: [],
  category: null,
});

export const storeConfigFixture: StoreConfigResponse = {
  blogs: [{ id: 1, slug: 'welcome', title: 'Welcome' }],
  conversionCurrency: null,
  currencies: [
    { id: 1, iso_code: 'EUR', rate_to_eur: 1 },
    { id: 2, iso_code: 'USD', rate_to_eur: 0.92 },
  ],
  filteredCurrencies: [{ id: 1, iso_code: 'EUR', rate_to_eur: 1 }],
  searchKeys: { countryId: 117, languageId: 3 },
  site: {
    name: 'Shop LV',
    cdn_logo: 'https://cdn.example.com/lv/logo.svg',
    languages: [
      {
        id: 3,
        iso_code: 'lv',
        local_title: 'Latviešu',
        pivot: {
          gtm_id: 'GTM-LV1',
          pixel_id: '111,222',
          live_agent_id: null,
          mp_default_sort: 'new_arrivals',
        },
      },
    ],
    ad_retargeting_key: null,
    marketing_email_key: null,
    category_document_key: null,
  },
};
