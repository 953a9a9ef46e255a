// Priced quotes and open offers expire when their time to pay (or accept) has passed (#27), in the orders' sweep
// (the background one and POST /operator/orders/expire). A quote with a provider payment pending is left for its
// payment to decide first (the next sweep sees it once that payment is settled or cancelled), so a notification
// never meets an expired quote it already took money for. Rows locked right now are skipped, as for orders.
import { quoteNumber } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { moveQuote } from './quote-transitions.js';

const SWEEP_BATCH = 500;

/** Expires the due quotes inside the caller's transaction; answers their numbers (QU…). */
export async function expireDueQuotesIn(tx: Queryable, actor: string | null = null): Promise<string[]> {
  const due = await tx.query<{ id: number }>(
    `SELECT id FROM quotes q WHERE status IN ('priced', 'offered') AND expires_at <= now()
       AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.quote_id = q.id AND p.status = 'pending')
     ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [SWEEP_BATCH],
  );
  for (const { id } of due) await moveQuote(tx, id, 'expired', actor ?? 'system');
  return due.map((row) => quoteNumber(row.id));
}
