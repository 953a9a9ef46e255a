import { BLOG_PAGE_SIZE, type BlogList, type BlogPost, type BlogPostSummary } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { notFound } from '../../plugins/error-handler.js';
import { type ContentScope, isoDate, localised } from './content-scope.js';
import { type BodyFormat, renderBody } from './render-body.js';

interface PostRow {
  slug: string;
  title: string;
  excerpt: string;
  cover_image: string | null;
  author: string;
  published_at: Date | string;
  updated_at: Date | string | null;
  total?: number;
}

/** A post without a cover of its own shows the blog's default one (every post has a picture in the list). */
export const DEFAULT_BLOG_COVER = 'blog/default.png';

const SUMMARY_COLUMNS = `slug, ${localised('title', '$2')} AS title, ${localised('excerpt', '$2')} AS excerpt,
  cover_image, author, published_at, updated_at`;
/** Posts for every site and the site's own (`$1`), published by now. */
const VISIBLE = '(site_id IS NULL OR site_id = $1) AND published_at <= now()';

function summary(row: PostRow): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover_image: row.cover_image ?? DEFAULT_BLOG_COVER,
    author: row.author,
    published_at: isoDate(row.published_at),
  };
}

/** One page of the blog, newest first; a page past the last is empty (its number still says where it is). */
export async function blogList(db: Queryable, scope: ContentScope, page: number): Promise<BlogList> {
  const rows = await db.query<PostRow>(
    `SELECT ${SUMMARY_COLUMNS}, count(*) OVER ()::int AS total FROM blog_posts WHERE ${VISIBLE}
     ORDER BY published_at DESC, id LIMIT $3 OFFSET $4`,
    [scope.siteId, scope.locale, BLOG_PAGE_SIZE, (page - 1) * BLOG_PAGE_SIZE],
  );
  // A page past the end has no rows to carry the count: ask for it on its own.
  const total =
    rows[0]?.total ??
    (
      await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM blog_posts WHERE ${VISIBLE}`, [
        scope.siteId,
      ])
    )[0]?.n ??
    0;
  return {
    items: rows.map(summary),
    total,
    page,
    page_size: BLOG_PAGE_SIZE,
    pages: Math.ceil(total / BLOG_PAGE_SIZE),
  };
}

/** One post; a slug the site does not show (another site's, not yet published, none) is a 404. */
export async function blogPost(db: Queryable, scope: ContentScope, slug: string): Promise<BlogPost> {
  const rows = await db.query<PostRow & { body: string; format: BodyFormat }>(
    `SELECT ${SUMMARY_COLUMNS}, ${localised('body', '$2')} AS body, format FROM blog_posts
     WHERE ${VISIBLE} AND slug = $3`,
    [scope.siteId, scope.locale, slug],
  );
  const row = rows[0];
  if (!row) throw notFound(`No blog post with slug ${slug}`);
  const { html, toc } = renderBody(row.body, row.format);
  return {
    ...summary(row),
    body: html,
    toc,
    updated_at: isoDate(row.updated_at ?? row.published_at),
  };
}
