// §7 get-history: one page of the user's balance rows, newest first (the (user_id, id) index read backwards),
// and how many there are. Only the signed-in user's own rows: the user comes from the session, never the body.
import {
  BALANCE_HISTORY_PAGE_SIZE,
  type BalanceHistoryResponse,
  type BalanceHistoryRow,
  ORDER_NUMBER_PREFIX,
  TransactionRelType,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';

/** A row's time as an ISO instant with its offset (Z), so the web's -05:00 rule (§9) never has to guess. */
const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

export async function balanceHistory(
  db: Queryable,
  userId: number,
  page: number,
): Promise<BalanceHistoryResponse> {
  const [items, counted] = await Promise.all([
    db.query<BalanceHistoryRow>(
      `SELECT t.id, t.type, t.rel_type, t.rel_id,
         to_char(t.created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS created_at,
         t.starting_balance::float8 AS starting_balance, t.end_balance::float8 AS end_balance,
         t.amount::float8 AS amount, t.payment_processor_name, t.payment_processor_transaction_id,
         -- A quote's row names its page (#27); an order paid by balance at checkout (rel_type 0 too) names the
         -- order page's slug (its number, OR + id) when the order still exists.
         coalesce(t.quote_slug, CASE WHEN t.rel_type = $4 AND EXISTS (SELECT 1 FROM orders o WHERE o.id = t.rel_id AND o.user_id = t.user_id)
           THEN $5::text || t.rel_id END) AS quote_slug,
         -- A forward request's row names its page when the request is the user's own; a row naming none (the
         -- seed's historical FR rows) stays unlinked.
         CASE WHEN t.rel_type = $6 THEN (SELECT f.slug FROM forward_requests f WHERE f.id = t.rel_id AND f.user_id = t.user_id)
           END AS forward_request_slug
       FROM balance_transactions t WHERE t.user_id = $1 ORDER BY t.id DESC LIMIT $2 OFFSET $3`,
      [
        userId,
        BALANCE_HISTORY_PAGE_SIZE,
        (page - 1) * BALANCE_HISTORY_PAGE_SIZE,
        TransactionRelType.QUOTE,
        ORDER_NUMBER_PREFIX,
        TransactionRelType.FORWARD_REQUEST,
      ],
    ),
    db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM balance_transactions WHERE user_id = $1',
      [userId],
    ),
  ]);
  return { items, total: counted[0]?.total ?? 0 };
}
