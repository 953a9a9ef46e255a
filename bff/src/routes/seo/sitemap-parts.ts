import { type Category, type LanguageCode, ListingKind, SITEMAP_MAX_URLS } from '@storefront/shared-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { safePath } from './sitemap-xml.js';

/**
 * URLs per product part. The protocol allows 50,000; with a hreflang alternate per language every URL carries
 * up to five links, so a 50,000-URL part would be tens of megabytes. 10,000 keeps a part a few megabytes and
 * quick to build, at the price of more entries in the index (13 for 100,000 products and 25,000 offers).
 */
export const SITEMAP_PART_SIZE = 10_000;
if (SITEMAP_PART_SIZE > SITEMAP_MAX_URLS) throw new Error('a sitemap part may hold at most 50,000 URLs');

/** Site pages that are always there (home and the listings); content pages come from the shop's content index. */
export const STATIC_PATHS = ['/', '/marketplace', '/dealzone'] as const;

/** The listing kinds with parts of their own, by the name their parts carry, and their page path. */
export const LISTING_PARTS = {
  products: { kind: ListingKind.PRODUCTS, prefix: '/p' },
  offers: { kind: ListingKind.OFFERS, prefix: '/market/product' },
} as const;
export type ListingPartName = keyof typeof LISTING_PARTS;

// The schema's recursive getter leaves `children` loosely typed; the parsed tree holds categories all the way down.
const flatten = (nodes: Category[]): Category[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children as Category[])]);

/**
 * The `pages` part: home, the listings, the information pages, FAQ topics and blog posts the site has (its content
 * index, so the sitemap lists exactly the content that exists: /faq and /blog only when they hold something), and
 * every category.
 */
export async function pagePaths(
  fastify: FastifyInstance,
  request: FastifyRequest,
  locale: LanguageCode,
): Promise<string[]> {
  const [content, categories] = await Promise.all([
    fastify.shop.contentIndex(request, locale),
    fastify.shop.categoriesEntry(request, locale),
  ]);
  const contentPaths = content.pages.flatMap((page) => safePath('', page.slug) ?? []);
  const faqPaths =
    content.faq_topics.length > 0
      ? ['/faq', ...content.faq_topics.flatMap((topic) => safePath('/faq', topic.slug) ?? [])]
      : [];
  const blogPaths =
    content.blog_posts.length > 0
      ? ['/blog', ...content.blog_posts.flatMap((post) => safePath('/blog', post.slug) ?? [])]
      : [];
  const categoryPaths = flatten(categories.value).flatMap((c) =>
    c.slug ? (safePath('/c', c.slug) ?? []) : [],
  );
  return [...STATIC_PATHS, ...contentPaths, ...faqPaths, ...blogPaths, ...categoryPaths];
}

/** The names of every part, in index order: `pages`, then `products-1` … and `offers-1` …. */
export async function partNames(request: FastifyRequest, fastify: FastifyInstance): Promise<string[]> {
  const kinds = Object.entries(LISTING_PARTS);
  const pages = await Promise.all(
    kinds.map(([, { kind }]) => fastify.shop.slugPages(request, kind, SITEMAP_PART_SIZE)),
  );
  return [
    'pages',
    ...kinds.flatMap(([name], index) => (pages[index]?.starts ?? []).map((_, n) => `${name}-${n + 1}`)),
  ];
}

/** The paths of listing part `number` (1-based) of a kind; null when there is no such part. */
export async function listingPaths(
  fastify: FastifyInstance,
  request: FastifyRequest,
  name: ListingPartName,
  number: number,
): Promise<string[] | null> {
  const { kind, prefix } = LISTING_PARTS[name];
  const { starts } = await fastify.shop.slugPages(request, kind, SITEMAP_PART_SIZE);
  const from = starts[number - 1];
  if (from === undefined) return null;
  const { slugs } = await fastify.shop.slugList(request, kind, from, SITEMAP_PART_SIZE);
  return slugs.flatMap((slug) => safePath(prefix, slug) ?? []);
}
