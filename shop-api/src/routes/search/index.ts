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
import { parsedCategories, searchForCategoryItems } from '../../services/catalogue/category-items.js';
import { flagView } from '../../services/catalogue/category-views.js';

// Spec §7 "Marketplace": the three search calls, same paths and bodies as the spec.
export default async function searchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/search/flags',
    { schema: { body: searchFlagsRequestSchema, response: { 200: searchFlagsResponseSchema } } },
    async (request) => {
      const data = await fastify.catalogue.get();
      return data.flags.map((f) => flagView(f, request.body.locale));
    },
  );

  app.post(
    '/search/parsed-categories',
    { schema: { body: parsedCategoriesRequestSchema, response: { 200: parsedCategoriesResponseSchema } } },
    async (request) => parsedCategories(fastify.db, await fastify.catalogue.get(), request.body),
  );

  app.post(
    '/search/searchForCategoryItems',
    {
      schema: {
        body: searchForCategoryItemsRequestSchema,
        response: { 200: searchForCategoryItemsResponseSchema },
      },
    },
    async (request) => {
      const { locale, params } = request.body;
      const flags = params['f.flag_ids'];
      return searchForCategoryItems(fastify.db, await fastify.catalogue.get(), {
        locale,
        flagIds: flags === undefined ? [] : Array.isArray(flags) ? flags : [flags],
        categoryId: params.categoryId,
        limit: params.limit,
        offset: params.offset,
      });
    },
  );
}
