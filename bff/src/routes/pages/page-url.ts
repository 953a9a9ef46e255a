import { type LanguageCode, pageLanguage } from '@storefront/shared-types';
import type { Variant } from '../../variants/variant.js';

// What a page request's URL says: its path and its language. (The URLs a page advertises about itself,
// canonical, og:url and hreflang, are the web's route head's, built on the variant's canonical origin.)

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
