// A quote's page (#27): lines, estimate and totals, questions, timeline, payments, how it can be paid and what
// the shopper is to do next. A provider payment still pending is first asked of its provider, so a shopper back
// from the payment page (?payment=accept) sees the real outcome.
import {
  PaymentProvider,
  type QuoteDetail,
  type QuoteNextAction,
  quoteNumber,
  quoteTransactionId,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import type { PaymentService } from '../payments/payment-service.js';
import { euroId, settlePending } from './quote-payments.js';
import { estimateTotals } from './quote-pricing.js';
import { ISO_UTC, ownQuote, type QuoteRow, quoteCountry, quoteLines } from './quote-row.js';

/** What the shopper is to do next in each status (a priced quote past its time: nothing). */
export function nextAction(quote: Pick<QuoteRow, 'status' | 'overdue'>): QuoteNextAction {
  switch (quote.status) {
    case 'priced':
      return quote.overdue ? 'none' : 'pay';
    case 'needs_info':
      return 'answer';
    case 'offered':
      return quote.overdue ? 'none' : 'accept';
    case 'requested':
    case 'paid':
    case 'purchased':
    case 'at_warehouse':
      return 'wait';
    case 'shipped':
      return 'track';
    default:
      return 'none';
  }
}

/** The user's quote's page; another's (or none) is a 404 naming slug. */
export async function quoteDetail(
  db: Queryable,
  payments: PaymentService,
  userId: number,
  slug: string,
): Promise<QuoteDetail> {
  const { id } = await ownQuote(db, userId, slug);
  await settlePending(db, payments, id);
  return quoteView(db, payments, await ownQuote(db, userId, slug));
}

/** The page of a quote already read (its owner checked by the caller). */
export async function quoteView(
  db: Queryable,
  payments: PaymentService,
  quote: QuoteRow,
): Promise<QuoteDetail> {
  const [lines, questions, timeline, paid, balance, methods] = await Promise.all([
    quoteLines(db, quote.id),
    db.query<QuoteDetail['questions'][number]>(
      `SELECT id, question, answer, to_char(asked_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS asked_at
       FROM quote_questions WHERE quote_id = $1 ORDER BY id`,
      [quote.id],
    ),
    db.query<QuoteDetail['timeline'][number]>(
      `SELECT status, to_char(at AT TIME ZONE 'UTC', ${ISO_UTC}) AS at FROM quote_events WHERE quote_id = $1
       ORDER BY id`,
      [quote.id],
    ),
    db.query<QuoteDetail['payments'][number] & { method: string | null }>(
      `SELECT p.id, p.provider_id AS payment_processor_id, p.amount::float8 AS amount, p.status,
         to_char(p.created_at AT TIME ZONE 'UTC', ${ISO_UTC}) AS created_at, m.name AS method
       FROM payments p LEFT JOIN payment_methods m ON m.id = p.provider_id WHERE p.quote_id = $1 ORDER BY p.id`,
      [quote.id],
    ),
    db.query<{ balance: number }>('SELECT balance::float8 AS balance FROM users WHERE id = $1', [
      quote.user_id,
    ]),
    payments.methodsFor(db, await euroId(db)),
  ]);
  const estimate = estimateTotals(lines, quote.shipping_method, quoteCountry(quote), quote.delivery_fee);
  const totals =
    quote.total === null
      ? null
      : {
          value: quote.value ?? 0,
          service_fee: quote.service_fee ?? 0,
          shipping: quote.shipping ?? 0,
          delivery_fee: quote.delivery_fee,
          total: quote.total,
        };
  const hasPending = paid.some((payment) => payment.status === 'pending');
  const payable = quote.status === 'priced' && !quote.overdue;
  const succeeded = paid.find((payment) => payment.status === 'succeeded');
  const shown = totals ?? estimate;
  return {
    id: quote.id,
    slug: quote.slug,
    number: quoteNumber(quote.id),
    status: quote.status,
    origin: quote.origin,
    lines,
    shipping_method: quote.shipping_method,
    address: quote.address,
    delivery: quote.delivery,
    parcel: quote.parcel,
    estimate,
    totals,
    currency: 'EUR',
    expires_at: quote.expires_at,
    comment: quote.comment,
    note: quote.note,
    questions,
    timeline,
    payments: paid.map(({ method: _method, ...payment }) => payment),
    payment_methods: methods,
    balance_available: balance[0]?.balance ?? 0,
    tracking_number: quote.tracking_number,
    next_action: nextAction(quote),
    can_pay: payable,
    can_answer: quote.status === 'needs_info' && questions.some((question) => question.answer === null),
    can_recalculate: payable && quote.parcel !== null && !hasPending,
    tracking: {
      quoteId: quoteTransactionId(quote.id),
      value: shown.value,
      shipping: shown.shipping,
      deliveryFee: shown.delivery_fee,
      paymentType: succeeded
        ? succeeded.payment_processor_id === PaymentProvider.BALANCE
          ? 'balance'
          : (succeeded.method ?? String(succeeded.payment_processor_id))
        : '',
    },
    site: quote.site,
    created_at: quote.created_at,
  };
}
