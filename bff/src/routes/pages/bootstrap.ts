import {
  type Bootstrap,
  CURRENCY_COOKIE,
  type LanguageCode,
  type SentryBrowserConfig,
  type TranslationsResponse,
} from '@storefront/shared-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CachedValue } from '../../cache/shared-cache.js';
import type { AppConfig } from '../../config/env.js';
import type { Variant } from '../../variants/variant.js';
import type { PageBudget } from './page-budget.js';
import { translationsFile, translationsPath } from './translations-file.js';

// The bootstrap: the start-up data the bff hands the web's server render (and, in the page, the browser's
// hydration): the site, the language, the store config, translations, the user, the currency and settings.

/** The variant as the web app sees it: no hosts, no upstream host (nothing about how the bff routes). */
export function variantInfo(variant: Variant): Bootstrap['variant'] {
  return {
    code: variant.code,
    name: variant.name,
    theme: variant.theme,
    brand: variant.brand,
    defaultLanguage: variant.defaultLanguage,
    defaultCountry: variant.defaultCountry,
    languages: variant.languages,
    canonicalOrigin: variant.canonicalOrigin,
    assets: variant.assets,
  };
}

/** The browser's error-reporting settings; null (reporting off) without a DSN. */
export function sentryBrowserConfig(config: AppConfig): SentryBrowserConfig | null {
  const dsn = config.SENTRY_BROWSER_DSN ?? config.SENTRY_DSN;
  if (!dsn) return null;
  return {
    dsn,
    environment: config.SENTRY_ENVIRONMENT ?? config.NODE_ENV,
    ...(config.SENTRY_RELEASE ? { release: config.SENTRY_RELEASE } : {}),
  };
}

/** §4: the currency the visitor picked, kept by the web app in the mm_currency_id cookie. */
export function currencyIdFromCookies(cookies: Record<string, string | undefined>): number | null {
  const raw = cookies[CURRENCY_COOKIE];
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

function verificationTags(fastify: FastifyInstance, variant: Variant): Bootstrap['verification'] {
  const { config, variants } = fastify;
  const tags: Bootstrap['verification'] = [];
  if (config.PAYMENT_PROVIDER_VERIFICATION) {
    tags.push({
      name: variants.verification.paymentProviderMetaName,
      content: config.PAYMENT_PROVIDER_VERIFICATION,
    });
  }
  // §2: the search-engine tag belongs to one brand only.
  if (
    config.SEARCH_ENGINE_VERIFICATION &&
    variant.brand !== null &&
    variant.brand === variants.verification.searchEngineBrand
  ) {
    tags.push({
      name: variants.verification.searchEngineMetaName,
      content: config.SEARCH_ENGINE_VERIFICATION,
    });
  }
  return tags;
}

/**
 * A page's bootstrap, its shop data read in parallel and within the page's budget (the cached calls read it from
 * request.pageDeadline). Translations and the user degrade (§8: missing keys show as keys; a failed user fetch is
 * no user); the store config cannot: null (logged) when it is unavailable, and the page is a 503.
 */
export async function loadBootstrap(
  fastify: FastifyInstance,
  request: FastifyRequest,
  page: { locale: LanguageCode; currencyId: number | null },
  budget: PageBudget,
): Promise<Bootstrap | null> {
  const { variant } = request;
  const { locale } = page;
  let data: [Bootstrap['storeConfig'], CachedValue<TranslationsResponse> | null, Bootstrap['user']];
  try {
    data = await Promise.all([
      fastify.shop.storeConfig(request, locale),
      fastify.shop.translationsEntry(request, locale, 'server').catch((err: unknown) => {
        if (Date.now() >= budget.deadline) budget.overrun = true;
        request.log.warn({ err }, 'translations unavailable for the page; keys will show');
        return null;
      }),
      // Honours the deadline itself: past it the page renders without a user, as on a failed fetch (§8).
      fastify.shop.currentUser(request),
    ]);
  } catch (err) {
    request.log.error({ err }, 'store config unavailable; page not rendered');
    return null;
  }
  const [storeConfig, translations, user] = data;
  return {
    variant: variantInfo(variant),
    locale,
    storeConfig,
    translations: translations?.value.resources ?? {},
    // The page's HTML names the texts' file rather than carrying them (translations-file.ts).
    translationsUrl: translations ? translationsPath(locale, translationsFile(translations)) : null,
    user,
    currencyId: page.currencyId,
    sentry: sentryBrowserConfig(fastify.config),
    verification: verificationTags(fastify, variant),
  };
}
