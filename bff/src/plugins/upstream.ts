import type { CallPolicy, CallPolicyName } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Dispatcher } from 'undici';
import type { CacheStore } from '../cache/cache-store.js';
import { createMemoryStore } from '../cache/memory-store.js';
import { createRedisStore } from '../cache/redis-store.js';
import { SharedCache } from '../cache/shared-cache.js';
import { createCachedCall } from '../services/cached-call.js';
import { type CallShop, createShopCalls } from '../services/call-shop.js';
import { type CatalogueService, createCatalogueService } from '../services/catalogue-service.js';
import { type ContentService, createContentService } from '../services/content-service.js';
import { createPageDataCache } from '../services/page-data-cache.js';
import { createShopService, type ShopService } from '../services/shop-service.js';
import { createSitemapService, type SitemapService } from '../services/sitemap-service.js';
import { createCircuitBreaker } from '../upstream/circuit-breaker.js';
import { createUpstreamClient } from '../upstream/client.js';
import { createRetryBudget } from '../upstream/retry-budget.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { UpstreamClient } from '../upstream/upstream-request.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one client for the shop API (pooled keep-alive sockets, §9 time-outs and retries). */
    upstream: UpstreamClient;
    /** A shop call by endpoint name with the request's site, session and cart token (services/call-shop.ts). */
    callShop: CallShop;
    /** Typed shop calls shared by the /api routes and the page route. */
    shop: ShopService & CatalogueService & SitemapService & ContentService;
  }
  interface FastifyRequest {
    /**
     * `Date.now()` by which a page must have its shop answers (its time budget), null outside pages. At it a
     * cached answer is served stale (its refresh goes on in the background and fills the cache) and a read with
     * nothing cached is abandoned (503). /api calls have none: their shop calls keep their §9 policies.
     */
    pageDeadline: number | null;
  }
}

const CIRCUIT_GAUGE = { closed: 0, 'half-open': 0.5, open: 1 } as const;

export interface UpstreamPluginOptions {
  dispatcher?: Dispatcher | undefined;
  policies?: Partial<Record<CallPolicyName, CallPolicy>> | undefined;
}

// Everything that talks to the shop API: the client, the cache in front of it and the service functions.
export default fp<UpstreamPluginOptions>(
  async (fastify: FastifyInstance, opts) => {
    const { config } = fastify;
    const client = createUpstreamClient({
      baseUrl: config.SHOP_API_URL,
      connectTimeoutMs: config.UPSTREAM_CONNECT_TIMEOUT_MS,
      maxResponseBytes: config.UPSTREAM_MAX_RESPONSE_BYTES,
      connections: config.UPSTREAM_CONNECTIONS,
      metrics: fastify.metrics,
      // The ratio is the operator's; the window and reserve are RETRY_BUDGET's (upstream/retry-budget.ts).
      retryBudget: createRetryBudget({ ratio: config.UPSTREAM_RETRY_BUDGET_RATIO }),
      breaker: createCircuitBreaker({
        failureThreshold: config.UPSTREAM_CIRCUIT_FAILURES,
        openMs: config.UPSTREAM_CIRCUIT_OPEN_MS,
        onChange: (state) => {
          fastify.metrics.upstreamCircuitOpen.set(CIRCUIT_GAUGE[state]);
          if (state === 'closed') fastify.log.info('shop API circuit closed: the shop answers again');
          else fastify.log.warn({ state }, `shop API circuit ${state}`);
        },
      }),
      ...(opts.dispatcher ? { dispatcher: opts.dispatcher } : {}),
      ...(opts.policies ? { policies: opts.policies } : {}),
    });

    let store: CacheStore;
    if (fastify.redis) {
      // A slow or absent Redis must not hold requests: commands give up quickly (plugins/redis.ts), a miss.
      store = createRedisStore(fastify.redis, config.CACHE_KEY_PREFIX, (error) =>
        fastify.log.warn({ err: error }, 'redis cache command failed'),
      );
    } else {
      store = createMemoryStore();
    }
    const cache = new SharedCache({
      store,
      ttlMs: config.CACHE_TTL_MS,
      staleMs: config.CACHE_STALE_MS,
      // A stale answer waits for its refresh a third of a page's budget at most, then is served while the refresh
      // goes on: a page keeps the rest of its budget for the answers it cannot have stale (a listing, a product).
      refreshWaitMs: Math.round(config.PAGE_BUDGET_MS / 3),
      // After a failed refresh the stale entry is served without asking again for as long as an open circuit waits
      // before its probe: a shop that just failed is not asked once per request.
      failedRefreshBackoffMs: config.UPSTREAM_CIRCUIT_OPEN_MS,
      deadlineError: (kind) => UpstreamError.overBudget(kind),
      lookups: fastify.metrics.cacheLookups,
      onStaleServed: (key, error) =>
        fastify.log.warn({ err: error, key }, 'shop failed; serving a stale answer'),
    });

    fastify.decorate('upstream', client);
    fastify.decorateRequest('pageDeadline', null);
    const { callShop, sendShop } = createShopCalls(client);
    // `as never`: with every endpoint of both #26 contracts (62), TypeScript gives up comparing CallShop with the
    // decorator's getter/setter type (TS2859, excessive complexity); the declaration merge still types the reads.
    fastify.decorate('callShop', callShop as never);
    const deps = {
      upstream: client,
      callShop,
      sendShop,
      cachedCall: createCachedCall(cache, callShop),
      log: fastify.log,
      coalesceReads: config.UPSTREAM_COALESCE_READS,
      coalesced: (call: string) => fastify.metrics.cacheLookups.inc({ cache: call, result: 'coalesced' }),
      pageData: createPageDataCache({
        ttlMs: config.PAGE_DATA_CACHE_TTL_MS,
        maxEntries: config.PAGE_DATA_CACHE_MAX_ENTRIES,
      }),
    };
    fastify.decorate('shop', {
      ...createShopService(deps),
      ...createCatalogueService(deps),
      ...createSitemapService(deps),
      ...createContentService(deps),
    });
    fastify.addHook('onClose', async () => {
      await client.close();
      await cache.close();
    });
  },
  { name: 'upstream', dependencies: ['metrics', 'redis'] },
);
