import type { AvailableLocale, SiteLanguage } from '../config.js';

/** §3: available locales are derived per site language as id, lowercase iso and name (the local title). */
export function deriveAvailableLocales(languages: readonly SiteLanguage[]): AvailableLocale[] {
  return languages.map((language) => ({
    id: language.id,
    iso: language.iso_code.toLowerCase(),
    name: language.local_title,
  }));
}

/** The site's entry for a language: ISO codes compared without case, as §3 derives the lowercase iso. */
export function siteLanguage<L extends Pick<SiteLanguage, 'iso_code'>>(
  languages: readonly L[],
  locale: string,
): L | undefined {
  const iso = locale.toLowerCase();
  return languages.find((language) => language.iso_code.toLowerCase() === iso);
}
