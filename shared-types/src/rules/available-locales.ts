import type { AvailableLocale, SiteLanguage } from '../config.js';

/** §3: available locales are derived per site language as id, lowercase iso and name (the local title). */
export function deriveAvailableLocales(languages: readonly SiteLanguage[]): AvailableLocale[] {
  return languages.map((language) => ({
    id: language.id,
    iso: language.iso_code.toLowerCase(),
    name: language.local_title,
  }));
}
