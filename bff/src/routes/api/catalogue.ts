import {
  categoriesRequestSchema,
  categoriesResponseSchema,
  flagsRequestSchema,
  flagsResponseSchema,
  productDetailRequestSchema,
  productDetailSchema,
  searchRequestSchema,
  searchResponseSchema,
} from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJson } from './send-json.js';

/** A product slug: one or more path segments of URL-safe characters, bounded so it cannot be abused. */
export const PRODUCT_SLUG = /^[\w.~-]+(\/[\w.~-]+)*$/;
export const PRODUCT_SLUG_MAX_LENGTH = 300;
const slugParams = z.object({
  '*': z.string().min(1).max(PRODUCT_SLUG_MAX_LENGTH).regex(PRODUCT_SLUG, 'Invalid slug'),
});

// The store-wide catalogue calls (the paths §7 leaves open; the shop-api defines them under /api/catalogue).
export default async function catalogueRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/catalogue/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Category tree of a language (cached)',
        querystring: categoriesRequestSchema,
        response: { 200: categoriesResponseSchema },
      },
    },
    async (request, reply) =>
      sendJson(reply, (await fastify.shop.categoriesEntry(request, request.query.locale)).json),
  );

  app.get(
    '/catalogue/flags',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'All flags of a language (cached)',
        querystring: flagsRequestSchema,
        response: { 200: flagsResponseSchema },
      },
    },
    async (request, reply) =>
      sendJson(reply, (await fastify.shop.catalogueFlagsEntry(request, request.query.locale)).json),
  );

  app.get(
    '/catalogue/products/*',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Product detail (multi-segment slug)',
        params: slugParams,
        querystring: productDetailRequestSchema,
        response: { 200: productDetailSchema },
      },
    },
    async (request) => fastify.shop.product(request, 'products', request.params['*'], request.query.locale),
  );

  app.get(
    '/catalogue/marketplace-products/*',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Marketplace product detail (multi-segment slug)',
        params: slugParams,
        querystring: productDetailRequestSchema,
        response: { 200: productDetailSchema },
      },
    },
    async (request) =>
      fastify.shop.product(request, 'marketplace-products', request.params['*'], request.query.locale),
  );

  app.post(
    '/catalogue/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Faceted search of products or marketplace offers',
        body: searchRequestSchema,
        response: { 200: searchResponseSchema },
      },
      // The listing's hot path: normalise() has already parsed the shop's answer with this same schema (unknown
      // fields stripped), so checking it again while serialising would only add time to every listing call.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => fastify.shop.search(request, request.body),
  );
}
