// Content of a site (spec §1: information pages, FAQ, blog), per site and language. Bodies travel as HTML the
// shop has already sanitised (it stores Markdown or HTML); the web puts them in the page as they are, so the
// sanitising on the server is what keeps a `<script>` or an `onerror` out of every page.
import { z } from 'zod';
import { BLOG_MAX_PAGE } from './constants.js';
import { languageCodeSchema } from './enums.js';
import { CONTENT_SLUG_MAX_LENGTH, CONTENT_SLUG_PATTERN } from './rules/slug.js';

/** A content slug as a path parameter (`*`): a page may sit at any depth (§2 catch-all). */
export const contentSlugParamsSchema = z.object({
  '*': z.string().min(1).max(CONTENT_SLUG_MAX_LENGTH).regex(CONTENT_SLUG_PATTERN, 'Invalid slug'),
});

export const contentRequestSchema = z.object({ locale: languageCodeSchema });
export type ContentRequest = z.infer<typeof contentRequestSchema>;

/** One heading of a body, for the table of contents: `id` is the anchor the body's heading carries. */
export const tocEntrySchema = z.object({
  id: z.string(),
  text: z.string(),
  level: z.union([z.literal(2), z.literal(3)]),
});
export type TocEntry = z.infer<typeof tocEntrySchema>;

/** An information page: `body` is sanitised HTML whose h2/h3 carry the ids `toc` lists. */
export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.string(),
  toc: z.array(tocEntrySchema),
  /** ISO 8601 date-time of the last change. */
  updated_at: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** A FAQ entry: `slug` is its anchor on the topic page (`/faq/{topic}#{entry}`); `answer` is sanitised HTML. */
export const faqEntrySchema = z.object({
  slug: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const faqTopicSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  entries: z.array(faqEntrySchema),
  updated_at: z.string(),
});
export type FaqTopic = z.infer<typeof faqTopicSchema>;

/** The whole FAQ of a site and language: its topics in order, each with its entries. */
export const faqTreeSchema = z.object({ topics: z.array(faqTopicSchema) });
export type FaqTree = z.infer<typeof faqTreeSchema>;

export const blogListRequestSchema = z.object({
  locale: languageCodeSchema,
  page: z.coerce.number().int().min(1).max(BLOG_MAX_PAGE).default(1),
});
export type BlogListRequest = z.infer<typeof blogListRequestSchema>;

/** A post as the blog list shows it; `cover_image` is a key of the shop's image bucket (shown through /img). */
export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover_image: z.string(),
  author: z.string(),
  /** ISO 8601 date-time. */
  published_at: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** One page of the blog, newest first. */
export const blogListSchema = z.object({
  items: z.array(blogPostSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  /** How many pages there are (0 when the blog has no posts). */
  pages: z.number().int().nonnegative(),
});
export type BlogList = z.infer<typeof blogListSchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  body: z.string(),
  toc: z.array(tocEntrySchema),
  updated_at: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** Everything a site holds in a language, by slug: what the sitemap lists and what the bff checks slugs against. */
export const contentIndexSchema = z.object({
  pages: z.array(z.object({ slug: z.string(), updated_at: z.string() })),
  faq_topics: z.array(z.object({ slug: z.string(), updated_at: z.string() })),
  blog_posts: z.array(z.object({ slug: z.string(), updated_at: z.string() })),
});
export type ContentIndex = z.infer<typeof contentIndexSchema>;
