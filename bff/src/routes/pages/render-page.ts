import { Readable } from 'node:stream';
import {
  type Bootstrap,
  htmlLang,
  type LanguageCode,
  REQUEST_TIMEOUT_MS,
  type StoreConfigResponse,
  safeRedirectPath,
} from '@storefront/shared-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ConcurrencyLimiter } from '../../overload/concurrency-limiter.js';
import { type CspSources, mergeSources, noSources, sentryOrigin } from '../../security/csp.js';
import { WebBuildMissingError, type WebRenderer } from '../../ssr/web-renderer.js';
import { PAGE_RETRY_AFTER_MS } from '../../upstream/upstream-error.js';
import type { Variant } from '../../variants/variant.js';
import { inProcessCaller } from '../api/invoke.js';
import { currencyIdFromCookies, sentryBrowserConfig, variantInfo } from './bootstrap.js';
import { escapeHtml } from './html.js';
import { integrationIds, renderIntegrations } from './integrations.js';
import { type PageBudget, pageBudget } from './page-budget.js';
import { type CachedPage, cachedPage, type PageCache, pickEncoding } from './page-cache.js';
import { normalisePath, pageLocale } from './page-url.js';
import { captureUtm } from './utm.js';

function originOf(url: string): string[] {
  return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
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
 * Where a guard's redirect may send the browser: a path on this site, never another origin. The router builds
 * the Location on the page's canonical origin; anything else becomes the home page. The path itself must pass
 * the same rule as the web's `?redirect=` (safeRedirectPath: no protocol-relative, backslash, tab/newline or
 * percent-encoded form of them).
 */
export function onSiteLocation(location: string | null, canonicalOrigin: string): string {
  if (!location) return '/';
  try {
    const url = new URL(location, `${canonicalOrigin}/`);
    if (url.origin !== canonicalOrigin) return '/';
    return safeRedirectPath(`${url.pathname}${url.search}${url.hash}`) ?? '/';
  } catch {
    return '/';
  }
}

/** The page's integrations go at the end of <head>, with the nonce the page was rendered with. */
function withHeadHtml(html: string, extra: string): string {
  if (!extra) return html;
  const at = html.indexOf('</head>');
  return at === -1 ? html : `${html.slice(0, at)}${extra}${html.slice(at)}`;
}

/** The same for a streamed page: the text passes through until `</head>` has gone by once. */
function headInserter(extra: string): TransformStream<Uint8Array, string> {
  const decoder = new TextDecoder();
  let pending = '';
  let done = extra === '';
  return new TransformStream({
    transform(bytes, controller) {
      const chunk = decoder.decode(bytes, { stream: true });
      if (done) {
        if (chunk) controller.enqueue(chunk);
        return;
      }
      pending += chunk;
      const at = pending.indexOf('</head>');
      if (at === -1) return;
      controller.enqueue(`${pending.slice(0, at)}${extra}${pending.slice(at)}`);
      pending = '';
      done = true;
    },
    flush(controller) {
      const rest = pending + decoder.decode();
      if (rest) controller.enqueue(rest);
    },
  });
}

/** What one page request comes to, before it is sent. */
type Outcome =
  | { kind: 'page'; status: number; html: string; sources: CspSources }
  | { kind: 'stream'; status: number; body: ReadableStream<Uint8Array>; head: string; sources: CspSources }
  | { kind: 'redirect'; location: string }
  | { kind: 'fail'; status: number; html: string }
  | { kind: 'aborted' };

/** Every render slot taken and the queue full: the page is shed (503 with Retry-After). */
class PageRendersBusyError extends Error {}

/** The page renderer: the bootstrap data, the web's server render, the integrations, CSP, UTM and caching. */
export function createPageRenderer(
  fastify: FastifyInstance,
  renderer: WebRenderer,
  pageCache: PageCache | null,
  stream: boolean,
) {
  const { config } = fastify;
  const sentry = sentryBrowserConfig(config);
  // Development renders through Vite, which compiles modules during the first renders: that time is not the
  // shop's, so a page there waits as long as a shop call may take (§9) rather than answer 503 after a restart.
  const budgetMs = config.WEB_DEV_SERVER ? REQUEST_TIMEOUT_MS : config.PAGE_BUDGET_MS;
  const sentryConnect = sentryOrigin(sentry?.dsn);
  // At most PAGE_RENDER_CONCURRENCY renders at once, PAGE_RENDER_QUEUE waiting; past that a page is shed.
  const renders = new ConcurrencyLimiter(
    config.PAGE_RENDER_CONCURRENCY,
    config.PAGE_RENDER_QUEUE,
    () => new PageRendersBusyError(),
  );

  /** Everything but the sending: the shop data, the render, the integrations; `nonce` undefined for the cache. */
  async function produce(
    request: FastifyRequest,
    reply: FastifyReply,
    page: { path: string; search: string; locale: LanguageCode; currencyId: number | null },
    nonce: string | undefined,
    streamIt: boolean,
    budget: PageBudget,
  ): Promise<Outcome> {
    const { variant } = request;
    const { locale } = page;
    // Everything the shell needs, in parallel and within the page's budget (the cached calls read it from
    // request.pageDeadline). Translations and the user degrade (§8: missing keys show as keys; a failed user
    // fetch is no user); the store config cannot.
    let storeConfig: StoreConfigResponse;
    let translations: Record<string, string>;
    let user: Bootstrap['user'];
    try {
      [storeConfig, translations, user] = await Promise.all([
        fastify.shop.storeConfig(variant, locale, {
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          request,
        }),
        fastify.shop.translations(variant, locale, request).catch((err: unknown) => {
          if (Date.now() >= budget.deadline) budget.overrun = true;
          request.log.warn({ err }, 'translations unavailable for the page; keys will show');
          return {};
        }),
        // Honours the deadline itself: past it the page renders without a user, as on a failed fetch (§8).
        fastify.shop.currentUser(request),
      ]);
    } catch (err) {
      request.log.error({ err }, 'store config unavailable; page not rendered');
      return { kind: 'fail', status: 503, html: unavailablePage(variant, locale) };
    }

    const integrations = renderIntegrations(integrationIds(storeConfig.site, locale), {
      nonce,
      liveAgentOrigin: config.LIVE_AGENT_ORIGIN,
      user,
    });
    const assetOrigins = [
      ...originOf(variant.assets.logo),
      ...variant.assets.heroImages.flatMap(originOf),
      ...variant.assets.benefitIcons.flatMap(originOf),
      ...originOf(storeConfig.site.cdn_logo),
    ];
    // This page's policy: exactly the integrations it loads and the hosts of its site's images.
    const sources = mergeSources(integrations.sources, {
      ...noSources(),
      img: assetOrigins,
      connect: sentryConnect ? [sentryConnect] : [],
    });
    const bootstrap: Bootstrap = {
      variant: variantInfo(variant),
      locale,
      storeConfig,
      translations,
      user,
      currencyId: page.currencyId,
      sentry,
      verification: verificationTags(fastify, variant),
    };
    const abort = new AbortController();
    // The visitor left before the answer went out: stop rendering for nobody.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    let response: Response;
    let routeError: unknown;
    try {
      response = await renders.run(
        () =>
          renderer.render({
            url: `${variant.canonicalOrigin}${page.path}${page.search}`,
            headers: { 'user-agent': request.headers['user-agent'] ?? '' },
            bootstrap,
            api: inProcessCaller(fastify, request, budget),
            nonce,
            stream: streamIt,
            signal: abort.signal,
            onRouteError: (err) => {
              routeError = err;
            },
          }),
        abort.signal,
      );
    } catch (err) {
      if (abort.signal.aborted) return { kind: 'aborted' };
      if (err instanceof PageRendersBusyError) {
        fastify.shedding.report('page_renders_busy');
        return { kind: 'fail', status: 503, html: unavailablePage(variant, locale) };
      }
      if (err instanceof WebBuildMissingError) {
        request.log.error(err.message);
        return { kind: 'fail', status: 503, html: notBuiltPage(locale) };
      }
      request.log.error({ err }, 'page render failed');
      return { kind: 'fail', status: 500, html: errorPage(variant, locale, request.id) };
    }

    // Data the page needed was given up on at its deadline and the route could not do without it: the shop is
    // too slow or down and nothing was cached, which is a 503 to come back to, not the app's error screen.
    if (budget.overrun && response.status >= 500) {
      await response.body?.cancel().catch(() => undefined);
      request.log.warn({ statusCode: response.status }, 'page over its time budget; answering 503');
      return { kind: 'fail', status: 503, html: unavailablePage(variant, locale) };
    }
    // A guard's redirect (the language prefix, sign-in): a path on this site only.
    if (response.status >= 300 && response.status < 400) {
      return {
        kind: 'redirect',
        location: onSiteLocation(response.headers.get('location'), variant.canonicalOrigin),
      };
    }
    if (response.status >= 500)
      request.log.error({ statusCode: response.status, err: routeError }, 'page rendered the error screen');
    if (streamIt && response.body) {
      return {
        kind: 'stream',
        status: response.status,
        body: response.body,
        head: integrations.html,
        sources,
      };
    }
    return {
      kind: 'page',
      status: response.status,
      html: withHeadHtml(await response.text(), integrations.html),
      sources,
    };
  }

  function sendOutcome(reply: FastifyReply, outcome: Outcome) {
    switch (outcome.kind) {
      case 'aborted':
        return reply.code(499).send();
      case 'redirect':
        return reply.header('cache-control', 'no-store').redirect(outcome.location, 302);
      case 'fail':
        if (outcome.status === 503) reply.header('retry-after', String(PAGE_RETRY_AFTER_MS / 1000));
        return reply
          .code(outcome.status)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(outcome.html);
      case 'stream':
      case 'page':
        reply.pageCsp(outcome.sources);
        return reply
          .code(outcome.status)
          .header('cache-control', 'private, no-cache')
          .type('text/html; charset=utf-8')
          .send(
            outcome.kind === 'page'
              ? outcome.html
              : // (A web stream typed by the DOM library; Node's Readable takes it as it is.)
                Readable.fromWeb(outcome.body.pipeThrough(headInserter(outcome.head)) as never),
          );
    }
  }

  /** A cached page: its own policy (its scripts' hashes) and its bytes, already compressed, as they are. */
  function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage & { sources: CspSources },
  ) {
    reply.pageCsp(page.sources, { scriptHashes: page.scriptHashes });
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .code(page.status)
      .header('cache-control', 'private, no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(page.body[encoding]);
  }

  return async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const budget = pageBudget(budgetMs);
    request.pageDeadline = budget.deadline;
    const { variant } = request;
    const path = normalisePath(request.url);
    const queryStart = request.url.indexOf('?');
    const search = queryStart === -1 ? '' : request.url.slice(queryStart);
    const page = {
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
      pageCache && !stream && !request.sessionToken && search === ''
        ? `${variant.code}|${variant.brand ?? ''}|${variant.canonicalOrigin}|${page.locale}|${page.currencyId ?? ''}|${path}`
        : null;
    if (!cacheKey || !pageCache)
      return sendOutcome(reply, await produce(request, reply, page, reply.cspNonce, stream, budget));

    let uncached: Outcome | null = null;
    let unkept: (CachedPage & { sources: CspSources }) | null = null;
    const cached = await pageCache.fill(cacheKey, async () => {
      const outcome = await produce(request, reply, page, undefined, false, budget);
      if (outcome.kind !== 'page') {
        uncached = outcome;
        return null;
      }
      const made = { ...(await cachedPage(outcome.status, outcome.html)), sources: outcome.sources };
      if ((outcome.status === 200 || outcome.status === 404) && !budget.overrun) return made;
      // A page missing what it gave up on at its deadline (or an error screen) is answered, never kept. It was
      // rendered for the cache, without a nonce, so it goes out like a cached page: with its scripts' hashes.
      unkept = made;
      return null;
    });
    if (cached) return sendCached(request, reply, cached as CachedPage & { sources: CspSources });
    if (unkept) return sendCached(request, reply, unkept);
    // This request's own render did not give a page (a redirect, a failure): it is answered as it is. A request
    // that waited on another's render that was not kept renders for itself.
    return sendOutcome(
      reply,
      uncached ?? (await produce(request, reply, page, reply.cspNonce, false, budget)),
    );
  };
}

function unavailablePage(variant: Variant, locale: LanguageCode): string {
  return `<!doctype html>
<html lang="${htmlLang(locale)}" data-variant="${escapeHtml(variant.code)}">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" /><title>${escapeHtml(variant.name)}</title></head>
  <body><main><h1>We will be right back</h1><p>The shop is briefly unavailable. Please reload in a moment.</p></main></body>
</html>
`;
}

/** §8's unexpected-error screen for a render that failed outright (the app's own screen could not render). */
function errorPage(variant: Variant, locale: LanguageCode, requestId: string): string {
  return `<!doctype html>
<html lang="${htmlLang(locale)}" data-variant="${escapeHtml(variant.code)}">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" /><title>${escapeHtml(variant.name)}</title></head>
  <body><main><h1>Something went wrong</h1><p>We are trying to resolve it. Reference: ${escapeHtml(requestId)}</p>
    <p><a href="/">Return to the home page</a></p></main>
  <footer>© ${new Date().getFullYear()} ${escapeHtml(variant.name)}. All rights reserved.</footer></body>
</html>
`;
}

function notBuiltPage(locale: LanguageCode): string {
  return `<!doctype html>
<html lang="${htmlLang(locale)}">
  <head><meta charset="UTF-8" /><meta name="robots" content="noindex" /><title>The storefront is starting</title></head>
  <body><main><h1>The storefront is starting</h1>
    <p>The web app has not been built yet. Run <code>npm run build</code>, then reload.</p></main></body>
</html>
`;
}
