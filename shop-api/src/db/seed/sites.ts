// The eight variants (spec §1), matching the bff's default variant manifest (names, languages, themes).
// Keys and ids are demo values in the format each integration uses; mp_default_sort holds a sort type.
interface SeedSiteLanguage {
  iso: 'en' | 'lt' | 'lv' | 'ee';
  gtm_id: string;
  /** comma-separated list of pixel ids (spec §3) */
  pixel_id: string;
  live_agent_id: string | null;
  mp_default_sort: string | null;
}

export interface SeedSite {
  id: number;
  code: string;
  name: string;
  theme: string;
  defaultLanguage: 'en' | 'lt' | 'lv' | 'ee';
  defaultCountry: string;
  conversionCurrency: string;
  currencies: string[];
  languages: SeedSiteLanguage[];
  /** A white-label host serves one brand (1..6), named by whiteLabelBrandName. */
  hosts: Array<{ host: string; brand?: number }>;
}

const lang = (
  iso: SeedSiteLanguage['iso'],
  n: number,
  mp_default_sort: string | null,
  live = true,
): SeedSiteLanguage => ({
  iso,
  gtm_id: `GTM-${(0x5a1000 + n).toString(16).toUpperCase()}`,
  pixel_id: `${1_200_000_000_000 + n * 17},${1_300_000_000_000 + n * 31}`,
  live_agent_id: live ? `la-${n.toString().padStart(4, '0')}` : null,
  mp_default_sort,
});

/** A white-label brand's name: what its logo, heading and page titles all say (site_hosts.brand_name). */
export const whiteLabelBrandName = (brand: number) => `White Label ${brand}`;

/** The name a shopper sees on a host: its brand's, else its site's (the shop's store-config answers it). */
export function seedSiteNameOfHost(host: string): string | undefined {
  for (const site of seedSites) {
    const entry = site.hosts.find((h) => h.host === host);
    if (entry) return entry.brand ? whiteLabelBrandName(entry.brand) : site.name;
  }
  return undefined;
}

export const seedSites: SeedSite[] = [
  {
    id: 1,
    code: 'lt',
    name: 'Storefront Lietuva',
    theme: 'default',
    defaultLanguage: 'lt',
    defaultCountry: 'LT',
    conversionCurrency: 'USD',
    currencies: ['EUR', 'USD', 'GBP'],
    languages: [lang('lt', 1, 'best_sellers'), lang('en', 2, 'new_arrivals')],
    hosts: [{ host: 'localhost' }, { host: 'lt.localhost' }],
  },
  {
    id: 2,
    code: 'lv',
    name: 'Storefront Latvija',
    theme: 'default',
    defaultLanguage: 'lv',
    defaultCountry: 'LV',
    conversionCurrency: 'USD',
    currencies: ['EUR', 'USD'],
    languages: [lang('lv', 3, 'best_value'), lang('en', 4, null)],
    hosts: [{ host: 'lv.localhost' }],
  },
  {
    id: 3,
    code: 'ee',
    name: 'Storefront Eesti',
    theme: 'default',
    defaultLanguage: 'ee',
    defaultCountry: 'EE',
    conversionCurrency: 'USD',
    currencies: ['EUR', 'USD', 'SEK'],
    languages: [lang('ee', 6, 'best_sellers'), lang('en', 7, null)],
    hosts: [{ host: 'ee.localhost' }],
  },
  {
    id: 4,
    code: 'pj',
    name: 'PJ Partner Shop',
    theme: 'alt',
    defaultLanguage: 'lt',
    defaultCountry: 'LT',
    conversionCurrency: 'USD',
    currencies: ['EUR', 'USD', 'PLN'],
    languages: [lang('lt', 8, 'best_sellers'), lang('en', 9, null)],
    hosts: [{ host: 'pj.localhost' }],
  },
  {
    id: 5,
    code: 'tp',
    name: 'TP Partner Shop',
    theme: 'alt2',
    defaultLanguage: 'lt',
    defaultCountry: 'LT',
    conversionCurrency: 'USD',
    currencies: ['EUR', 'USD', 'GBP'],
    languages: [lang('lt', 10, 'new_arrivals'), lang('en', 17, null)],
    hosts: [{ host: 'tp.localhost' }],
  },
  {
    id: 6,
    code: 'wl',
    name: 'White label',
    theme: 'partner',
    defaultLanguage: 'en',
    defaultCountry: 'LT',
    conversionCurrency: 'USD',
    currencies: ['EUR', 'USD'],
    languages: [
      lang('en', 11, 'best_sellers'),
      lang('lt', 12, null),
      lang('lv', 13, null),
      lang('ee', 14, null),
    ],
    hosts: [
      { host: 'wl.localhost', brand: 1 },
      ...[1, 2, 3, 4, 5, 6].map((brand) => ({ host: `wl${brand}.localhost`, brand })),
    ],
  },
  {
    id: 7,
    code: 'nl',
    name: 'Storefront Nederland',
    theme: 'alt',
    defaultLanguage: 'en',
    defaultCountry: 'NL',
    conversionCurrency: 'USD',
    currencies: ['EUR', 'USD'],
    languages: [lang('en', 15, 'best_value')],
    hosts: [{ host: 'nl.localhost' }],
  },
  {
    id: 8,
    code: 'ae',
    name: 'Storefront UAE',
    theme: 'alt2',
    defaultLanguage: 'en',
    defaultCountry: 'AE',
    conversionCurrency: 'USD',
    currencies: ['AED', 'USD', 'EUR'],
    languages: [lang('en', 16, 'best_sellers', false)],
    hosts: [{ host: 'ae.localhost' }],
  },
];

/** The variant an unknown host gets (spec §4 "Variant selection"; the design's default variant). */
export const DEFAULT_SITE_CODE = 'lt';
