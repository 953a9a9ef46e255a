// A quote's statuses and the moves between them, in one place (#27): every change of quotes.status goes through
// moveQuote (the shopper's request, answer and payment, the operator's calls, a provider's settlement, the expiry
// sweep), so the timeline (quote_events) always follows the status.
import { QUOTE_MESSAGES, type QuoteStatus } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';

/**
 * Where each status may go. priced → priced is a re-pricing (the shopper's recalculation, the operator's new
 * price); delivered, cancelled and expired are final.
 */
export const QUOTE_TRANSITIONS: Readonly<Record<QuoteStatus, readonly QuoteStatus[]>> = {
  requested: ['priced', 'needs_info', 'cancelled'],
  needs_info: ['requested', 'cancelled'],
  offered: ['priced', 'cancelled', 'expired'],
  priced: ['paid', 'cancelled', 'expired', 'priced'],
  paid: ['purchased'],
  purchased: ['at_warehouse'],
  at_warehouse: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  expired: [],
};

export const canMoveQuote = (from: QuoteStatus, to: QuoteStatus) => QUOTE_TRANSITIONS[from].includes(to);

/**
 * A move the table does not allow: 409 naming status, its message the translation key alone (as every other
 * refusal, e.g. a forward request's), so the storefront can show it translated.
 */
export const refusedQuoteMove = () => checkoutError(409, QUOTE_MESSAGES.status, 'status');

/**
 * Moves a quote (locked here, in the caller's transaction) to `to` and writes its timeline row. Refused (409
 * naming status) when the table does not allow it.
 */
export async function moveQuote(
  tx: Queryable,
  quoteId: number,
  to: QuoteStatus,
  actor: string,
): Promise<{ from: QuoteStatus; to: QuoteStatus }> {
  const [quote] = await tx.query<{ status: QuoteStatus }>(
    'SELECT status FROM quotes WHERE id = $1 FOR UPDATE',
    [quoteId],
  );
  if (!quote) throw Object.assign(new Error(QUOTE_MESSAGES.notFound), { statusCode: 404 });
  if (!canMoveQuote(quote.status, to)) throw refusedQuoteMove();
  await tx.query('UPDATE quotes SET status = $2, updated_at = now() WHERE id = $1', [quoteId, to]);
  await tx.query('INSERT INTO quote_events (quote_id, status, actor) VALUES ($1, $2, $3)', [
    quoteId,
    to,
    actor,
  ]);
  return { from: quote.status, to };
}
