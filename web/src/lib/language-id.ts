import type { Bootstrap } from '@storefront/shared-types';

/** §7's `language_id` of a page language: the site's language with that code, else the site's default one. */
export function languageIdOf(bootstrap: Pick<Bootstrap, 'storeConfig'>, locale: string): number {
  const { site, searchKeys } = bootstrap.storeConfig;
  return site.languages.find((language) => language.iso_code === locale)?.id ?? searchKeys.languageId;
}
