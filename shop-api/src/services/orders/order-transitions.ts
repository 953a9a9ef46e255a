// An order's statuses and the moves between them, in one place: every change of orders.status goes through
// moveOrder (the payment's, the expiry sweep's, an operator's), so the timeline (order_events) and the stock an
// order holds always follow its status.
import type { OrderStatus } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';

/** Where each status may go. Cancelled, expired and delivered are final. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  unpaid: ['paid', 'expired', 'cancelled'],
  paid: ['processing', 'shipped', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  expired: [],
};

/** The statuses in which an order still holds its units: leaving them for cancelled or expired gives them back. */
const RELEASES_STOCK: ReadonlySet<OrderStatus> = new Set(['expired', 'cancelled']);

export const canMove = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/**
 * A move the table does not allow (or an order already elsewhere): 409 naming status, its message the translation
 * key alone, as every other refusal.
 */
export const refusedMove = () => checkoutError(409, 'orders.errors.status_not_allowed', 'status');

/**
 * Moves a locked order (the caller's transaction) to `to`: the status, paid_at, the timeline row, and the units
 * back on stock when it is cancelled or expires. Refused (409 naming status) when the table does not allow it.
 */
export async function moveOrder(
  tx: Queryable,
  orderId: number,
  to: OrderStatus,
  actor: string | null = null,
): Promise<{ from: OrderStatus; to: OrderStatus }> {
  const [order] = await tx.query<{ status: OrderStatus }>(
    'SELECT status FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  if (!order) throw Object.assign(new Error('orders.errors.not_found'), { statusCode: 404 });
  if (!canMove(order.status, to)) throw refusedMove();
  await tx.query(
    `UPDATE orders SET status = $2, paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE paid_at END,
       expires_at = CASE WHEN $2 = 'unpaid' THEN expires_at END
     WHERE id = $1`,
    [orderId, to],
  );
  await tx.query('INSERT INTO order_events (order_id, status, actor) VALUES ($1, $2, $3)', [
    orderId,
    to,
    actor,
  ]);
  if (RELEASES_STOCK.has(to)) await releaseStock(tx, orderId);
  return { from: order.status, to };
}

/** The order's units go back on stock (what confirm took), and its open payments are cancelled. */
async function releaseStock(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `UPDATE products p SET stock = p.stock + q.quantity
     FROM (SELECT product_id, sum(quantity)::int AS quantity FROM order_lines WHERE order_id = $1 GROUP BY product_id) q
     WHERE p.id = q.product_id`,
    [orderId],
  );
  await tx.query(
    "UPDATE payments SET status = 'cancelled', updated_at = now() WHERE order_id = $1 AND status = 'pending'",
    [orderId],
  );
}
