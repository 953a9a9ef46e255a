import type { FastifyInstance, FastifyReply } from 'fastify';
import { robotsTxt } from './robots.js';
import { LISTING_PARTS, type ListingPartName, listingPaths, pagePaths, partNames } from './sitemap-parts.js';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml.js';

/** Crawlers read these rarely and the slug lists behind them are cached; an hour in shared caches is plenty. */
const CACHE_CONTROL = 'public, max-age=3600';

const PART = /^(pages|products-[1-9]\d{0,5}|offers-[1-9]\d{0,5})\.xml$/;

function sendXml(reply: FastifyReply, xml: string) {
  return reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
}

// robots.txt and the sitemaps of the request's variant. Every URL in them is on the variant's canonical origin,
// never the request's Host. /sitemap.xml is an index: `pages` (home, information pages, blog, categories), then
// the products and the marketplace products in parts of SITEMAP_PART_SIZE.
export default async function seoRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.get('/robots.txt', async (request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(request.variant)),
  );

  fastify.get('/sitemap.xml', async (request, reply) => {
    const { canonicalOrigin } = request.variant;
    const names = await partNames(request, fastify);
    return sendXml(reply, sitemapIndexXml(names.map((name) => `${canonicalOrigin}/sitemaps/${name}.xml`)));
  });

  fastify.get<{ Params: { part: string } }>('/sitemaps/:part', async (request, reply) => {
    const match = PART.exec(request.params.part);
    if (!match?.[1]) return reply.callNotFound();
    const { variant } = request;
    if (match[1] === 'pages') {
      return sendXml(reply, urlSetXml(variant, await pagePaths(fastify, request, variant.defaultLanguage)));
    }
    const [name, number] = match[1].split('-') as [ListingPartName, string];
    if (!(name in LISTING_PARTS)) return reply.callNotFound();
    const paths = await listingPaths(fastify, request, name, Number(number));
    if (paths === null) return reply.callNotFound();
    return sendXml(reply, urlSetXml(variant, paths));
  });
}
