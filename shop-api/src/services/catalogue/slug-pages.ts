import type {
  SlugListRequest,
  SlugListResponse,
  SlugPagesRequest,
  SlugPagesResponse,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';

// The slugs a sitemap lists, read in id order along products_kind_id_slug (migration 0006).

/**
 * The number of listings of a kind and the first id of every page of `size`: from the smallest id, each start
 * jumps `size` entries along the index to the next one. No window over every row (numbering 100,000 rows to keep
 * one in 10,000 costs a sort-sized pass), only index-only range scans.
 */
export async function slugPages(db: Queryable, { kind, size }: SlugPagesRequest): Promise<SlugPagesResponse> {
  const rows = await db.query<{ id: number; total: number }>(
    `WITH RECURSIVE starts (id) AS (
       SELECT min(id) FROM products WHERE kind = $1
       UNION ALL
       SELECT (SELECT p.id FROM products p WHERE p.kind = $1 AND p.id >= s.id ORDER BY p.id OFFSET $2 LIMIT 1)
       FROM starts s WHERE s.id IS NOT NULL
     )
     SELECT id, (SELECT count(*) FROM products WHERE kind = $1)::int AS total
     FROM starts WHERE id IS NOT NULL ORDER BY id`,
    [kind, size],
  );
  return { total: rows[0]?.total ?? 0, starts: rows.map((r) => r.id) };
}

/** One page of slugs from id `from` on; one row more than asked says where the next page starts. */
export async function slugList(
  db: Queryable,
  { kind, from, limit }: SlugListRequest,
): Promise<SlugListResponse> {
  const rows = await db.query<{ id: number; slug: string }>(
    'SELECT id, slug FROM products WHERE kind = $1 AND id >= $2 ORDER BY id LIMIT $3',
    [kind, from, limit + 1],
  );
  const next = rows.length > limit ? (rows[limit]?.id ?? null) : null;
  return { slugs: rows.slice(0, limit).map((r) => r.slug), next };
}
