// My quotes (#27): one page of the user's quotes, newest first, from every site of the account (all_stores, the
// quotes-all-stores route) or only the site asked on (this_store).
import { type MyQuotesResponse, QUOTES_PAGE_SIZE, quoteNumber } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { ISO_UTC, type QuoteRow } from './quote-row.js';
import { nextAction } from './quote-view.js';

export async function myQuotes(
  db: Queryable,
  userId: number,
  page: number,
  siteId: number | null,
): Promise<MyQuotesResponse> {
  const [rows, counted] = await Promise.all([
    db.query<
      Pick<
        QuoteRow,
        'id' | 'slug' | 'status' | 'overdue' | 'total' | 'created_at' | 'expires_at' | 'site'
      > & {
        lines_count: number;
      }
    >(
      `SELECT q.id, q.slug, q.status, coalesce(q.expires_at <= now(), false) AS overdue, q.total::float8 AS total,
         to_char(q.created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS created_at,
         to_char(q.expires_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS expires_at, s.code AS site,
         (SELECT count(*)::int FROM quote_lines l WHERE l.quote_id = q.id) AS lines_count
       FROM quotes q JOIN sites s ON s.id = q.site_id
       WHERE q.user_id = $1 AND ($4::int IS NULL OR q.site_id = $4)
       ORDER BY q.id DESC LIMIT $2 OFFSET $3`,
      [userId, QUOTES_PAGE_SIZE, (page - 1) * QUOTES_PAGE_SIZE, siteId],
    ),
    db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM quotes WHERE user_id = $1 AND ($2::int IS NULL OR site_id = $2)',
      [userId, siteId],
    ),
  ]);
  return {
    items: rows.map((row) => ({
      slug: row.slug,
      number: quoteNumber(row.id),
      status: row.status,
      next_action: nextAction(row),
      total: row.total,
      currency: 'EUR',
      created_at: row.created_at,
      expires_at: row.expires_at,
      lines_count: row.lines_count,
      site: row.site,
    })),
    total: counted[0]?.total ?? 0,
  };
}
