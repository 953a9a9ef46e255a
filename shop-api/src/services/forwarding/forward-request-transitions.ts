// A forward request's statuses and the moves between them, in one table: every change of forward_requests.status
// goes through moveForwardRequest (the shopper's payment, a provider's notification, the operator), so the
// timeline always follows the status and a refused move is one answer everywhere.
import { FORWARD_REQUEST_MESSAGES, type ForwardRequestStatus } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';

/** Where each status may go (fwd-design.md). Delivered and cancelled are final; a paid request is not cancelled
 * here (its money would have to go back first: the operator refunds by hand, then ships or keeps it). */
export const FORWARD_REQUEST_TRANSITIONS: Readonly<
  Record<ForwardRequestStatus, readonly ForwardRequestStatus[]>
> = {
  declared: ['arrived', 'cancelled'],
  arrived: ['paid', 'cancelled'],
  paid: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const canMoveForwardRequest = (from: ForwardRequestStatus, to: ForwardRequestStatus) =>
  FORWARD_REQUEST_TRANSITIONS[from].includes(to);

/** A move the table does not allow: 409 naming status. */
export const refusedForwardMove = () =>
  checkoutError(409, FORWARD_REQUEST_MESSAGES.statusNotAllowed, 'status');

/**
 * Moves a request (locked here, in the caller's transaction) to `to`: the status, its timestamp and the timeline
 * row. Refused (409 naming status) when the table does not allow it.
 */
export async function moveForwardRequest(
  tx: Queryable,
  id: number,
  to: ForwardRequestStatus,
  actor: string | null = null,
): Promise<{ from: ForwardRequestStatus; to: ForwardRequestStatus }> {
  const [row] = await tx.query<{ status: ForwardRequestStatus }>(
    'SELECT status FROM forward_requests WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!row) throw checkoutError(404, FORWARD_REQUEST_MESSAGES.notFound, 'number');
  if (!canMoveForwardRequest(row.status, to)) throw refusedForwardMove();
  await tx.query(
    `UPDATE forward_requests SET status = $2,
       arrived_at = CASE WHEN $2 = 'arrived' THEN now() ELSE arrived_at END,
       paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE paid_at END
     WHERE id = $1`,
    [id, to],
  );
  await tx.query(
    'INSERT INTO forward_request_events (forward_request_id, status, actor) VALUES ($1, $2, $3)',
    [id, to, actor],
  );
  if (to === 'cancelled') {
    // Nothing is left to pay: an outside payment still open is closed (one that turns out paid is logged for a
    // refund when its notification comes, settle-payable.ts).
    await tx.query(
      "UPDATE payments SET status = 'cancelled', updated_at = now() WHERE forward_request_id = $1 AND status = 'pending'",
      [id],
    );
  }
  return { from: row.status, to };
}
