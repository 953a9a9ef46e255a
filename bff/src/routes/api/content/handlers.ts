import type { FastifyInstance } from 'fastify';
import { cachedAnswer, type TaggedHandlers } from '../api-handler.js';

/** Content (information pages, FAQ, blog): cached per site and language; slugs checked against the site's index. */
export function contentHandlers(fastify: FastifyInstance): TaggedHandlers<'content'> {
  const { shop } = fastify;
  return {
    contentPage: cachedAnswer(({ request, input: { params, query } }) =>
      shop.contentPage(request, params['*'], query.locale),
    ),
    faqTree: cachedAnswer(({ request, input }) => shop.faqTree(request, input.query.locale)),
    faqTopic: cachedAnswer(({ request, input: { params, query } }) =>
      shop.faqTopic(request, params['*'], query.locale),
    ),
    blogList: cachedAnswer(({ request, input }) =>
      shop.blogList(request, input.query.locale, input.query.page),
    ),
    blogPost: cachedAnswer(({ request, input: { params, query } }) =>
      shop.blogPost(request, params['*'], query.locale),
    ),
  };
}
