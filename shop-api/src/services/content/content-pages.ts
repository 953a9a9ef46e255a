import type { ContentPage } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { notFound } from '../../plugins/error-handler.js';
import { type ContentScope, isoDate, localised } from './content-scope.js';
import { type BodyFormat, renderBody } from './render-body.js';

interface PageRow {
  slug: string;
  title: string;
  description: string;
  body: string;
  format: BodyFormat;
  updated_at: Date | string;
}

/**
 * The pages a scope sees: per slug the most specific row (the brand's, then the site's, then every site's).
 * `$1` site, `$2` brand, `$3` language.
 */
export const VISIBLE_PAGES = `
  SELECT DISTINCT ON (slug) slug, format, updated_at,
    ${localised('title', '$3')} AS title, ${localised('description', '$3')} AS description,
    ${localised('body', '$3')} AS body
  FROM content_pages
  WHERE (site_id IS NULL OR site_id = $1) AND (brand IS NULL OR brand = $2)
  ORDER BY slug, site_id NULLS LAST, brand NULLS LAST`;

/** An information page by slug; a slug the site does not have is a 404. */
export async function contentPage(db: Queryable, scope: ContentScope, slug: string): Promise<ContentPage> {
  const rows = await db.query<PageRow>(`SELECT * FROM (${VISIBLE_PAGES}) p WHERE slug = $4`, [
    scope.siteId,
    scope.brand,
    scope.locale,
    slug,
  ]);
  const row = rows[0];
  if (!row) throw notFound(`No page with slug ${slug}`);
  const { html, toc } = renderBody(row.body, row.format);
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: html,
    toc,
    updated_at: isoDate(row.updated_at),
  };
}
