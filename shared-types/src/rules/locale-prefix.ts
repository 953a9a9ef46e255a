// §2: every route exists with and without a leading {locale} segment. A path is locale-prefixed when it starts
// with a slash, two letters, then the end or another slash. A guard forces a prefix; an unknown prefix is
// replaced by the current language or the default one.
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../languages.js';

const PREFIX = /^\/([A-Za-z]{2})(?=\/|$)/;

/** Splits `/en/cart?x=1#top` into the path and the `?…#…` tail, so prefix rules look at the path only. */
function splitPath(url: string): { path: string; tail: string } {
  const cut = url.search(/[?#]/);
  return cut === -1 ? { path: url, tail: '' } : { path: url.slice(0, cut), tail: url.slice(cut) };
}

export function hasLocalePrefix(path: string): boolean {
  return PREFIX.test(splitPath(path).path);
}

/** The two-letter prefix in lowercase, or null when the path has none. Known or not. */
export function getLocalePrefix(path: string): string | null {
  const match = PREFIX.exec(splitPath(path).path);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** The path without its two-letter prefix (known or not); query and hash are kept. `/en` → `/`. */
export function stripLocalePrefix(url: string): string {
  const { path, tail } = splitPath(url);
  const rest = path.replace(PREFIX, '');
  return (rest === '' ? '/' : rest.startsWith('/') ? rest : `/${rest}`) + tail;
}

/** Puts `locale` in front, replacing any two-letter prefix. `/` → `/en` (no trailing slash). */
export function withLocalePrefix(url: string, locale: string): string {
  const stripped = stripLocalePrefix(url);
  const { path, tail } = splitPath(stripped);
  return `/${locale}${path === '/' ? '' : path}${tail}`;
}

/** Same as withLocalePrefix: switching language keeps the rest of the path, the query and the hash. */
export function switchLocale(url: string, newLocale: string): string {
  return withLocalePrefix(url, newLocale);
}

export function isSupportedLanguage(
  code: string | null | undefined,
  supported: readonly string[] = LANGUAGE_CODES,
): code is LanguageCode {
  return typeof code === 'string' && supported.includes(code);
}

/**
 * A page's language (§2), decided the same way wherever it is needed (the bff's render, the router, loaders,
 * heads): the path's prefix when the site offers that language, else `fallback` (the site's default language on
 * the server, the language the server rendered in, in the browser).
 */
export function pageLanguage(
  path: string,
  siteLanguages: readonly string[],
  fallback: LanguageCode,
): LanguageCode {
  const prefix = getLocalePrefix(path);
  return isSupportedLanguage(prefix, siteLanguages) ? prefix : fallback;
}

/**
 * The guard: a path with a supported prefix is returned as it is (lowercased prefix); an unknown prefix is
 * replaced, and a missing one added, using `current` when it is supported, else the default language.
 */
export function ensureLocalePrefix(
  url: string,
  current: string | null | undefined,
  supported: readonly string[] = LANGUAGE_CODES,
): string {
  const prefix = getLocalePrefix(url);
  if (prefix !== null && supported.includes(prefix)) {
    return withLocalePrefix(url, prefix);
  }
  const fallback = current && supported.includes(current) ? current : DEFAULT_LANGUAGE;
  if (prefix !== null) return withLocalePrefix(url, fallback);
  const { path, tail } = splitPath(url.startsWith('/') ? url : `/${url}`);
  return `/${fallback}${path === '/' ? '' : path}${tail}`;
}
