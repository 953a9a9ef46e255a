import {
  BOOTSTRAP_ELEMENT_ID,
  type Bootstrap,
  bootstrapSchema,
  DEFAULT_LANGUAGE,
  getLocalePrefix,
  isSupportedLanguage,
  LANGUAGE_CODES,
  storeConfigResponseSchema,
  translationsResponseSchema,
  userSchema,
} from '@storefront/shared-types';
import { apiRequest } from './api-client';

/** The data the bff inlined into the page; null when it is missing or does not match the contract. */
export function readInlineBootstrap(doc: Document = document): Bootstrap | null {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = bootstrapSchema.safeParse(JSON.parse(element.textContent));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Without the bff's page (Vite opened directly) the same data is fetched from the bff's API. The variant then
 * can only be the default one: the host → variant mapping lives in the bff.
 */
async function fetchBootstrap(): Promise<Bootstrap> {
  const prefix = getLocalePrefix(location.pathname);
  const locale = isSupportedLanguage(prefix) ? prefix : DEFAULT_LANGUAGE;
  const [storeConfig, translations, user] = await Promise.all([
    apiRequest('/api/store-config', { body: { langIso: locale }, schema: storeConfigResponseSchema }),
    apiRequest('/api/translations/translationMessages', {
      body: { locale },
      schema: translationsResponseSchema,
    }),
    apiRequest('/api/auth/getCurrentUser', { body: {}, schema: userSchema.nullable() }).catch(() => null),
  ]);
  return {
    variant: {
      code: 'lt',
      name: storeConfig.site.name,
      theme: 'default',
      brand: null,
      defaultLanguage: DEFAULT_LANGUAGE,
      defaultCountry: 'LT',
      languages: [...LANGUAGE_CODES],
      canonicalOrigin: location.origin,
      assets: { logo: storeConfig.site.cdn_logo, heroImages: [], benefitIcons: [] },
    },
    locale,
    storeConfig,
    translations: translations.resources,
    user,
    currencyId: null,
    sentry: null,
  };
}

export async function loadBootstrap(): Promise<Bootstrap> {
  return readInlineBootstrap() ?? fetchBootstrap();
}
