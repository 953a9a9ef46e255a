import { ListingKind } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { categoryTree, flagView } from '../../services/catalogue/category-views.js';
import { facetedSearch } from '../../services/catalogue/faceted-search.js';
import { productDetail } from '../../services/catalogue/product-detail.js';
import { slugList, slugPages } from '../../services/catalogue/slug-pages.js';
import { registerEndpoint } from '../register-endpoint.js';

// What the catalogue screens need beyond §7 (the spec leaves these paths open): the category tree and flags by
// locale, product and marketplace-product detail by slug (the contract's multi-segment `*`), and the search.
export default async function catalogueRoutes(fastify: FastifyInstance): Promise<void> {
  registerEndpoint(fastify, 'categories', async (_request, { query }) =>
    categoryTree(await fastify.catalogue.get(), query.locale),
  );

  registerEndpoint(fastify, 'catalogueFlags', async (_request, { query }) =>
    (await fastify.catalogue.get()).flags.map((f) => flagView(f, query.locale)),
  );

  registerEndpoint(fastify, 'product', async (_request, { params, query }) =>
    productDetail(fastify.db, await fastify.catalogue.get(), ListingKind.PRODUCTS, params['*'], query.locale),
  );

  registerEndpoint(fastify, 'marketplaceProduct', async (_request, { params, query }) =>
    productDetail(fastify.db, await fastify.catalogue.get(), ListingKind.OFFERS, params['*'], query.locale),
  );

  // The hottest route: its answer is built by typed code from the shared types and checked against the schema
  // by the tests, so it is serialised with plain JSON.stringify rather than re-validated on every request.
  registerEndpoint(
    fastify,
    'search',
    async (_request, { body }) => facetedSearch(fastify.db, await fastify.catalogue.get(), body),
    { serializerCompiler: () => (data) => JSON.stringify(data) },
  );

  // Sitemaps: where each page of listings starts, and one page of slugs (keyset-paged, so deep pages cost the same).
  registerEndpoint(fastify, 'slugPages', (_request, { query }) => slugPages(fastify.db, query));
  registerEndpoint(fastify, 'slugList', (_request, { query }) => slugList(fastify.db, query));
}
