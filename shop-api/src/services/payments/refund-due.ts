// Money a provider took for something no longer payable at it goes back by hand: the settlement that finds it so
// marks the payment row refund due (in its own transaction, the payment row locked), and the operator lists the
// open ones and marks each refunded once done at the provider (routes/operator/payments.ts).
import type { Queryable } from '../../db/database.js';

/** Why a succeeded payment is owed back (the CHECK of migration 0027 names the same). */
export const REFUND_REASONS = [
  'order_not_unpaid',
  'invoice_paid',
  'quote_not_payable',
  'quote_amount',
  'forward_request_not_payable',
  'reservation_not_awaiting',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Marks the payment refund due for `reason` (the first reason and time stay if it somehow is marked again). */
export async function markRefundDue(tx: Queryable, paymentId: number, reason: RefundReason): Promise<void> {
  await tx.query(
    `UPDATE payments SET refund_due_at = coalesce(refund_due_at, now()),
       refund_reason = coalesce(refund_reason, $2), updated_at = now()
     WHERE id = $1`,
    [paymentId, reason],
  );
}
