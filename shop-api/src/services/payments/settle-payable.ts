// What an outside payment's outcome does to an invoice, a balance top-up, a quote or a forward request (an order's is in
// payment-service.ts).
// Each runs in the transaction that applied the provider's word to the payment row (locked), so a notification
// replayed, or many at once, settles its payable exactly once.
import { roundPrice, TransactionRelType } from '@storefront/shared-types';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { moveBalance } from '../balance/move-balance.js';
import { recordProviderPayment } from '../balance/record-provider-payment.js';
import { moveForwardRequest } from '../forwarding/forward-request-transitions.js';
import { moveQuote } from '../quotes/quote-transitions.js';
import { settleReservation } from '../reservations/settle-reservation.js';
import type { ProviderPayment } from './provider-adapter.js';
import { markRefundDue } from './refund-due.js';

export interface PayableRef {
  id: number;
  order_id: number | null;
  invoice_id: number | null;
  top_up_id: number | null;
  /** A quote (#27) and its page's slug. */
  quote_id?: number | null;
  quote_slug?: string | null;
  /** A forward request (#27) and its page's slug, for the provider's return URLs. */
  forward_request_id?: number | null;
  forward_request_slug?: string | null;
  /** A phone-model reservation's deposit (#28) and its link's token (a guest's way back to it). */
  reservation_id?: number | null;
  reservation_token?: string | null;
  provider_id: number;
}

/** What a settled payment paid that is told after the commit (its mail). */
export interface PaidPayable {
  quoteId?: number;
  reservationId?: number;
}

/** Where the provider sends the shopper back for an invoice or a top-up; null for an order (its own pages). */
export function payableReturnUrl(origin: string, payment: PayableRef, outcome: string): string | null {
  // A quote comes back to its own page, which tells the outcome (#27: /{locale}/quotes/{slug}?payment=…).
  if (payment.quote_id != null && payment.quote_slug) {
    return `${origin}/quotes/${encodeURIComponent(payment.quote_slug)}?payment=${outcome}`;
  }
  // A paid deposit lands on /reservation/success; a declined or failed one back on its confirm page (#28).
  if (payment.reservation_id != null && payment.reservation_token) {
    const link = `reservation_id=${payment.reservation_id}&token=${payment.reservation_token}`;
    return outcome === 'accept'
      ? `${origin}/reservation/success?${link}`
      : `${origin}/iphone-reservation/confirm/${payment.reservation_id}?token=${payment.reservation_token}&payment=${outcome}`;
  }
  if (payment.top_up_id !== null) return `${origin}/balance/pay?top_up_id=${payment.top_up_id}`;
  if (payment.forward_request_id != null && payment.forward_request_slug) {
    return `${origin}/forwarding/${encodeURIComponent(payment.forward_request_slug)}?payment=${outcome}`;
  }
  if (payment.invoice_id !== null) {
    const page = outcome === 'accept' ? 'accept' : 'decline';
    return `${origin}/invoice/${page}?invoice_id=${payment.invoice_id}`;
  }
  return null;
}

/** Settles the payable; answers the quote or reservation it paid (mailed after the commit), else null. */
export async function settlePayable(
  tx: Queryable,
  payment: PayableRef,
  said: ProviderPayment,
  log: FastifyBaseLogger,
): Promise<PaidPayable | null> {
  if (payment.top_up_id !== null) await settleTopUp(tx, payment.top_up_id, payment.provider_id, said);
  else if (payment.invoice_id !== null) await settleInvoice(tx, payment.id, payment.invoice_id, said, log);
  else if (payment.quote_id != null) {
    return (await settleQuote(tx, payment, payment.quote_id, said, log))
      ? { quoteId: payment.quote_id }
      : null;
  } else if (payment.forward_request_id != null) {
    await settleForwardRequest(tx, payment, payment.forward_request_id, said, log);
  } else if (payment.reservation_id != null) {
    const paid = await settleReservation(tx, payment.id, payment.reservation_id, said, log);
    return paid ? { reservationId: payment.reservation_id } : null;
  }
  return null;
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

/** A paid invoice is marked paid once; a second payment that succeeds for it is marked refund due. */
async function settleInvoice(
  tx: Queryable,
  paymentId: number,
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
    log.error({ invoiceId, paymentId }, 'a second payment succeeded for a paid invoice: refund it');
    await markRefundDue(tx, paymentId, 'invoice_paid');
    return;
  }
  await tx.query("UPDATE invoices SET status = 'paid', paid_at = now() WHERE id = $1", [invoiceId]);
}

/**
 * A quote is paid once, at exactly its total: the provider's amount (already checked against our payment row)
 * must be the quote's total, and the quote still priced (the expiry sweep leaves a quote with a pending payment
 * alone, so its payment decides first). Anything else changes nothing but the payment, marked refund due.
 */
async function settleQuote(
  tx: Queryable,
  payment: PayableRef,
  quoteId: number,
  said: ProviderPayment,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (said.status !== 'succeeded') return false;
  const [quote] = await tx.query<{
    status: string;
    total: number | null;
    user_id: number | null;
    slug: string;
  }>('SELECT status, total::float8 AS total, user_id, slug FROM quotes WHERE id = $1 FOR UPDATE', [quoteId]);
  if (!quote) return false;
  if (quote.status !== 'priced' || quote.total === null) {
    log.error(
      { quoteId, paymentId: payment.id, status: quote.status },
      'a payment succeeded for a quote that is not payable: refund it',
    );
    await markRefundDue(tx, payment.id, 'quote_not_payable');
    return false;
  }
  if (roundPrice(said.amount) !== roundPrice(quote.total)) {
    log.error(
      { quoteId, paymentId: payment.id, said: said.amount, total: quote.total },
      'a quote payment of another amount: refund it',
    );
    await markRefundDue(tx, payment.id, 'quote_amount');
    return false;
  }
  await moveQuote(tx, quoteId, 'paid', 'provider');
  // A priced quote always has its owner (an offer gets one when accepted, before it is priced to pay).
  if (quote.user_id !== null) {
    await recordProviderPayment(tx, quote.user_id, quote.total, {
      rel_type: TransactionRelType.QUOTE,
      rel_id: quoteId,
      quote_slug: quote.slug,
      provider_id: payment.provider_id,
      provider_transaction_id: said.providerPaymentId,
    });
  }
  return true;
}

/**
 * A forward request paid by a provider: paid once, and only for its total as it stands (the choice cannot change
 * while a payment is open, so this holds unless something is wrong); anything else marks the payment refund due.
 */
async function settleForwardRequest(
  tx: Queryable,
  payment: PayableRef,
  requestId: number,
  said: ProviderPayment,
  log: FastifyBaseLogger,
) {
  if (said.status !== 'succeeded') return;
  const [request] = await tx.query<{ status: string; total: number | null; user_id: number }>(
    'SELECT status, total::float8 AS total, user_id FROM forward_requests WHERE id = $1 FOR UPDATE',
    [requestId],
  );
  if (!request) return;
  if (
    request.status !== 'arrived' ||
    request.total === null ||
    roundPrice(request.total) !== roundPrice(said.amount)
  ) {
    log.error(
      { requestId, paymentId: payment.id, status: request.status, amount: said.amount },
      'a payment succeeded for a forward request not payable at that amount: refund it',
    );
    await markRefundDue(tx, payment.id, 'forward_request_not_payable');
    return;
  }
  await moveForwardRequest(tx, requestId, 'paid');
  await recordProviderPayment(tx, request.user_id, request.total, {
    rel_type: TransactionRelType.FORWARD_REQUEST,
    rel_id: requestId,
    provider_id: payment.provider_id,
    provider_transaction_id: said.providerPaymentId,
  });
}
