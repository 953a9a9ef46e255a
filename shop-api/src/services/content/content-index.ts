import type { ContentIndex } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { VISIBLE_PAGES } from './content-pages.js';
import { type ContentScope, isoDate } from './content-scope.js';

type SlugRow = { slug: string; updated_at: Date | string };
const slugs = (rows: SlugRow[]) => rows.map((r) => ({ slug: r.slug, updated_at: isoDate(r.updated_at) }));

/** Every page, FAQ topic and blog post slug a site shows in a language (the sitemap's content). */
export async function contentIndex(db: Queryable, scope: ContentScope): Promise<ContentIndex> {
  const [pages, topics, posts] = await Promise.all([
    db.query<SlugRow>(`SELECT slug, updated_at FROM (${VISIBLE_PAGES}) p ORDER BY slug`, [
      scope.siteId,
      scope.brand,
      scope.locale,
    ]),
    db.query<SlugRow>(
      `SELECT DISTINCT ON (slug) slug, updated_at FROM faq_topics WHERE site_id IS NULL OR site_id = $1
       ORDER BY slug, site_id NULLS LAST`,
      [scope.siteId],
    ),
    db.query<SlugRow>(
      `SELECT slug, coalesce(updated_at, published_at) AS updated_at FROM blog_posts
       WHERE (site_id IS NULL OR site_id = $1) AND published_at <= now() ORDER BY published_at DESC, id`,
      [scope.siteId],
    ),
  ]);
  return { pages: slugs(pages), faq_topics: slugs(topics), blog_posts: slugs(posts) };
}
