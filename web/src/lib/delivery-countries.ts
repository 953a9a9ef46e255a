/**
 * The countries a delivery address can be in: the shop's countries table (seeded ids; there is no countries call
 * in §7), each with the translation key of its name.
 */
export const DELIVERY_COUNTRIES = [
  { id: 1, key: 'account.country.lt' },
  { id: 2, key: 'account.country.lv' },
  { id: 3, key: 'account.country.ee' },
  { id: 4, key: 'account.country.pl' },
  { id: 5, key: 'account.country.nl' },
  { id: 6, key: 'account.country.ae' },
  { id: 7, key: 'account.country.gb' },
  { id: 8, key: 'account.country.us' },
] as const;

/** The translation key of a country's name; an id the list does not know shows as its number. */
export function countryKey(id: number): string {
  return DELIVERY_COUNTRIES.find((country) => country.id === id)?.key ?? String(id);
}

/** The country a new address starts with: the site's own (store config searchKeys.countryId) when listed. */
export function defaultCountryId(siteCountryId: number): number {
  return DELIVERY_COUNTRIES.some((country) => country.id === siteCountryId)
    ? siteCountryId
    : DELIVERY_COUNTRIES[0].id;
}
