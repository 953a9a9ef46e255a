import {
  apiError,
  BLOG_PAGE_SIZE,
  type BlogList,
  type BlogPost,
  type ContentIndex,
  type ContentPage,
  ERROR_CODES,
  type FaqTopic,
  type FaqTree,
  type LanguageCode,
} from '@storefront/shared-types';
import type { FastifyRequest } from 'fastify';
import type { CachedValue } from '../cache/shared-cache.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { ShopServiceDeps } from './shop-deps.js';

type SlugKind = 'pages' | 'faq_topics' | 'blog_posts';

/** The input of a content call by slug: the slug and the language. */
const slugInput = (slug: string, locale: LanguageCode) => ({ params: { '*': slug }, query: { locale } });

/**
 * Content calls (information pages, FAQ, blog), cached per shop site + language like the other shared answers. A
 * slug comes from the URL, so caching by it would let anyone fill the cache with made-up slugs: each slug is first
 * checked against the site's content index (itself cached), an unknown one is a 404 without asking the shop, and
 * only content that exists gets an entry. The index is also what the sitemap lists.
 */
export function createContentService({ callShop, cachedCall }: ShopServiceDeps) {
  function contentIndexEntry(request: FastifyRequest, locale: LanguageCode) {
    return cachedCall(request, 'content-contentIndex', [locale], 'contentIndex', { query: { locale } });
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

    /** Content by slug, once the index has it: one entry per slug that exists. */
    async contentPage(
      request: FastifyRequest,
      slug: string,
      locale: LanguageCode,
    ): Promise<CachedValue<ContentPage>> {
      await requireSlug(request, locale, 'pages', slug);
      return cachedCall(
        request,
        'content-contentPage',
        [locale, slug],
        'contentPage',
        slugInput(slug, locale),
      );
    },

    faqTree(request: FastifyRequest, locale: LanguageCode): Promise<CachedValue<FaqTree>> {
      return cachedCall(request, 'content-faqTree', [locale], 'faqTree', { query: { locale } });
    },

    async faqTopic(
      request: FastifyRequest,
      slug: string,
      locale: LanguageCode,
    ): Promise<CachedValue<FaqTopic>> {
      await requireSlug(request, locale, 'faq_topics', slug);
      return cachedCall(request, 'content-faqTopic', [locale, slug], 'faqTopic', slugInput(slug, locale));
    },

    /** A page of the blog; pages past the last one (by the index) are answered by the shop, not cached. */
    async blogList(
      request: FastifyRequest,
      locale: LanguageCode,
      page: number,
    ): Promise<CachedValue<BlogList>> {
      const index = (await contentIndexEntry(request, locale)).value;
      const pages = Math.max(1, Math.ceil(index.blog_posts.length / BLOG_PAGE_SIZE));
      const input = { query: { locale, page } };
      if (page > pages) {
        const value = await callShop(request, 'blogList', input);
        return { value, json: JSON.stringify(value) };
      }
      return cachedCall(request, 'content-blogList', [locale, page], 'blogList', input);
    },

    async blogPost(
      request: FastifyRequest,
      slug: string,
      locale: LanguageCode,
    ): Promise<CachedValue<BlogPost>> {
      await requireSlug(request, locale, 'blog_posts', slug);
      return cachedCall(request, 'content-blogPost', [locale, slug], 'blogPost', slugInput(slug, locale));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
