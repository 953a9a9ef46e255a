import type {
  LanguageCode,
  LanguagesResponse,
  StoreConfigResponse,
  TranslationsResponse,
  User,
  UtmRecord,
} from '@storefront/shared-types';
import type { FastifyRequest } from 'fastify';
import type { CachedValue } from '../cache/shared-cache.js';
import { forwardableCookie } from './forwardable-cookie.js';
import type { ShopServiceDeps } from './shop-deps.js';

const PING_POLICY = { timeoutMs: 1_000, retries: 0 } as const;

/**
 * The shop calls every page needs (its start-up data: store config, languages, translations, the user) and the
 * few the browser makes about its visit (locale change, UTM, translation permission). The shared answers are
 * cached per shop site and language (cached-call.ts).
 */
export function createShopService({ upstream, callShop, sendShop, cachedCall, log }: ShopServiceDeps) {
  function storeConfigEntry(
    request: FastifyRequest,
    langIso: LanguageCode,
  ): Promise<CachedValue<StoreConfigResponse>> {
    // The answer is shared by everyone on the variant and language: the cookie is forwarded as §7 says, but the
    // shop's store config must not depend on it (per-visitor state such as the currency stays in the browser).
    const cookie = forwardableCookie(request.headers.cookie);
    return cachedCall(request, 'store-config', [langIso], 'storeConfig', { body: { langIso } }, { cookie });
  }

  function languagesEntry(request: FastifyRequest): Promise<CachedValue<LanguagesResponse>> {
    return cachedCall(request, 'languages', [], 'languages', {});
  }

  /** §7: 15 s on the server-side load (pages), 60 s for the browser's own call (the /api route). */
  function translationsEntry(
    request: FastifyRequest,
    locale: LanguageCode,
    side: 'server' | 'client',
  ): Promise<CachedValue<TranslationsResponse>> {
    const browser = side === 'client';
    return cachedCall(request, 'translations', [locale], 'translations', { body: { locale } }, { browser });
  }

  return {
    storeConfigEntry,
    languagesEntry,
    translationsEntry,

    async storeConfig(request: FastifyRequest, langIso: LanguageCode): Promise<StoreConfigResponse> {
      return (await storeConfigEntry(request, langIso)).value;
    },

    /** §8: a failed fetch means "no user", reported; no session means no call at all. */
    async currentUser(request: FastifyRequest): Promise<User | null> {
      if (!request.sessionToken) return null;
      try {
        // A page does not wait past its budget for the user: it renders without one (as on a failure).
        return await callShop(request, 'currentUser', { body: {} }, { deadline: request.pageDeadline });
      } catch (error) {
        request.log.error({ err: error }, 'current user fetch failed');
        return null;
      }
    },

    /** §7/§8: fire and forget (2 s, 3 retries); the answer is not read and a failure is only reported. */
    postUtm(request: FastifyRequest, utm: Partial<UtmRecord>): void {
      // Fire and forget: the page may be answered long before this ends, so its time is not the page's.
      sendShop(request, 'utm', { body: utm }, { timing: { upstreamTimeMs: 0 } })
        .then((response) => {
          if (response.statusCode >= 300) log.error({ statusCode: response.statusCode }, 'utm post refused');
        })
        .catch((error: unknown) => log.error({ err: error }, 'utm post failed'));
    },

    /** §8: locale change errors are ignored; the switch goes on. */
    async changeLocale(request: FastifyRequest, newLocale: LanguageCode): Promise<void> {
      try {
        await sendShop(request, 'localeChange', { body: { newLocale } });
      } catch (error) {
        request.log.warn({ err: error }, 'locale change failed (ignored)');
      }
    },

    /** §6: the permission holds only when the shop answers exactly `true`; anything else is no permission. */
    async canViewTranslations(request: FastifyRequest): Promise<boolean> {
      if (!request.sessionToken) return false;
      try {
        const response = await sendShop(
          request,
          'canViewTranslations',
          {},
          { deadline: request.pageDeadline },
        );
        return response.statusCode === 200 && response.body === true;
      } catch (error) {
        request.log.warn({ err: error }, 'translation permission check failed');
        return false;
      }
    },

    /** Is the shop reachable at all? Any HTTP answer below 500 counts; used by /readyz, so short and no retry. */
    async ping(): Promise<boolean> {
      try {
        const response = await upstream.send({
          call: 'ping',
          method: 'GET',
          path: '/healthz',
          policy: PING_POLICY,
          host: 'localhost',
        });
        return response.statusCode < 500;
      } catch {
        return false;
      }
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
