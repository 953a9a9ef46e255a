// The operator's side of the refunds due (refund-due.ts): the open ones with what each paid for and whom to tell,
// and marking one refunded once the money went back at its provider (by hand, in the provider's dashboard).
import {
  forwardRequestNumber,
  invoiceNumber,
  orderNumber,
  quoteNumber,
  reservationNumber,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { isoUtc } from '../orders/my-orders.js';
import type { RefundReason } from './refund-due.js';

export interface RefundDue {
  payment_id: number;
  amount: number;
  currency: string;
  provider_id: number;
  provider_payment_id: string | null;
  /** What the payment paid for: its kind and number (OR…, INV…, QU…, FR…, RS…). */
  paid_for: {
    type: 'order' | 'invoice' | 'quote' | 'forward_request' | 'reservation' | 'top_up';
    number: string;
  };
  /** The shopper's e-mail: the order's, the reservation's, else the account's (or a quote offer's). */
  email: string | null;
  reason: RefundReason;
  refund_due_at: string;
}

interface Row {
  id: number;
  amount: number;
  currency: string;
  provider_id: number;
  provider_payment_id: string | null;
  order_id: number | null;
  invoice_id: number | null;
  quote_id: number | null;
  forward_request_id: number | null;
  reservation_id: number | null;
  top_up_id: number | null;
  email: string | null;
  reason: RefundReason;
  refund_due_at: string;
}

function paidFor(row: Row): RefundDue['paid_for'] {
  if (row.order_id !== null) return { type: 'order', number: orderNumber(row.order_id) };
  if (row.invoice_id !== null) return { type: 'invoice', number: invoiceNumber(row.invoice_id) };
  if (row.quote_id !== null) return { type: 'quote', number: quoteNumber(row.quote_id) };
  if (row.forward_request_id !== null) {
    return { type: 'forward_request', number: forwardRequestNumber(row.forward_request_id) };
  }
  if (row.reservation_id !== null)
    return { type: 'reservation', number: reservationNumber(row.reservation_id) };
  return { type: 'top_up', number: String(row.top_up_id) };
}

/** Every payment refund due and not yet refunded, oldest first. */
export async function refundsDue(q: Queryable): Promise<RefundDue[]> {
  const rows = await q.query<Row>(
    `SELECT p.id, p.amount::float8 AS amount, c.iso_code AS currency, p.provider_id, p.provider_payment_id,
       p.order_id, p.invoice_id, p.quote_id, p.forward_request_id, p.reservation_id, p.top_up_id,
       coalesce(o.email, r.email, u.email, qu.offer_email) AS email, p.refund_reason AS reason,
       ${isoUtc('p.refund_due_at')} AS refund_due_at
     FROM payments p
     JOIN currencies c ON c.id = p.currency_id
     LEFT JOIN orders o ON o.id = p.order_id
     LEFT JOIN reservations r ON r.id = p.reservation_id
     LEFT JOIN invoices i ON i.id = p.invoice_id
     LEFT JOIN quotes qu ON qu.id = p.quote_id
     LEFT JOIN forward_requests f ON f.id = p.forward_request_id
     LEFT JOIN balance_top_ups t ON t.id = p.top_up_id
     LEFT JOIN users u ON u.id = coalesce(i.user_id, qu.user_id, f.user_id, t.user_id)
     WHERE p.refund_due_at IS NOT NULL AND p.refunded_at IS NULL
     ORDER BY p.refund_due_at, p.id`,
  );
  return rows.map((row) => ({
    payment_id: row.id,
    amount: row.amount,
    currency: row.currency,
    provider_id: row.provider_id,
    provider_payment_id: row.provider_payment_id,
    paid_for: paidFor(row),
    email: row.email,
    reason: row.reason,
    refund_due_at: row.refund_due_at,
  }));
}

export interface Refunded {
  payment_id: number;
  status: 'refunded';
  refunded_at: string;
  refunded_by: string;
  note: string | null;
}

/** Marks a refund-due payment refunded (the caller's recorded action); 404 unknown, 409 naming status else. */
export async function markRefunded(
  tx: Queryable,
  paymentId: number,
  operator: string,
  note: string | null,
): Promise<Refunded> {
  const [payment] = await tx.query<{ due: boolean; refunded: boolean }>(
    `SELECT refund_due_at IS NOT NULL AS due, refunded_at IS NOT NULL AS refunded FROM payments
     WHERE id = $1 FOR UPDATE`,
    [paymentId],
  );
  if (!payment) throw checkoutError(404, 'payments.errors.not_found', 'id');
  if (payment.refunded) throw checkoutError(409, 'payments.errors.already_refunded', 'status');
  if (!payment.due) throw checkoutError(409, 'payments.errors.refund_not_due', 'status');
  const [done] = await tx.query<{ refunded_at: string }>(
    `UPDATE payments SET refunded_at = now(), refunded_by = $2, refund_note = $3, updated_at = now() WHERE id = $1
     RETURNING ${isoUtc('refunded_at')} AS refunded_at`,
    [paymentId, operator, note],
  );
  return {
    payment_id: paymentId,
    status: 'refunded',
    refunded_at: done?.refunded_at ?? '',
    refunded_by: operator,
    note,
  };
}
