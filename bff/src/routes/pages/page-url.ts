import { htmlLang, type LanguageCode, pageLanguage, withLocalePrefix } from '@storefront/shared-types';
import type { Variant } from '../../variants/variant.js';

// The URLs a page advertises about itself (canonical, og:url, hreflang). Built only from the variant's
// canonical origin and the request path: the request's Host never gets in.

/** The request path without its query, `//` runs collapsed and no trailing slash (so `//evil.example` is a path). */
export function normalisePath(url: string): string {
  const path = (url.split(/[?#]/)[0] ?? '/').replace(/\/{2,}/g, '/');
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** §2: the page's language (the shared rule), falling back to the variant's default language. */
export function pageLocale(path: string, variant: Variant): LanguageCode {
  return pageLanguage(path, variant.languages, variant.defaultLanguage);
}

/**
 * The page's URL in `locale` on the variant's canonical origin (the prefix the web's locale guard lands on).
 * No query: filters, searches, sorting and tracking parameters never make a page of their own (the web's head
 * sync builds its canonical the same way).
 */
export function localisedUrl(variant: Variant, path: string, locale: LanguageCode): string {
  // withLocalePrefix keeps a leading slash, so the URL parser can only read it as a path on our origin.
  const url = new URL(withLocalePrefix(path, locale), `${variant.canonicalOrigin}/`);
  return `${variant.canonicalOrigin}${url.pathname}`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** hreflang alternates: one per language the variant offers, plus x-default on its default language. */
export function alternates(variant: Variant, path: string): Alternate[] {
  const links = variant.languages.map((language) => ({
    hreflang: htmlLang(language),
    href: localisedUrl(variant, path, language),
  }));
  links.push({ hreflang: 'x-default', href: localisedUrl(variant, path, variant.defaultLanguage) });
  return links;
}
