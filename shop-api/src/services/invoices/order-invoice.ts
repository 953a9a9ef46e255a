import type { Queryable } from '../../db/database.js';

/** An order's invoice falls due this many days after the order (the spec is silent; a week, like a bank transfer). */
export const ORDER_INVOICE_DUE_DAYS = 7;

/**
 * The invoice of a new order of a signed-in shopper, in the confirm's transaction. Only the link is written: its
 * lines, amount, currency and status are read through the order (invoice-view.ts), so they cannot disagree.
 */
export async function createOrderInvoice(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `INSERT INTO invoices (user_id, order_id, lines, amount, currency, due_at)
     SELECT o.user_id, o.id, '[]', o.total, c.iso_code, o.created_at + make_interval(days => $2)
     FROM orders o JOIN currencies c ON c.id = o.currency_id WHERE o.id = $1 AND o.user_id IS NOT NULL
     ON CONFLICT DO NOTHING`,
    [orderId, ORDER_INVOICE_DUE_DAYS],
  );
}
