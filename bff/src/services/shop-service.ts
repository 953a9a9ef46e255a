import type {
  LanguageCode,
  LanguagesResponse,
  StoreConfigResponse,
  TranslationsResponse,
  User,
  UtmRecord,
} from '@storefront/shared-types';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { CachedValue, SharedCache } from '../cache/shared-cache.js';
import type { UpstreamClient } from '../upstream/client.js';
import type { Variant } from '../variants/variant.js';
import { callContext, forwardableCookie } from './call-context.js';
import { parseAnswer, upstreamCall } from './endpoint-call.js';

export interface ShopServiceDeps {
  upstream: UpstreamClient;
  cache: SharedCache;
  log: FastifyBaseLogger;
  /** Whether identical catalogue reads in flight together share one shop call. */
  coalesceReads: boolean;
  /** Counts a read that was served by another request's shop call. */
  coalesced: (call: string) => void;
}

const PING_POLICY = { timeoutMs: 1_000, retries: 0 } as const;

/**
 * The shop calls both the /api routes and the page route make. Cached calls are keyed by the shop site and
 * language. The shop picks the site by the Host we send (upstreamHost), and each white-label brand is a site of
 * its own although the brands share a variant code, so the key is that host: one brand's answer never serves
 * another.
 */
export function createShopService({ upstream, cache, log }: ShopServiceDeps) {
  function storeConfigEntry(
    variant: Variant,
    langIso: LanguageCode,
    opts: { cookie?: string | undefined; request?: FastifyRequest } = {},
  ): Promise<CachedValue<StoreConfigResponse>> {
    // The answer is shared by everyone on the variant and language: the cookie is forwarded as §7 says, but the
    // shop's store config must not depend on it (per-visitor state such as the currency stays in the browser).
    return cache.get(
      'store-config',
      `${variant.upstreamHost}:${langIso}`,
      async () => {
        const cookie = forwardableCookie(opts.cookie);
        const response = await upstream.send({
          ...upstreamCall('storeConfig', { body: { langIso } }),
          ...callContext(variant, opts.request),
          ...(cookie ? { cookie } : {}),
        });
        return parseAnswer('storeConfig', response);
      },
      { deadline: opts.request?.pageDeadline },
    );
  }

  function languagesEntry(
    variant: Variant,
    request?: FastifyRequest,
  ): Promise<CachedValue<LanguagesResponse>> {
    return cache.get(
      'languages',
      variant.upstreamHost,
      async () => {
        const response = await upstream.send({
          ...upstreamCall('languages', {}),
          ...callContext(variant, request),
        });
        return parseAnswer('languages', response);
      },
      { deadline: request?.pageDeadline },
    );
  }

  /** §7: 15 s on the server-side load (pages), 60 s for the browser's own call (the /api route). */
  function translationsEntry(
    variant: Variant,
    locale: LanguageCode,
    side: 'server' | 'client',
    request?: FastifyRequest,
  ): Promise<CachedValue<TranslationsResponse>> {
    return cache.get(
      'translations',
      `${variant.upstreamHost}:${locale}`,
      async () => {
        const response = await upstream.send({
          ...upstreamCall('translations', { body: { locale } }, { browser: side === 'client' }),
          ...callContext(variant, request),
        });
        return parseAnswer('translations', response);
      },
      { deadline: request?.pageDeadline },
    );
  }

  return {
    storeConfigEntry,
    languagesEntry,
    translationsEntry,

    async storeConfig(
      variant: Variant,
      langIso: LanguageCode,
      opts: { cookie?: string; request?: FastifyRequest } = {},
    ): Promise<StoreConfigResponse> {
      return (await storeConfigEntry(variant, langIso, opts)).value;
    },

    async translations(
      variant: Variant,
      locale: LanguageCode,
      request?: FastifyRequest,
    ): Promise<Record<string, string>> {
      return (await translationsEntry(variant, locale, 'server', request)).value.resources;
    },

    /** §8: a failed fetch means "no user", reported; no session means no call at all. */
    async currentUser(request: FastifyRequest): Promise<User | null> {
      if (!request.sessionToken) return null;
      try {
        const response = await upstream.send({
          ...upstreamCall('currentUser', { body: {} }),
          ...callContext(request.variant, request),
          // A page does not wait past its budget for the user: it renders without one (as on a failure).
          deadline: request.pageDeadline,
        });
        return parseAnswer('currentUser', response);
      } catch (error) {
        request.log.error({ err: error }, 'current user fetch failed');
        return null;
      }
    },

    /** §7/§8: fire and forget (2 s, 3 retries); the answer is not read and a failure is only reported. */
    postUtm(request: FastifyRequest, utm: Partial<UtmRecord>): void {
      upstream
        .send({
          ...upstreamCall('utm', { body: utm }),
          ...callContext(request.variant, request),
          // Fire and forget: the page may be answered long before this ends, so its time is not the page's.
          timing: { upstreamTimeMs: 0 },
        })
        .then((response) => {
          if (response.statusCode >= 300) log.error({ statusCode: response.statusCode }, 'utm post refused');
        })
        .catch((error: unknown) => log.error({ err: error }, 'utm post failed'));
    },

    /** §8: locale change errors are ignored; the switch goes on. */
    async changeLocale(request: FastifyRequest, newLocale: LanguageCode): Promise<void> {
      try {
        await upstream.send({
          ...upstreamCall('localeChange', { body: { newLocale } }),
          ...callContext(request.variant, request),
        });
      } catch (error) {
        request.log.warn({ err: error }, 'locale change failed (ignored)');
      }
    },

    /** §6: the permission holds only when the shop answers exactly `true`; anything else is no permission. */
    async canViewTranslations(request: FastifyRequest): Promise<boolean> {
      if (!request.sessionToken) return false;
      try {
        const response = await upstream.send({
          ...upstreamCall('canViewTranslations', {}),
          ...callContext(request.variant, request),
          deadline: request.pageDeadline,
        });
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
