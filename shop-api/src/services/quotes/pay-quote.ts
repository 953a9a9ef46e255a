// Paying a priced quote (#27), at exactly its total, no fee: by an outside provider (1–3; one pending payment per
// quote: the same provider again resumes it, another one while it is pending is a 409) or by the balance (4) when
// it covers the whole total (at once: a rel_type 0 history row naming the quote). Once per idempotency key; the
// quote row is locked first, so parallel calls make one payment (PostgreSQL test: 20 at once).
import {
  CHECKOUT_MESSAGES,
  PaymentProvider,
  QUOTE_MESSAGES,
  type QuotePayRequest,
  type QuotePayResponse,
  quoteTransactionId,
  TransactionRelType,
} from '@storefront/shared-types';
import type { Database } from '../../db/database.js';
import { moveBalance } from '../balance/move-balance.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { claimKey, keepResponse, requestHash } from '../orders/idempotency.js';
import type { PaymentService } from '../payments/payment-service.js';
import { euroId, settlePending } from './quote-payments.js';
import { ownQuote } from './quote-row.js';
import { moveQuote, refusedQuoteMove } from './quote-transitions.js';

type Kept = { quote_id: number; paid: boolean; payment_id: number | null };

export async function payQuote(
  db: Database,
  payments: PaymentService,
  userId: number,
  body: QuotePayRequest,
  returnBase: string,
): Promise<QuotePayResponse> {
  const own = await ownQuote(db, userId, body.slug);
  // A provider payment still pending is asked of its provider first: one declined or failed there (the shopper
  // came back without paying) then no longer stands in the way of another method.
  await settlePending(db, payments, own.id);
  const currencyId = await euroId(db);
  const method = body.payment_method_id;
  const methods = await payments.methodsFor(db, currencyId);
  if (method !== PaymentProvider.BALANCE && !methods.some((m) => m.id === method)) {
    throw checkoutError(400, CHECKOUT_MESSAGES.paymentMethodInvalid, 'payment_method_id');
  }
  const ownerId = `user:${userId}`;
  const kept = await db.transaction(async (tx): Promise<Kept> => {
    const hash = requestHash({ quote: body.slug, method });
    const claim = await claimKey<Kept>(tx, 'quote-pay', ownerId, body.idempotency_key, hash);
    if (!claim.fresh) return claim.response;
    const quote = await ownQuote(tx, userId, body.slug, true);
    if (quote.status !== 'priced' || quote.total === null) throw refusedQuoteMove();
    if (quote.overdue) throw checkoutError(409, QUOTE_MESSAGES.expired, 'status');
    const [pending] = await tx.query<{ id: number; provider_id: number }>(
      "SELECT id, provider_id FROM payments WHERE quote_id = $1 AND status = 'pending'",
      [quote.id],
    );
    let result: Kept;
    if (method === PaymentProvider.BALANCE) {
      if (pending) throw checkoutError(409, QUOTE_MESSAGES.paymentPending, 'payment_method_id');
      const [user] = await tx.query<{ balance: number }>(
        'SELECT balance::float8 AS balance FROM users WHERE id = $1 FOR UPDATE',
        [userId],
      );
      if ((user?.balance ?? 0) < quote.total) {
        throw checkoutError(409, QUOTE_MESSAGES.balanceInsufficient, 'payment_method_id');
      }
      await moveBalance(tx, userId, -quote.total, {
        rel_type: TransactionRelType.QUOTE,
        rel_id: quote.id,
        payment_processor_name: 'balance',
        payment_processor_transaction_id: quoteTransactionId(quote.id),
        quote_slug: quote.slug,
      });
      await tx.query(
        `INSERT INTO payments (quote_id, provider_id, status, amount, currency_id, settled_at)
         VALUES ($1, $2, 'succeeded', $3, $4, now())`,
        [quote.id, PaymentProvider.BALANCE, quote.total, currencyId],
      );
      await moveQuote(tx, quote.id, 'paid', 'shopper');
      result = { quote_id: quote.id, paid: true, payment_id: null };
    } else if (pending) {
      // The same provider again resumes its payment; another one would open a second way to pay.
      if (pending.provider_id !== method) {
        throw checkoutError(409, QUOTE_MESSAGES.paymentPending, 'payment_method_id');
      }
      result = { quote_id: quote.id, paid: false, payment_id: pending.id };
    } else {
      const [payment] = await tx.query<{ id: number }>(
        `INSERT INTO payments (quote_id, provider_id, status, amount, currency_id) VALUES ($1, $2, 'pending', $3, $4)
         RETURNING id`,
        [quote.id, method, quote.total, currencyId],
      );
      result = { quote_id: quote.id, paid: false, payment_id: payment?.id ?? null };
    }
    await keepResponse(tx, 'quote-pay', ownerId, body.idempotency_key, result);
    return result;
  });
  const redirect =
    kept.payment_id === null ? null : await payments.openAtProvider(kept.payment_id, returnBase);
  return {
    quote_id: kept.quote_id,
    transaction_id: quoteTransactionId(kept.quote_id),
    paid: kept.paid,
    redirect_url: redirect,
  };
}
