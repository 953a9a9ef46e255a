import type { LanguageCode } from '@storefront/shared-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestHost } from '../../services/config/site-resolver.js';
import { blogList, blogPost } from '../../services/content/blog.js';
import { contentIndex } from '../../services/content/content-index.js';
import { contentPage } from '../../services/content/content-pages.js';
import { contentScope } from '../../services/content/content-scope.js';
import { faqTopic, faqTree } from '../../services/content/faq.js';
import { registerEndpoint } from '../register-endpoint.js';

// Content of the site the host names (spec §1: information pages, FAQ, blog), in the language asked for. Bodies
// leave here sanitised (services/content/render-body.ts).
export default async function contentRoutes(fastify: FastifyInstance): Promise<void> {
  const scope = (request: FastifyRequest, locale: LanguageCode) =>
    contentScope(fastify.db, requestHost(request.headers), locale);

  registerEndpoint(fastify, 'contentPage', async (request, { params, query }) =>
    contentPage(fastify.db, await scope(request, query.locale), params['*']),
  );
  registerEndpoint(fastify, 'faqTree', async (request, { query }) =>
    faqTree(fastify.db, await scope(request, query.locale)),
  );
  registerEndpoint(fastify, 'faqTopic', async (request, { params, query }) =>
    faqTopic(fastify.db, await scope(request, query.locale), params['*']),
  );
  registerEndpoint(fastify, 'blogList', async (request, { query }) =>
    blogList(fastify.db, await scope(request, query.locale), query.page),
  );
  registerEndpoint(fastify, 'blogPost', async (request, { params, query }) =>
    blogPost(fastify.db, await scope(request, query.locale), params['*']),
  );
  registerEndpoint(fastify, 'contentIndex', async (request, { query }) =>
    contentIndex(fastify.db, await scope(request, query.locale)),
  );
}
