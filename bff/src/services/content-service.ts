import {
  apiError,
  BLOG_PAGE_SIZE,
  type BlogList,
  type BlogPost,
  type ContentIndex,
  type ContentPage,
  type EndpointName,
  type EndpointOutput,
  ERROR_CODES,
  type FaqTopic,
  type FaqTree,
  type LanguageCode,
} from '@storefront/shared-types';
import type { FastifyRequest } from 'fastify';
import type { CachedValue } from '../cache/shared-cache.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import { callContext } from './call-context.js';
import { type EndpointCall, parseAnswer, upstreamCall } from './endpoint-call.js';
import type { ShopServiceDeps } from './shop-service.js';

type SlugKind = 'pages' | 'faq_topics' | 'blog_posts';

/**
 * Content calls (information pages, FAQ, blog), cached per shop site (upstreamHost) + language like the other
 * shared answers. A slug comes from the URL, so caching by it would let anyone fill the cache with made-up slugs:
 * each slug is first checked against the site's content index (itself cached), an unknown one is a 404 without
 * asking the shop, and only content that exists gets an entry. The index is also what the sitemap lists.
 */
export function createContentService({ upstream, cache }: ShopServiceDeps) {
  function load<N extends EndpointName>(request: FastifyRequest, name: N, call: EndpointCall) {
    return async (): Promise<EndpointOutput<N>> =>
      parseAnswer(name, await upstream.send({ ...call, ...callContext(request.variant, request) }));
  }

  function cached<N extends EndpointName>(
    request: FastifyRequest,
    name: N,
    key: string,
    call: EndpointCall,
  ): Promise<CachedValue<EndpointOutput<N>>> {
    return cache.get(`content-${name}`, `${request.variant.upstreamHost}:${key}`, load(request, name, call), {
      deadline: request.pageDeadline,
    });
  }

  function contentIndexEntry(request: FastifyRequest, locale: LanguageCode) {
    return cached(request, 'contentIndex', locale, upstreamCall('contentIndex', { query: { locale } }));
  }

  /** The same 404 the shop answers for a slug it does not have. */
  async function requireSlug(request: FastifyRequest, locale: LanguageCode, kind: SlugKind, slug: string) {
    const index = (await contentIndexEntry(request, locale)).value;
    if (!index[kind].some((entry) => entry.slug === slug)) {
      throw new UpstreamError(apiError(404, ERROR_CODES.NOT_FOUND, `No content with slug ${slug}`));
    }
  }

  return {
    contentIndexEntry,

    async contentIndex(request: FastifyRequest, locale: LanguageCode): Promise<ContentIndex> {
      return (await contentIndexEntry(request, locale)).value;
    },

    async contentPage(
      request: FastifyRequest,
      slug: string,
      locale: LanguageCode,
    ): Promise<CachedValue<ContentPage>> {
      await requireSlug(request, locale, 'pages', slug);
      const call = upstreamCall('contentPage', { params: { '*': slug }, query: { locale } });
      return cached(request, 'contentPage', `${locale}:${slug}`, call);
    },

    faqTree(request: FastifyRequest, locale: LanguageCode): Promise<CachedValue<FaqTree>> {
      return cached(request, 'faqTree', locale, upstreamCall('faqTree', { query: { locale } }));
    },

    async faqTopic(
      request: FastifyRequest,
      slug: string,
      locale: LanguageCode,
    ): Promise<CachedValue<FaqTopic>> {
      await requireSlug(request, locale, 'faq_topics', slug);
      const call = upstreamCall('faqTopic', { params: { '*': slug }, query: { locale } });
      return cached(request, 'faqTopic', `${locale}:${slug}`, call);
    },

    /** A page of the blog; pages past the last one (by the index) are answered by the shop, not cached. */
    async blogList(
      request: FastifyRequest,
      locale: LanguageCode,
      page: number,
    ): Promise<CachedValue<BlogList>> {
      const index = (await contentIndexEntry(request, locale)).value;
      const pages = Math.max(1, Math.ceil(index.blog_posts.length / BLOG_PAGE_SIZE));
      const call = upstreamCall('blogList', { query: { locale, page } });
      if (page > pages) {
        const value = await load(request, 'blogList', call)();
        return { value, json: JSON.stringify(value) };
      }
      return cached(request, 'blogList', `${locale}:${page}`, call);
    },

    async blogPost(
      request: FastifyRequest,
      slug: string,
      locale: LanguageCode,
    ): Promise<CachedValue<BlogPost>> {
      await requireSlug(request, locale, 'blog_posts', slug);
      const call = upstreamCall('blogPost', { params: { '*': slug }, query: { locale } });
      return cached(request, 'blogPost', `${locale}:${slug}`, call);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
