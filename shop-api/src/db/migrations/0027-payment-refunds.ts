// A payment that succeeded at its provider for something no longer payable at it (an order already paid, expired
// or cancelled; a paid invoice; a quote, forward request or reservation not awaiting that amount) is money taken
// for nothing: the settlement marks the payment row refund due with a machine-readable reason, and the operator
// marks it refunded once the money went back at the provider (by hand: the providers' adapters have no refund).
export const sql = /* sql */ `
ALTER TABLE payments ADD COLUMN refund_due_at timestamptz;
ALTER TABLE payments ADD COLUMN refund_reason text CHECK (refund_reason IN ('order_not_unpaid', 'invoice_paid',
  'quote_not_payable', 'quote_amount', 'forward_request_not_payable', 'reservation_not_awaiting'));
ALTER TABLE payments ADD COLUMN refunded_at timestamptz;
ALTER TABLE payments ADD COLUMN refunded_by text;
ALTER TABLE payments ADD COLUMN refund_note text;
ALTER TABLE payments ADD CONSTRAINT payments_refund_state CHECK (
  (refund_due_at IS NULL) = (refund_reason IS NULL)
  AND (refunded_at IS NULL OR refund_due_at IS NOT NULL)
  AND (refunded_at IS NULL) = (refunded_by IS NULL)
);
-- The operator's list of the refunds still to make.
CREATE INDEX payments_refund_due ON payments (refund_due_at, id) WHERE refund_due_at IS NOT NULL AND refunded_at IS NULL;
`;
