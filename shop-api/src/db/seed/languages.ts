/** The four storefront languages. `ee` is the storefront's code for Estonian (spec §1). */
export const seedLanguages = [
  { id: 1, iso_code: 'en', name: 'English', local_title: 'English', locale: 'en-GB' },
  { id: 2, iso_code: 'lt', name: 'Lithuanian', local_title: 'Lietuvių', locale: 'lt-LT' },
  { id: 3, iso_code: 'lv', name: 'Latvian', local_title: 'Latviešu', locale: 'lv-LV' },
  { id: 4, iso_code: 'ee', name: 'Estonian', local_title: 'Eesti', locale: 'et-EE' },
] as const;

export type LangCode = (typeof seedLanguages)[number]['iso_code'];
export const langCodes: readonly LangCode[] = seedLanguages.map((l) => l.iso_code);
export type Localised = Record<LangCode, string>;

export const seedCountries = [
  { id: 1, iso_code: 'LT', name: 'Lithuania' },
  { id: 2, iso_code: 'LV', name: 'Latvia' },
  { id: 3, iso_code: 'EE', name: 'Estonia' },
  { id: 4, iso_code: 'PL', name: 'Poland' },
  { id: 5, iso_code: 'NL', name: 'Netherlands' },
  { id: 6, iso_code: 'AE', name: 'United Arab Emirates' },
  { id: 7, iso_code: 'GB', name: 'United Kingdom' },
  { id: 8, iso_code: 'US', name: 'United States' },
] as const;

export const seedCurrencies = [
  { id: 1, iso_code: 'EUR', name: 'Euro', symbol: '€', rate_to_eur: 1 },
  { id: 2, iso_code: 'USD', name: 'US dollar', symbol: '$', rate_to_eur: 0.92 },
  { id: 3, iso_code: 'GBP', name: 'Pound sterling', symbol: '£', rate_to_eur: 1.17 },
  { id: 4, iso_code: 'PLN', name: 'Polish złoty', symbol: 'zł', rate_to_eur: 0.23 },
  { id: 5, iso_code: 'AED', name: 'UAE dirham', symbol: 'د.إ', rate_to_eur: 0.25 },
  { id: 6, iso_code: 'SEK', name: 'Swedish krona', symbol: 'kr', rate_to_eur: 0.087 },
] as const;
