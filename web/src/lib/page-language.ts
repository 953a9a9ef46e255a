import { type Bootstrap, type LanguageCode, pageLanguage as languageOfPath } from '@storefront/shared-types';
import type { RouterContext } from './router-context';

// The web's two ways into the one rule of a page's language (shared-types pageLanguage, §2): the path's prefix when
// the site offers that language, else the language the server rendered in. Nothing in the web decides it otherwise.

/** The language of the page at `pathname` (heads, the router's dehydration, components through useCurrentLocale). */
export function pathLanguage(
  pathname: string,
  bootstrap: Pick<Bootstrap, 'variant' | 'locale'>,
): LanguageCode {
  return languageOfPath(pathname, bootstrap.variant.languages, bootstrap.locale);
}

/** A loader's language, from the route's `{-$locale}` param (the locale guard has run by now). */
export function pageLanguage(context: RouterContext, prefix: string | undefined): LanguageCode {
  return pathLanguage(`/${prefix ?? ''}`, context.bootstrap);
}
