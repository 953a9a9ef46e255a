import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { assetCacheOptions, isAssetPath } from './assets.js';
import { DEFAULT_WEB_DIST_DIR, SITE_ASSETS_DIR, SITE_ASSETS_PREFIX } from './paths.js';
import { createPageRenderer } from './render-page.js';
import { createTemplateSource } from './template.js';

// Every GET that is not an /api call, a health route or a file gets the web app's index.html with a head and
// bootstrap made for the request's variant; files of the web build and the site assets are served as files.
// Register last: the wildcard only catches what no other route matched.
//
// A path without a language prefix is answered as it is (in the variant's default language, canonical on the
// prefixed URL), not redirected: the web's locale guard adds the prefix, and only it knows the routes that may go
// without one (status) and the language the visitor is in now. No Location header is ever built here, so the
// request's Host cannot leak into one.
export default async function pages(fastify: FastifyInstance) {
  const { config } = fastify;
  const webDist = config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR;

  // reply.sendFile for the web build (no route of its own: the wildcard below decides what is a file).
  // preCompressed: the web build writes .br/.gz beside each asset; they are sent when the browser accepts them.
  await fastify.register(fastifyStatic, {
    root: webDist,
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

  const renderPage = createPageRenderer(
    fastify,
    createTemplateSource(webDist, { watch: config.NODE_ENV !== 'production' }),
  );

  fastify.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // An unknown API path is the API's 404 (JSON), never a page.
    if (path === '/api' || path.startsWith('/api/')) return reply.callNotFound();
    if (isAssetPath(path)) {
      const file = (request.params as { '*': string })['*'];
      // A missing file is a 404, not the app's HTML: a stale chunk must fail loudly (§8 update notice).
      return reply.sendFile(file, assetCacheOptions(path));
    }
    return renderPage(request, reply);
  });
}
