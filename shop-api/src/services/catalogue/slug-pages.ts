import type {
  SlugListRequest,
  SlugListResponse,
  SlugPagesRequest,
  SlugPagesResponse,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';

// The slugs a sitemap lists, read in id order along products_kind_id_slug (migration 0006).

/** The number of listings of a kind and the first id of every page of `size`. */
export async function slugPages(db: Queryable, { kind, size }: SlugPagesRequest): Promise<SlugPagesResponse> {
  const rows = await db.query<{ id: number; total: number }>(
    `SELECT id, total FROM (
       SELECT id, row_number() OVER (ORDER BY id) AS n, count(*) OVER () AS total
       FROM products WHERE kind = $1
     ) numbered
     WHERE (n - 1) % $2 = 0
     ORDER BY id`,
    [kind, size],
  );
  return { total: Number(rows[0]?.total ?? 0), starts: rows.map((r) => r.id) };
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
