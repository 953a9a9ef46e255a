import { isSupportedLanguage, type LanguageCode } from '@storefront/shared-types';
import type { RouterContext } from './router-context';

/** A loader's language: the path's prefix (the locale guard has run by now), else the server's choice. */
export function pageLanguage(context: RouterContext, prefix: string | undefined): LanguageCode {
  const { variant, locale } = context.bootstrap;
  return isSupportedLanguage(prefix, variant.languages) ? prefix : locale;
}
