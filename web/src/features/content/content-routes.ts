import { type Bootstrap, isContentSlug, type LanguageCode } from '@storefront/shared-types';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { pageLanguage, pathLanguage } from '@/lib/page-language';
import type { RouterContext } from '@/lib/router-context';
import { blogListQueryOptions, blogPostQueryOptions } from './api/get-blog';
import { contentPageQueryOptions } from './api/get-content-page';
import { faqTopicQueryOptions, faqTreeQueryOptions } from './api/get-faq';
import { articleStructuredData, canonicalUrl, contentHead, faqStructuredData } from './content-head';
import { loadOrNotFound } from './load-content';

// The loaders and heads of the content routes: each loader fills the query cache (the page's title from the shop,
// a 404 for content the site does not have), each head reads the same cache entry.

type HeadContext = { bootstrap: Bootstrap; queryClient: QueryClient };
type HeadInput = { pathname: string; context: HeadContext };

function headLanguage({ pathname, context }: HeadInput): LanguageCode {
  return pathLanguage(pathname, context.bootstrap);
}

/** A slug no content can have is the 404 page at once, with no call the bff would refuse (and the console log). */
function contentSlugOrNotFound(slug: string | undefined): string {
  if (!slug || !isContentSlug(slug)) throw notFound();
  return slug;
}

export async function loadContentPage(
  context: RouterContext,
  maybeSlug: string | undefined,
  prefix?: string,
) {
  const slug = contentSlugOrNotFound(maybeSlug);
  const page = await loadOrNotFound(() =>
    context.queryClient.ensureQueryData(contentPageQueryOptions(slug, pageLanguage(context, prefix))),
  );
  return { pageTitle: page.title };
}

export function contentPageHead(input: HeadInput, slug: string | undefined) {
  if (!slug) return {};
  const page = input.context.queryClient.getQueryData(
    contentPageQueryOptions(slug, headLanguage(input)).queryKey,
  );
  return page ? contentHead({ description: page.description, context: input.context }) : {};
}

export async function loadFaqTree(context: RouterContext, prefix?: string) {
  await loadOrNotFound(() =>
    context.queryClient.ensureQueryData(faqTreeQueryOptions(pageLanguage(context, prefix))),
  );
  return {};
}

export function faqTreeHead(input: HeadInput) {
  const tree = input.context.queryClient.getQueryData(faqTreeQueryOptions(headLanguage(input)).queryKey);
  if (!tree) return {};
  const description = tree.topics.map((topic) => topic.title).join(' · ');
  return contentHead({ description, jsonLd: faqStructuredData(tree.topics), context: input.context });
}

export async function loadFaqTopic(context: RouterContext, maybeSlug: string, prefix?: string) {
  const slug = contentSlugOrNotFound(maybeSlug);
  const topic = await loadOrNotFound(() =>
    context.queryClient.ensureQueryData(faqTopicQueryOptions(slug, pageLanguage(context, prefix))),
  );
  return { pageTitle: topic.title };
}

export function faqTopicHead(input: HeadInput, slug: string) {
  const topic = input.context.queryClient.getQueryData(
    faqTopicQueryOptions(slug, headLanguage(input)).queryKey,
  );
  if (!topic) return {};
  return contentHead({
    description: topic.description,
    jsonLd: faqStructuredData([topic]),
    context: input.context,
  });
}

export async function loadBlogList(context: RouterContext, page: number, prefix?: string) {
  const list = await loadOrNotFound(() =>
    context.queryClient.ensureQueryData(blogListQueryOptions(pageLanguage(context, prefix), page)),
  );
  // A page past the last one is not a page of the blog.
  if (page > 1 && list.items.length === 0) throw notFound();
  return {};
}

export function blogListHead(input: HeadInput, page: number) {
  const list = input.context.queryClient.getQueryData(
    blogListQueryOptions(headLanguage(input), page).queryKey,
  );
  const first = list?.items[0];
  return first ? contentHead({ image: first.cover_image, context: input.context }) : {};
}

export async function loadBlogPost(context: RouterContext, maybeSlug: string, prefix?: string) {
  const slug = contentSlugOrNotFound(maybeSlug);
  const post = await loadOrNotFound(() =>
    context.queryClient.ensureQueryData(blogPostQueryOptions(slug, pageLanguage(context, prefix))),
  );
  return { pageTitle: post.title };
}

export function blogPostHead(input: HeadInput, slug: string) {
  const post = input.context.queryClient.getQueryData(
    blogPostQueryOptions(slug, headLanguage(input)).queryKey,
  );
  if (!post) return {};
  return contentHead({
    description: post.excerpt,
    image: post.cover_image,
    type: 'article',
    jsonLd: articleStructuredData(post, canonicalUrl(input.pathname, input.context), input.context),
    context: input.context,
  });
}
