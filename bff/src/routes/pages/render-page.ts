import { REQUEST_TIMEOUT_MS } from '@storefront/shared-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebRenderer } from '../../ssr/web-renderer.js';
import { currencyIdFromCookies } from './bootstrap.js';
import { pageBudget } from './page-budget.js';
import { cachedPage, type PageCache, pageKey } from './page-cache.js';
import { type KeptPage, type Outcome, sendKept, sendOutcome } from './page-outcome.js';
import { normalisePath, pageLocale } from './page-url.js';
import { createPageProducer, type PageFacts } from './produce-page.js';
import { createSharedPages } from './shared-page.js';
import { captureUtm } from './utm.js';

/**
 * A page request from start to answer: its time budget, its address and language, the UTM it carries, then the page
 * from the page cache (anonymous pages without a query), else made for this request (produce-page.ts) and sent
 * (page-outcome.ts).
 */
export function createPageRenderer(
  fastify: FastifyInstance,
  renderer: WebRenderer,
  pageCache: PageCache | null,
  stream: boolean,
) {
  const { config } = fastify;
  // Development renders through Vite, which compiles modules during the first renders: that time is not the
  // shop's, so a page there waits as long as a shop call may take (§9) rather than answer 503 after a restart.
  const budgetMs = config.WEB_DEV_SERVER ? REQUEST_TIMEOUT_MS : config.PAGE_BUDGET_MS;
  const producer = createPageProducer(fastify, renderer);
  const { producePage } = producer;
  // Signed-in pages of routes the same for every shopper, made from a kept template (shared-page.ts); kept as
  // long and as many as the anonymous pages, and off with them.
  const signedInPage = pageCache
    ? createSharedPages(fastify, producer, {
        ttlMs: config.PAGE_CACHE_TTL_MS,
        maxEntries: config.PAGE_CACHE_MAX_ENTRIES,
      })
    : null;

  return async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const budget = pageBudget(budgetMs);
    request.pageDeadline = budget.deadline;
    const { variant } = request;
    const path = normalisePath(request.url);
    const queryStart = request.url.indexOf('?');
    const search = queryStart === -1 ? '' : request.url.slice(queryStart);
    const page: PageFacts = {
      path,
      search,
      locale: pageLocale(path, variant),
      currencyId: currencyIdFromCookies(request.cookies),
    };
    captureUtm(fastify, request, reply, new URLSearchParams(search));

    // Anonymous pages without a query come from the short-lived page cache (see page-cache.ts). Not when
    // streaming: a streamed page goes out as it renders. The white-label brands share a variant code, so the
    // brand and origin are part of the key.
    const cacheKey =
      pageCache && !stream && !request.sessionToken && search === '' ? pageKey(variant, page) : null;
    if (signedInPage && request.sessionToken && !stream)
      return sendOutcome(reply, await signedInPage(request, reply, page, budget));
    if (!cacheKey || !pageCache)
      return sendOutcome(reply, await producePage(request, reply, page, reply.cspNonce, stream, budget));

    let uncached: Outcome | null = null;
    let unkept: KeptPage | null = null;
    const cached = await pageCache.fill(cacheKey, async () => {
      const outcome = await producePage(request, reply, page, undefined, false, budget);
      if (outcome.kind !== 'page') {
        uncached = outcome;
        return null;
      }
      const made = { ...(await cachedPage(outcome.status, outcome.body)), sources: outcome.sources };
      if ((outcome.status === 200 || outcome.status === 404) && !budget.overrun) return made;
      // A page missing what it gave up on at its deadline (or an error screen) is answered, never kept. It was
      // rendered for the cache, without a nonce, so it goes out like a cached page: with its scripts' hashes.
      unkept = made;
      return null;
    });
    if (cached) return sendKept(request, reply, cached as KeptPage);
    if (unkept) return sendKept(request, reply, unkept);
    // This request's own render did not give a page (a redirect, a failure): it is answered as it is. A request
    // that waited on another's render that was not kept renders for itself.
    return sendOutcome(
      reply,
      uncached ?? (await producePage(request, reply, page, reply.cspNonce, false, budget)),
    );
  };
}
