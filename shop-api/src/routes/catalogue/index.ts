import {
  categoriesRequestSchema,
  categoriesResponseSchema,
  flagsRequestSchema,
  flagsResponseSchema,
  ListingKind,
  productDetailRequestSchema,
  productDetailSchema,
  searchRequestSchema,
  searchResponseSchema,
  slugListRequestSchema,
  slugListResponseSchema,
  slugPagesRequestSchema,
  slugPagesResponseSchema,
} from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryTree, flagView } from '../../services/catalogue/category-views.js';
import { facetedSearch } from '../../services/catalogue/faceted-search.js';
import { productDetail } from '../../services/catalogue/product-detail.js';
import { slugList, slugPages } from '../../services/catalogue/slug-pages.js';

// What the catalogue screens need beyond §7 (the spec leaves these paths open): the category tree and flags by
// locale, product and marketplace-product detail by slug, and the faceted search.
const slugParams = z.object({
  '*': z
    .string()
    .min(1)
    .max(300)
    .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'lower-case slug segments separated by /'),
});

export default async function catalogueRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/catalogue/categories',
    { schema: { querystring: categoriesRequestSchema, response: { 200: categoriesResponseSchema } } },
    async (request) => categoryTree(await fastify.catalogue.get(), request.query.locale),
  );

  app.get(
    '/catalogue/flags',
    { schema: { querystring: flagsRequestSchema, response: { 200: flagsResponseSchema } } },
    async (request) => (await fastify.catalogue.get()).flags.map((f) => flagView(f, request.query.locale)),
  );

  // Product slugs span several segments (`nordtech/smartphone-n123-42`), hence the wildcard.
  app.get(
    '/catalogue/products/*',
    {
      schema: {
        params: slugParams,
        querystring: productDetailRequestSchema,
        response: { 200: productDetailSchema },
      },
    },
    async (request) =>
      productDetail(
        fastify.db,
        await fastify.catalogue.get(),
        ListingKind.PRODUCTS,
        request.params['*'],
        request.query.locale,
      ),
  );

  app.get(
    '/catalogue/marketplace-products/*',
    {
      schema: {
        params: slugParams,
        querystring: productDetailRequestSchema,
        response: { 200: productDetailSchema },
      },
    },
    async (request) =>
      productDetail(
        fastify.db,
        await fastify.catalogue.get(),
        ListingKind.OFFERS,
        request.params['*'],
        request.query.locale,
      ),
  );

  // The hottest route: its answer is built by typed code from the shared types and checked against the schema
  // by the tests, so it is serialised with plain JSON.stringify rather than re-validated on every request.
  app.post(
    '/catalogue/search',
    {
      schema: { body: searchRequestSchema, response: { 200: searchResponseSchema } },
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => facetedSearch(fastify.db, await fastify.catalogue.get(), request.body),
  );

  // Sitemaps: where each page of listings starts, and one page of slugs (keyset-paged, so deep pages cost the same).
  app.get(
    '/catalogue/slug-pages',
    { schema: { querystring: slugPagesRequestSchema, response: { 200: slugPagesResponseSchema } } },
    async (request) => slugPages(fastify.db, request.query),
  );

  app.get(
    '/catalogue/slugs',
    { schema: { querystring: slugListRequestSchema, response: { 200: slugListResponseSchema } } },
    async (request) => slugList(fastify.db, request.query),
  );
}
