import { Readable } from 'node:stream';
import {
  type Bootstrap,
  htmlLang,
  type LanguageCode,
  type StoreConfigResponse,
} from '@storefront/shared-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mergeSources, noSources, sentryOrigin } from '../../security/csp.js';
import { WebBuildMissingError, type WebRenderer } from '../../ssr/web-renderer.js';
import type { Variant } from '../../variants/variant.js';
import { inProcessCaller } from '../api/invoke.js';
import { currencyIdFromCookies, sentryBrowserConfig, variantInfo } from './bootstrap.js';
import { escapeHtml } from './html.js';
import { integrationIds, renderIntegrations } from './integrations.js';
import type { PageCache } from './page-cache.js';
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
 * the Location on the page's canonical origin; anything else (or a protocol-relative path) becomes the home page.
 */
export function onSiteLocation(location: string | null, canonicalOrigin: string): string {
  if (!location) return '/';
  try {
    const url = new URL(location, `${canonicalOrigin}/`);
    if (url.origin !== canonicalOrigin) return '/';
    const target = `${url.pathname}${url.search}${url.hash}`;
    return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/';
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
function headInserter(extra: string): TransformStream<string, string> {
  let pending = '';
  let done = extra === '';
  return new TransformStream({
    transform(chunk, controller) {
      if (done) return controller.enqueue(chunk);
      pending += chunk;
      const at = pending.indexOf('</head>');
      if (at === -1) return;
      controller.enqueue(`${pending.slice(0, at)}${extra}${pending.slice(at)}`);
      pending = '';
      done = true;
    },
    flush(controller) {
      if (pending) controller.enqueue(pending);
    },
  });
}

/** The page renderer: the bootstrap data, the web's server render, the integrations, CSP, UTM and caching. */
export function createPageRenderer(
  fastify: FastifyInstance,
  renderer: WebRenderer,
  pageCache: PageCache | null,
  stream: boolean,
) {
  const { config } = fastify;
  const sentry = sentryBrowserConfig(config);
  const sentryConnect = sentryOrigin(sentry?.dsn);

  return async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const { variant } = request;
    const path = normalisePath(request.url);
    const queryStart = request.url.indexOf('?');
    const search = queryStart === -1 ? '' : request.url.slice(queryStart);
    const query = new URLSearchParams(search);
    const locale = pageLocale(path, variant);
    captureUtm(fastify, request, reply, query);

    // Everything the shell needs, in parallel. Translations and the user degrade (§8: missing keys show as keys;
    // a failed user fetch is no user); the store config cannot.
    let storeConfig: StoreConfigResponse;
    let translations: Record<string, string>;
    let user: Bootstrap['user'];
    try {
      [storeConfig, translations, user] = await Promise.all([
        fastify.shop.storeConfig(variant, locale, {
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          request,
        }),
        fastify.shop.translations(variant, locale).catch((err: unknown) => {
          request.log.warn({ err }, 'translations unavailable for the page; keys will show');
          return {};
        }),
        fastify.shop.currentUser(request),
      ]);
    } catch (err) {
      request.log.error({ err }, 'store config unavailable; page not rendered');
      return reply
        .code(503)
        .header('retry-after', '5')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(unavailablePage(variant, locale));
    }

    const currencyId = currencyIdFromCookies(request.cookies);
    const assetOrigins = [
      ...originOf(variant.assets.logo),
      ...variant.assets.heroImages.flatMap(originOf),
      ...variant.assets.benefitIcons.flatMap(originOf),
      ...originOf(storeConfig.site.cdn_logo),
    ];
    const integrationsFor = (nonce: string) =>
      renderIntegrations(integrationIds(storeConfig.site, locale), {
        nonce,
        liveAgentOrigin: config.LIVE_AGENT_ORIGIN,
        user,
      });
    // This page's policy: its nonce and exactly the integrations it loads.
    const applyCsp = () =>
      reply.pageCsp(
        mergeSources(integrationsFor(reply.cspNonce).sources, {
          ...noSources(),
          img: assetOrigins,
          connect: sentryConnect ? [sentryConnect] : [],
        }),
      );
    const send = (status: number, html: string) =>
      reply
        .code(status)
        .header('cache-control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(html);

    // Anonymous pages without a query may come from the short-lived page cache (see page-cache.ts). Not when
    // streaming: a streamed page goes out as it renders, so it could not swap the placeholder nonce for this
    // response's. The white-label brands share a variant code, so the brand and origin are part of the key.
    const cacheKey =
      pageCache && !stream && !request.sessionToken && search === ''
        ? `${variant.code}|${variant.brand ?? ''}|${variant.canonicalOrigin}|${locale}|${currencyId ?? ''}|${path}`
        : null;
    if (cacheKey && pageCache) {
      const cached = pageCache.get(cacheKey, reply.cspNonce);
      if (cached) {
        applyCsp();
        return send(cached.status, cached.html);
      }
    }

    const nonce = cacheKey && pageCache ? pageCache.placeholderNonce : reply.cspNonce;
    const bootstrap: Bootstrap = {
      variant: variantInfo(variant),
      locale,
      storeConfig,
      translations,
      user,
      currencyId,
      sentry,
      verification: verificationTags(fastify, variant),
    };
    const abort = new AbortController();
    request.raw.once('close', () => {
      if (!reply.raw.writableEnded) abort.abort();
    });
    let response: Response;
    try {
      response = await renderer.render({
        url: `${variant.canonicalOrigin}${path}${search}`,
        headers: { 'user-agent': request.headers['user-agent'] ?? '' },
        bootstrap,
        api: inProcessCaller(fastify, request),
        nonce,
        stream,
        signal: abort.signal,
      });
    } catch (err) {
      if (abort.signal.aborted) return reply.code(499).send();
      if (err instanceof WebBuildMissingError) {
        request.log.error(err.message);
        return reply
          .code(503)
          .header('retry-after', '5')
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(notBuiltPage(locale));
      }
      request.log.error({ err }, 'page render failed');
      return reply
        .code(500)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(errorPage(variant, locale, request.id));
    }

    // A guard's redirect (the language prefix, sign-in): a path on this site only.
    if (response.status >= 300 && response.status < 400) {
      return reply
        .code(302)
        .header('cache-control', 'no-store')
        .redirect(onSiteLocation(response.headers.get('location'), variant.canonicalOrigin), 302);
    }
    if (response.status >= 500)
      request.log.error({ statusCode: response.status }, 'page rendered the error screen');
    if (stream && response.body) {
      applyCsp();
      reply
        .code(response.status)
        .header('cache-control', 'private, no-cache')
        .type('text/html; charset=utf-8');
      return reply.send(
        Readable.fromWeb(
          response.body
            .pipeThrough(new TextDecoderStream())
            .pipeThrough(headInserter(integrationsFor(nonce).html)),
        ),
      );
    }
    const html = withHeadHtml(await response.text(), integrationsFor(nonce).html);
    if (cacheKey && pageCache && (response.status === 200 || response.status === 404)) {
      pageCache.set(cacheKey, { status: response.status, html });
    }
    applyCsp();
    return send(response.status, nonce === reply.cspNonce ? html : html.replaceAll(nonce, reply.cspNonce));
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
