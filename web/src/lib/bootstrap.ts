import {
  BOOTSTRAP_ELEMENT_ID,
  type Bootstrap,
  DEFAULT_LANGUAGE,
  getLocalePrefix,
  isSupportedLanguage,
  LANGUAGE_CODES,
} from '@storefront/shared-types';
import { apiRequest } from './api-client';
import { lazySchema } from './lazy-schema';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether inline data has the bootstrap's shape. The bff builds it from values its own zod schemas already
 * parsed (same deployment, same contract), so the web checks the outline only: running bootstrapSchema here
 * would put zod and every schema it references on the first paint's critical path.
 */
export function isBootstrapShaped(value: unknown): value is Bootstrap {
  if (!isRecord(value)) return false;
  const { variant, storeConfig, translations, user } = value;
  return (
    isRecord(variant) &&
    typeof variant.code === 'string' &&
    Array.isArray(variant.languages) &&
    isRecord(variant.assets) &&
    typeof value.locale === 'string' &&
    isSupportedLanguage(value.locale) &&
    isRecord(storeConfig) &&
    isRecord(storeConfig.site) &&
    Array.isArray(storeConfig.currencies) &&
    isRecord(translations) &&
    (user === null || isRecord(user))
  );
}

/** The data the bff inlined into the page; null when it is missing or does not have the contract's shape. */
export function readInlineBootstrap(doc: Document = document): Bootstrap | null {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data: unknown = JSON.parse(element.textContent);
    return isBootstrapShaped(data) ? data : null;
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
    apiRequest('/api/store-config', {
      body: { langIso: locale },
      schema: lazySchema((m) => m.storeConfigResponseSchema),
    }),
    apiRequest('/api/translations/translationMessages', {
      body: { locale },
      schema: lazySchema((m) => m.translationsResponseSchema),
    }),
    apiRequest('/api/auth/getCurrentUser', {
      body: {},
      schema: lazySchema((m) => m.userSchema.nullable()),
    }).catch(() => null),
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
