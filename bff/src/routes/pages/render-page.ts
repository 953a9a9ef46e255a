import {
  type Bootstrap,
  heroImageAttributes,
  htmlLang,
  imageUrl,
  isNoindex,
  isNoindexPath,
  type LanguageCode,
  pageTitle,
  type StoreConfigResponse,
} from '@storefront/shared-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mergeSources, noSources, sentryOrigin } from '../../security/csp.js';
import type { Variant } from '../../variants/variant.js';
import { currencyIdFromCookies, renderBootstrap, sentryBrowserConfig, variantInfo } from './bootstrap.js';
import { catalogueHead } from './catalogue-head.js';
import { isHomePath, renderFirstPaint } from './first-paint.js';
import { renderHead } from './head.js';
import { escapeHtml } from './html.js';
import { integrationIds, renderIntegrations } from './integrations.js';
import { prefetchableListing, prefetchListing } from './listing-prefetch.js';
import { alternates, localisedUrl, normalisePath, pageLocale } from './page-url.js';
import type { RenderPage } from './template.js';
import { captureUtm } from './utm.js';

/** Translation key of the page description (meta description and og:description); the shop seeds it. */
const DESCRIPTION_KEY = 'meta.description';

/** An absolute URL for a site-relative asset, on the variant's canonical origin. */
function absolute(variant: Variant, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${variant.canonicalOrigin}${url}`;
}

/**
 * The link-preview image: the brand's first hero image (else its logo) through the bff's resizer as a 1200 × 630
 * JPEG, the size and format link previews expect (they do not read SVG). An image the resizer does not serve
 * (another site's URL) is linked as it is.
 */
function socialImage(variant: Variant): string {
  const asset = variant.assets.heroImages[0] ?? variant.assets.logo;
  if (/^https?:\/\//.test(asset)) return asset;
  try {
    return absolute(variant, imageUrl(asset, { f: 'jpeg', fit: 'cover', w: 1200, h: 630 }));
  } catch {
    return absolute(variant, asset);
  }
}

function originOf(url: string): string[] {
  return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
}

function verificationTags(fastify: FastifyInstance, variant: Variant) {
  const { config, variants } = fastify;
  const tags: { name: string; content: string }[] = [];
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

/** Builds the page renderer: the template plus the per-request head, bootstrap, CSP and UTM capture. */
export function createPageRenderer(fastify: FastifyInstance, template: () => Promise<RenderPage>) {
  const { config } = fastify;
  const sentry = sentryBrowserConfig(config);
  const sentryConnect = sentryOrigin(sentry?.dsn);

  return async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const { variant } = request;
    const path = normalisePath(request.url);
    const queryStart = request.url.indexOf('?');
    const query = new URLSearchParams(queryStart === -1 ? '' : request.url.slice(queryStart + 1));
    const locale = pageLocale(path, variant);
    const nonce = reply.cspNonce;

    captureUtm(fastify, request, reply, query);
    // A product or category page's own head: looked up alongside the shared calls below, awaited after them.
    const catalogue = catalogueHead(fastify, request, path, locale);

    // Everything the first render needs, in parallel: no waterfall of calls on the client. Translations and
    // the user degrade (§8: missing keys show as keys; a failed user fetch is no user); the store config cannot.
    const storeConfigLoad = fastify.shop.storeConfig(variant, locale, {
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      request,
    });
    // A listing's first page needs the language's default sort from the store config (cached: no wait).
    const listing = prefetchableListing(path, query);
    const listingLoad = listing
      ? storeConfigLoad.then(
          (config) => prefetchListing(fastify, request, listing, locale, config),
          () => null,
        )
      : null;
    let storeConfig: StoreConfigResponse;
    let translations: Record<string, string>;
    let user: Bootstrap['user'];
    try {
      [storeConfig, translations, user] = await Promise.all([
        storeConfigLoad,
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

    const integrations = renderIntegrations(integrationIds(storeConfig.site, locale), {
      nonce,
      liveAgentOrigin: config.LIVE_AGENT_ORIGIN,
      user,
    });
    const siteName = storeConfig.site.name || variant.name;
    // Catalogue pages get their product's or category's title here. Other routes' titles need the web's route
    // table: the server writes the site's title and the web's head sync adds the page part (§2 rule, same
    // function) as soon as it runs.
    const pageHead = await catalogue;
    const listingData = await listingLoad;
    const found = pageHead?.found ? pageHead : null;
    const title = pageTitle(found?.title ?? null, siteName, variant.theme);
    const canonical = localisedUrl(variant, path, locale);
    const ogImage = found?.ogImage ?? socialImage(variant);

    const head = renderHead({
      title,
      description: found?.description || translations[DESCRIPTION_KEY]?.trim() || siteName,
      canonical,
      ogImage,
      ogType: found?.ogType,
      structuredData: found?.structuredData?.({ nonce, storeConfig, url: canonical }),
      noindex: isNoindex(query) || isNoindexPath(path),
      alternates: alternates(variant, path),
      verification: verificationTags(fastify, variant),
      integrations: integrations.html,
      // What the first screen shows, with the URLs its <img> elements will ask for: the home page's hero, a
      // listing's first items.
      preloadImages: isHomePath(path)
        ? [heroImageAttributes(variant.assets.heroImages[0])].filter((image) => image !== null)
        : (listingData?.preloadImages ?? []),
    });
    // The app renders from this, and so does the first paint the server puts in #root.
    const data: Bootstrap = {
      variant: variantInfo(variant),
      locale,
      storeConfig,
      translations,
      user,
      currencyId: currencyIdFromCookies(request.cookies),
      sentry,
      ...(listingData ? { prefetched: listingData.prefetched } : {}),
    };
    const bootstrap = renderBootstrap(data, nonce);

    const assetOrigins = [
      ...originOf(variant.assets.logo),
      ...variant.assets.heroImages.flatMap(originOf),
      ...variant.assets.benefitIcons.flatMap(originOf),
      ...originOf(storeConfig.site.cdn_logo),
    ];
    const sources = mergeSources(integrations.sources, {
      ...noSources(),
      img: assetOrigins,
      connect: sentryConnect ? [sentryConnect] : [],
    });
    // This page's policy: its nonce and exactly the integrations it loads.
    reply.pageCsp(sources);

    const render = await template();
    const htmlAttributes: Record<string, string> = {
      lang: htmlLang(locale),
      'data-variant': variant.code,
      'data-theme': variant.theme,
      ...(variant.brand !== null ? { 'data-brand': String(variant.brand) } : {}),
    };
    // An unknown product or category still gets the app (it shows the 404 page), with the status a crawler reads.
    return reply
      .code(pageHead?.found === false ? 404 : 200)
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(
        render({
          htmlAttributes,
          head,
          firstPaint: renderFirstPaint(data, path),
          bootstrap,
          nonce,
        }),
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
