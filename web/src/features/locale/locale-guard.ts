import { ensureLocalePrefix, getLocalePrefix } from '@storefront/shared-types';

export type LocaleGuardInput = {
  /** The URL path as the browser has it (no query or hash). */
  pathname: string;
  /** The language the page is in now (the server's choice on a first load). */
  current: string;
  /** The variant's languages; a prefix outside them counts as unknown. */
  supported: readonly string[];
  /** The variant's default language, used when the current one is not among `supported`. */
  defaultLanguage: string;
  /** Routes that also exist without a prefix (status) only get an unknown prefix replaced. */
  prefixOptional?: boolean;
};

/**
 * §2 locale guard: the path a visitor must be sent to, or null when the path is already right. A missing prefix
 * is added and an unknown one replaced, by the current language when the variant has it, else its default.
 */
export function localeRedirectTarget(input: LocaleGuardInput): string | null {
  const { pathname, current, supported, defaultLanguage, prefixOptional } = input;
  if (prefixOptional && getLocalePrefix(pathname) === null) return null;
  const fallback = supported.includes(current) ? current : defaultLanguage;
  const target = ensureLocalePrefix(pathname, fallback, supported);
  return target === pathname ? null : target;
}
