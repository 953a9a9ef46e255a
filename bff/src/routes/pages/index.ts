import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isSupportedLanguage } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { pickEncoding } from '../../lib/encoded-body.js';
import { builtWebRenderer, lazyWebRenderer, type WebRenderer } from '../../ssr/web-renderer.js';
import { assetCacheOptions, isAssetPath } from './assets.js';
import { tooLongPage } from './fallback-pages.js';
import { createPageCache } from './page-cache.js';
import { acceptsHtml, isApiPath, normalisePath, pageLocale } from './page-url.js';
import { DEFAULT_WEB_DIST_DIR, SITE_ASSETS_DIR, SITE_ASSETS_PREFIX, WEB_ROOT_DIR } from './paths.js';
import { createPageRenderer } from './render-page.js';
import {
  encodedTranslations,
  parseTranslationsFileName,
  TRANSLATIONS_PREFIX,
  translationsFile,
} from './translations-file.js';

/**
 * The longest page address (path and query) rendered. A link a shopper can share is far shorter (a listing with
 * twenty filters is about 2 KB); past this the router's canonical redirect would echo it back, encoded longer
 * still, in a Location header proxies and clients refuse (Node's own limit is 16 KB of headers).
 */
export const MAX_PAGE_URL_LENGTH = 4_096;

// Every GET that is not an /api call, a health route or a file is a page: the web's React tree rendered on the
// server for the request's variant (see render-page.ts). Files of the web build and the site assets are served as
// files. Register last: the wildcard only catches what no other route matched.
export interface PagesOptions {
  /** Tests render with their own; otherwise the web's build (or Vite in development). */
  webRenderer?: WebRenderer | undefined;
}

export default async function pages(fastify: FastifyInstance, opts: PagesOptions) {
  const { config } = fastify;
  const webDist = config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR;

  // reply.sendFile for the web build (no route of its own: the wildcard below decides what is a file).
  // preCompressed: the web build writes .br/.gz beside each asset; they are sent when the browser accepts them.
  await fastify.register(fastifyStatic, {
    root: resolve(webDist, 'client'),
    serve: false,
    index: false,
    suppressWarning: true,
    preCompressed: true,
  });
  // Brand logos, hero images and benefit icons; not content-hashed, so cached for a day rather than forever.
  await fastify.register(fastifyStatic, {
    root: SITE_ASSETS_DIR,
    prefix: SITE_ASSETS_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });

  // Development renders through Vite (it must hook into the server now); otherwise the built server bundle is
  // loaded on the first page, so the API, health and tests that render no page never need a build.
  let renderer: WebRenderer;
  if (opts.webRenderer) renderer = opts.webRenderer;
  else if (config.WEB_DEV_SERVER) {
    // Only development loads Vite (a dev dependency).
    const { viteWebRenderer } = await import('../../ssr/vite-renderer.js');
    renderer = await viteWebRenderer(fastify, WEB_ROOT_DIR);
  } else renderer = lazyWebRenderer(() => builtWebRenderer(webDist));
  fastify.addHook('onClose', () => renderer.close());
  const renderPage = createPageRenderer(
    fastify,
    renderer,
    // In development an edit must show on the next reload, so nothing is kept.
    config.WEB_DEV_SERVER
      ? null
      : createPageCache({ ttlMs: config.PAGE_CACHE_TTL_MS, maxEntries: config.PAGE_CACHE_MAX_ENTRIES }),
    config.PAGE_RENDER_STREAM,
  );

  // A page's translations (translations-file.ts): the current file of the page's site and language. A name with
  // an old hash still gets the current texts, only not kept (a page rendered before the texts changed).
  fastify.get(`${TRANSLATIONS_PREFIX}:file`, async (request, reply) => {
    const asked = parseTranslationsFileName((request.params as { file: string }).file);
    const { variant } = request;
    if (!asked || !isSupportedLanguage(asked.locale, variant.languages)) return reply.callNotFound();
    const file = translationsFile(await fastify.shop.translationsEntry(request, asked.locale, 'server'));
    const body = await encodedTranslations(file);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    // Already compressed: the compression plugin leaves a body with a content-encoding as it is.
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .type('application/json; charset=utf-8')
      .header('vary', 'accept-encoding')
      .header(
        'cache-control',
        file.hash === asked.hash
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      )
      .send(body[encoding]);
  });

  fastify.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // An unknown API path is the API's 404 (JSON), never a page.
    if (isApiPath(path)) return reply.callNotFound();
    if (isAssetPath(path)) {
      const file = (request.params as { '*': string })['*'];
      // A missing file is a 404, not a page: a stale chunk must fail loudly (§8 update notice).
      return reply.sendFile(file, assetCacheOptions(path));
    }
    if (request.url.length > MAX_PAGE_URL_LENGTH) {
      // A browser is told so on a page of the site; any other client gets the one error shape naming `url`.
      if (acceptsHtml(request.headers)) {
        const locale = pageLocale(normalisePath(request.url), request.variant);
        return reply
          .code(414)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(tooLongPage(request.variant, locale));
      }
      throw Object.assign(new Error(`Invalid request: url (longer than ${MAX_PAGE_URL_LENGTH} characters)`), {
        statusCode: 414,
        fields: { url: `Longer than ${MAX_PAGE_URL_LENGTH} characters` },
      });
    }
    return renderPage(request, reply);
  });
}
