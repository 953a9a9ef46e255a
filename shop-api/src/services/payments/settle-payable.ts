// What an outside payment's outcome does to an invoice, a balance top-up or a forward request (an order's is in
// payment-service.ts).
// Each runs in the transaction that applied the provider's word to the payment row (locked), so a notification
// replayed, or many at once, settles its payable exactly once.
import { roundPrice, TransactionRelType } from '@storefront/shared-types';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { moveBalance } from '../balance/move-balance.js';
import { moveForwardRequest } from '../forwarding/forward-request-transitions.js';
import type { ProviderPayment } from './provider-adapter.js';

export interface PayableRef {
  id: number;
  order_id: number | null;
  invoice_id: number | null;
  top_up_id: number | null;
  forward_request_id: number | null;
  /** The request's page slug, for the provider's return URLs. */
  forward_request_slug: string | null;
  provider_id: number;
  amount: number;
}

/** Where the provider sends the shopper back for an invoice or a top-up; null for an order (its own pages). */
export function payableReturnUrl(origin: string, payment: PayableRef, outcome: string): string | null {
  if (payment.top_up_id !== null) return `${origin}/balance/pay?top_up_id=${payment.top_up_id}`;
  if (payment.forward_request_slug !== null) {
    return `${origin}/forwarding/${payment.forward_request_slug}?payment=${outcome}`;
  }
  if (payment.invoice_id !== null) {
    const page = outcome === 'accept' ? 'accept' : 'decline';
    return `${origin}/invoice/${page}?invoice_id=${payment.invoice_id}`;
  }
  return null;
}

export async function settlePayable(
  tx: Queryable,
  payment: PayableRef,
  said: ProviderPayment,
  log: FastifyBaseLogger,
): Promise<void> {
  if (payment.top_up_id !== null) await settleTopUp(tx, payment.top_up_id, payment.provider_id, said);
  else if (payment.invoice_id !== null) await settleInvoice(tx, payment.invoice_id, said, log);
  else if (payment.forward_request_id !== null) {
    await settleForwardRequest(tx, payment.forward_request_id, payment.amount, said, log);
  }
}

/**
 * A paid top-up credits the balance once (rel_type 3, with the provider's name and transaction id on the row); a
 * refused one is marked failed. Money taken wins: a top-up marked failed whose payment then succeeds is credited.
 */
async function settleTopUp(tx: Queryable, topUpId: number, providerId: number, said: ProviderPayment) {
  const [topUp] = await tx.query<{ user_id: number; amount: number; status: string }>(
    'SELECT user_id, amount::float8 AS amount, status FROM balance_top_ups WHERE id = $1 FOR UPDATE',
    [topUpId],
  );
  if (!topUp || topUp.status === 'paid') return;
  if (said.status !== 'succeeded') {
    await tx.query("UPDATE balance_top_ups SET status = 'failed' WHERE id = $1 AND status = 'pending'", [
      topUpId,
    ]);
    return;
  }
  const [method] = await tx.query<{ name: string }>('SELECT name FROM payment_methods WHERE id = $1', [
    providerId,
  ]);
  await moveBalance(tx, topUp.user_id, topUp.amount, {
    rel_type: TransactionRelType.BALANCE_TOP_UP,
    rel_id: topUpId,
    payment_processor_name: method?.name ?? null,
    payment_processor_transaction_id: said.providerPaymentId,
  });
  await tx.query("UPDATE balance_top_ups SET status = 'paid', paid_at = now() WHERE id = $1", [topUpId]);
}

/** A paid invoice is marked paid once; a second payment that succeeds for it is logged for a refund. */
async function settleInvoice(
  tx: Queryable,
  invoiceId: number,
  said: ProviderPayment,
  log: FastifyBaseLogger,
) {
  if (said.status !== 'succeeded') return;
  const [invoice] = await tx.query<{ status: string }>(
    'SELECT status FROM invoices WHERE id = $1 FOR UPDATE',
    [invoiceId],
  );
  if (!invoice) return;
  if (invoice.status === 'paid') {
    log.error({ invoiceId }, 'a second payment succeeded for a paid invoice: refund it');
    return;
  }
  await tx.query("UPDATE invoices SET status = 'paid', paid_at = now() WHERE id = $1", [invoiceId]);
}

/**
 * A forward request paid by a provider: paid once, and only for its total as it stands (the choice cannot change
 * while a payment is open, so this holds unless something is wrong); anything else is logged for a refund.
 */
async function settleForwardRequest(
  tx: Queryable,
  requestId: number,
  amount: number,
  said: ProviderPayment,
  log: FastifyBaseLogger,
) {
  if (said.status !== 'succeeded') return;
  const [request] = await tx.query<{ status: string; total: number | null }>(
    'SELECT status, total::float8 AS total FROM forward_requests WHERE id = $1 FOR UPDATE',
    [requestId],
  );
  if (!request) return;
  if (
    request.status !== 'arrived' ||
    request.total === null ||
    roundPrice(request.total) !== roundPrice(amount)
  ) {
    log.error(
      { requestId, status: request.status, amount },
      'a payment succeeded for a forward request not payable at that amount: refund it',
    );
    return;
  }
  await moveForwardRequest(tx, requestId, 'paid');
}
