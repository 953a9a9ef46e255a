import { type LanguageCode, pageLanguage as languageOfPath } from '@storefront/shared-types';
import type { RouterContext } from './router-context';

/**
 * A loader's language: the shared rule (pageLanguage) on the path's prefix (the locale guard has run by now),
 * falling back to the language the server rendered in.
 */
export function pageLanguage(context: RouterContext, prefix: string | undefined): LanguageCode {
  const { variant, locale } = context.bootstrap;
  return languageOfPath(`/${prefix ?? ''}`, variant.languages, locale);
}
