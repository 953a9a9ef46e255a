import type { FastifyInstance } from 'fastify';
import { parsedCategories, searchForCategoryItems } from '../../services/catalogue/category-items.js';
import { flagView } from '../../services/catalogue/category-views.js';
import { registerEndpoint } from '../register-endpoint.js';

// Spec §7 "Marketplace": the three search calls, same paths and bodies as the spec.
export default async function searchRoutes(fastify: FastifyInstance): Promise<void> {
  registerEndpoint(fastify, 'searchFlags', async (_request, { body }) => {
    const data = await fastify.catalogue.get();
    return data.flags.map((f) => flagView(f, body.locale));
  });

  registerEndpoint(fastify, 'parsedCategories', async (_request, { body }) =>
    parsedCategories(fastify.db, await fastify.catalogue.get(), body),
  );

  registerEndpoint(fastify, 'searchForCategoryItems', async (_request, { body }) => {
    const { locale, params } = body;
    const flags = params['f.flag_ids'];
    return searchForCategoryItems(fastify.db, await fastify.catalogue.get(), {
      locale,
      flagIds: flags === undefined ? [] : Array.isArray(flags) ? flags : [flags],
      categoryId: params.categoryId,
      limit: params.limit,
      offset: params.offset,
    });
  });
}
