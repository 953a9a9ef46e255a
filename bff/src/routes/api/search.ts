import {
  parsedCategoriesRequestSchema,
  parsedCategoriesResponseSchema,
  searchFlagsRequestSchema,
  searchFlagsResponseSchema,
  searchForCategoryItemsRequestSchema,
  searchForCategoryItemsResponseSchema,
} from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendJson } from './send-json.js';

// §7 "Marketplace" calls, same paths and bodies as the shop's.
export default async function searchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/search/flags',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Flags of a language (cached; §8: a failure answers an empty list)',
        body: searchFlagsRequestSchema,
        response: { 200: searchFlagsResponseSchema },
      },
    },
    async (request, reply) => sendJson(reply, (await fastify.shop.searchFlags(request, request.body)).json),
  );

  app.post(
    '/search/parsed-categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories holding products that match the search text',
        body: parsedCategoriesRequestSchema,
        response: { 200: parsedCategoriesResponseSchema },
      },
    },
    async (request) => fastify.shop.parsedCategories(request, request.body),
  );

  app.post(
    '/search/searchForCategoryItems',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Items of a flag or category (e.g. an offer’s 5 images)',
        body: searchForCategoryItemsRequestSchema,
        response: { 200: searchForCategoryItemsResponseSchema },
      },
    },
    async (request) => fastify.shop.searchForCategoryItems(request, request.body),
  );
}
