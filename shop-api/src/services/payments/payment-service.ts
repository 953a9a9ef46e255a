// Payments of payables (an order, an invoice or a balance top-up) with outside providers. The shop believes only the provider: a signed notification (each
// event applied once), or the provider's answer when asked (the shopper came back first, a notification never
// came, or at start-up for every payment still pending). The browser's return to /payment/accept proves nothing.
import {
  CHECKOUT_MESSAGES,
  convertAmount,
  type FeeType,
  type OrderPaymentResponse,
  orderNumber,
  PaymentProvider,
  type PaymentRedirectResponse,
  PRO_MESSAGES,
  payAgainAmount,
  roundPrice,
} from '@storefront/shared-types';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database.js';
import { ServiceUnavailable } from '../../plugins/error-handler.js';
import type { CartOwner } from '../cart/cart-owner.js';
import { checkoutError } from '../checkout/checkout-errors.js';
import { EURO } from '../checkout/checkout-quote.js';
import { ownerKey } from '../checkout/checkout-store.js';
import type { PaymentAttempt } from '../orders/confirm-order.js';
import { keepResponse, requestHash } from '../orders/idempotency.js';
import { orderLinkKey, orderLinkPath, orderTokenValid } from '../orders/order-link.js';
import { moveOrder } from '../orders/order-transitions.js';
import { reservationToken } from '../reservations/reservation-link.js';
import {
  NotificationRejected,
  type PaymentProviderAdapter,
  type PaymentProviders,
  type ProviderPayment,
} from './provider-adapter.js';
import { markRefundDue } from './refund-due.js';
import { type PaidPayable, payableReturnUrl, settlePayable } from './settle-payable.js';

export interface PaymentServiceOptions {
  providers: PaymentProviders;
  /** Where providers post notifications: the shop-api's own base URL (known once it listens). */
  notifyBaseUrl: () => string;
  log: FastifyBaseLogger;
  /** After the transaction that paid an order commits (the payment-received mail). */
  onOrderPaid?: (orderId: number) => void;
  /** After the transaction that paid a quote commits (the quote-paid mail, #27). */
  onQuotePaid?: (quoteId: number) => void;
  /** After the transaction that paid a reservation's deposit commits (its confirmation mail, #28). */
  onReservationPaid?: (reservationId: number) => void;
}

/** What applying a provider's word paid (an order or a quote), to be told after the commit. */
interface Settled {
  orderId: number | null;
  quoteId: number | null;
  reservationId: number | null;
}
const NOTHING_PAID: Settled = { orderId: null, quoteId: null, reservationId: null };

interface PaymentRow {
  id: number;
  /** Exactly one of order_id, invoice_id, top_up_id, quote_id and forward_request_id is set: what the payment pays. */
  order_id: number | null;
  invoice_id: number | null;
  top_up_id: number | null;
  quote_id: number | null;
  /** The quote's page slug (its return URL), null for the others. */
  quote_slug: string | null;
  forward_request_id: number | null;
  forward_request_slug: string | null;
  reservation_id: number | null;
  provider_id: number;
  status: string;
  amount: number;
  currency: string;
  provider_payment_id: string | null;
  redirect_url: string | null;
}

const PAYMENT_COLUMNS = `p.id, p.order_id, p.invoice_id, p.top_up_id, p.quote_id,
  (SELECT slug FROM quotes q WHERE q.id = p.quote_id) AS quote_slug, p.forward_request_id,
  (SELECT slug FROM forward_requests f WHERE f.id = p.forward_request_id) AS forward_request_slug, p.reservation_id,
  p.provider_id, p.status, p.amount::float8 AS amount, c.iso_code AS currency,
  p.provider_payment_id, p.redirect_url`;

/** Amounts agree when they round to the same 4 decimals (§9). */
const sameAmount = (a: number, b: number) => roundPrice(a) === roundPrice(b);

export function notificationPath(providerId: number): string {
  return `/api/payments/notify/${providerId}`;
}

export function createPaymentService(db: Database, options: PaymentServiceOptions) {
  const { providers, log } = options;

  async function paymentRow(q: Queryable, paymentId: number, lock = false): Promise<PaymentRow | undefined> {
    const rows = await q.query<PaymentRow>(
      `SELECT ${PAYMENT_COLUMNS} FROM payments p JOIN currencies c ON c.id = p.currency_id WHERE p.id = $1
       ${lock ? 'FOR UPDATE OF p' : ''}`,
      [paymentId],
    );
    return rows[0];
  }

  /**
   * Applies what the provider says about one of our payments (in the caller's transaction): a pending payment
   * settles; a succeeded one pays the order when the payments that succeeded cover its total. The provider's
   * amount and currency must be ours, or nothing is applied (logged: a forged or confused event).
   */
  async function applyProviderPayment(
    tx: Queryable,
    payment: PaymentRow,
    said: ProviderPayment,
  ): Promise<Settled> {
    const paid = await applyToPayment(tx, payment, said);
    if (paid === false) return NOTHING_PAID;
    if (paid !== null) {
      return { orderId: null, quoteId: paid.quoteId ?? null, reservationId: paid.reservationId ?? null };
    }
    return {
      ...NOTHING_PAID,
      orderId: (await applyToOrder(tx, payment, said)) ? payment.order_id : null,
    };
  }

  /**
   * The payment row and any payable but an order (settle-payable.ts): false when nothing was applied; else the
   * quote or reservation it paid, or null.
   */
  async function applyToPayment(
    tx: Queryable,
    payment: PaymentRow,
    said: ProviderPayment,
  ): Promise<PaidPayable | null | false> {
    if (
      said.reference !== String(payment.id) ||
      said.currency !== payment.currency ||
      !sameAmount(said.amount, payment.amount)
    ) {
      log.error({ paymentId: payment.id, said }, 'provider payment does not match ours: not applied');
      return false;
    }
    if (said.status === 'pending' || said.status === payment.status) return false;
    // Money taken wins over anything we had (a payment we cancelled but the shopper paid just before).
    if (payment.status !== 'pending' && said.status !== 'succeeded') return false;
    await tx.query(
      `UPDATE payments SET status = $2, provider_payment_id = coalesce(provider_payment_id, $3), settled_at = now(),
         updated_at = now() WHERE id = $1`,
      [payment.id, said.status, said.providerPaymentId],
    );
    // An invoice, a top-up or a quote settles in its own function (settle-payable.ts); an order in applyToOrder.
    if (payment.order_id === null) return settlePayable(tx, payment, said, log);
    return null;
  }

  /** Whether the payment's success made its ORDER paid (its mail is sent after the commit). */
  async function applyToOrder(tx: Queryable, payment: PaymentRow, said: ProviderPayment): Promise<boolean> {
    if (payment.order_id === null || said.status !== 'succeeded') return false;
    const [order] = await tx.query<{ status: string; total: number; paid: number }>(
      `SELECT o.status, o.total::float8 AS total,
         (SELECT coalesce(sum(amount), 0)::float8 FROM payments WHERE order_id = o.id AND status = 'succeeded') AS paid
       FROM orders o WHERE o.id = $1 FOR UPDATE`,
      [payment.order_id],
    );
    if (!order) return false;
    if (order.status !== 'unpaid') {
      // Paid already (a second payment), or expired or cancelled meanwhile: the money goes back by hand (the
      // operator's refunds-due list).
      log.error(
        { orderId: payment.order_id, paymentId: payment.id, status: order.status },
        'a payment succeeded for an order that is not unpaid: refund it',
      );
      await markRefundDue(tx, payment.id, 'order_not_unpaid');
      return false;
    }
    if (roundPrice(order.paid) < roundPrice(order.total)) return false;
    await moveOrder(tx, payment.order_id, 'paid');
    return true;
  }

  /** Asks the provider about one pending payment and applies the answer. */
  async function reconcile(paymentId: number): Promise<void> {
    const payment = await paymentRow(db, paymentId);
    if (payment?.status !== 'pending' || payment.provider_payment_id === null) return;
    const adapter = providers.get(payment.provider_id);
    if (!adapter) return;
    const said = await adapter.status(payment.provider_payment_id);
    const settled = await db.transaction(async (tx) => {
      const locked = await paymentRow(tx, paymentId, true);
      return locked ? applyProviderPayment(tx, locked, said) : NOTHING_PAID;
    });
    tell(settled);
  }

  /** The mails of what a committed settlement paid. */
  function tell(settled: Settled): void {
    if (settled.orderId !== null) options.onOrderPaid?.(settled.orderId);
    if (settled.quoteId !== null) options.onQuotePaid?.(settled.quoteId);
    if (settled.reservationId !== null) options.onReservationPaid?.(settled.reservationId);
  }

  /** Opens the provider's payment of a pending payment row (once: the provider dedupes on our key). */
  async function openAtProvider(paymentId: number, storefrontOrigin: string): Promise<string | null> {
    const payment = await paymentRow(db, paymentId);
    if (payment?.status !== 'pending') return null;
    if (payment.redirect_url) return payment.redirect_url;
    const adapter = providers.get(payment.provider_id);
    if (!adapter) throw new ServiceUnavailable(CHECKOUT_MESSAGES.providerUnavailable);
    // A reservation's return URLs carry its link's token, so a guest lands back on it (#28).
    const ref = {
      ...payment,
      reservation_token:
        payment.reservation_id === null ? null : await reservationToken(db, payment.reservation_id),
    };
    const back = (outcome: string) =>
      payableReturnUrl(storefrontOrigin, ref, outcome) ??
      `${storefrontOrigin}/payment/${outcome}?order_id=${payment.order_id}`;
    let opened: Awaited<ReturnType<typeof adapter.create>>;
    try {
      opened = await adapter.create({
        reference: String(payment.id),
        idempotencyKey: `payment-${payment.id}`,
        amount: payment.amount,
        currency: payment.currency,
        returnUrls: { accept: back('accept'), decline: back('decline'), fail: back('fail') },
        notifyUrl: `${options.notifyBaseUrl()}${notificationPath(payment.provider_id)}`,
      });
    } catch (error) {
      log.error({ err: error, paymentId }, 'payment provider unreachable');
      throw new ServiceUnavailable(CHECKOUT_MESSAGES.providerUnavailable);
    }
    const [stored] = await db.query<{ status: string }>(
      `UPDATE payments SET provider_payment_id = $2, redirect_url = $3, updated_at = now()
       WHERE id = $1 AND provider_payment_id IS NULL RETURNING status`,
      [payment.id, opened.providerPaymentId, opened.redirectUrl],
    );
    if (stored === undefined) {
      // Opened by a concurrent call for the same payment (the provider answers one payment per idempotency key).
      const now = await paymentRow(db, payment.id);
      return now?.status === 'pending' ? now.redirect_url : null;
    }
    if (stored.status === 'pending') return opened.redirectUrl;
    // A newer pay call for the same payable cancelled this payment while it was being opened (cancelPending saw
    // no provider payment to cancel yet): the page just opened is closed too, or the shopper could pay twice.
    await cancelAtProvider(adapter, payment.id, opened.providerPaymentId);
    return null;
  }

  /** Cancels a payment at its provider and applies what the provider says (paid after all: the payable is). */
  async function cancelAtProvider(
    adapter: PaymentProviderAdapter,
    paymentId: number,
    providerPaymentId: string,
  ): Promise<void> {
    let said: ProviderPayment;
    try {
      said = await adapter.cancel(providerPaymentId);
    } catch (error) {
      log.error({ err: error, paymentId }, 'payment provider unreachable');
      throw new ServiceUnavailable(CHECKOUT_MESSAGES.providerUnavailable);
    }
    const settled = await db.transaction(async (tx) => {
      const locked = await paymentRow(tx, paymentId, true);
      return locked ? applyProviderPayment(tx, locked, said) : NOTHING_PAID;
    });
    tell(settled);
  }

  /** Where to send the shopper for an attempt (confirm or pay): the provider's page, or nothing left to pay. */
  async function redirectFor(
    attempt: PaymentAttempt,
    storefrontOrigin: string,
  ): Promise<PaymentRedirectResponse> {
    const redirect =
      attempt.payment_id === null ? null : await openAtProvider(attempt.payment_id, storefrontOrigin);
    const [order] = await db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
      attempt.order_id,
    ]);
    return {
      status: true,
      order_id: attempt.order_id,
      paid: order?.status === 'paid',
      redirect_url: redirect,
    };
  }

  /** The owner's order (user or guest token, or anyone with its link's token); else the same 404 naming order_id. */
  async function ownOrder(q: Queryable, owner: CartOwner, orderId: number, lock = false, token?: string) {
    const signed = token !== undefined && orderTokenValid(await orderLinkKey(q), orderId, token);
    const rows = await q.query<{
      id: number;
      status: string;
      total: number;
      balance_used: number;
      payment_fee: number;
      currency_id: number;
      currency: string;
      payment_method_id: number | null;
      created_at: string;
      checkout_slug: string | null;
      undeclared: boolean;
    }>(
      `SELECT o.id, o.status, o.is_pro AND o.declaration IS NULL AS undeclared, o.total::float8 AS total, o.balance_used::float8 AS balance_used,
         o.payment_fee::float8 AS payment_fee, o.currency_id, c.iso_code AS currency, o.payment_method_id,
         to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at, ch.slug AS checkout_slug
       FROM orders o JOIN currencies c ON c.id = o.currency_id LEFT JOIN checkouts ch ON ch.id = o.checkout_id
       WHERE o.id = $1 AND ($4 OR o.user_id = $2 OR (o.user_id IS NULL AND o.guest_token_hash = $3))
       ${lock ? 'FOR UPDATE OF o' : ''}`,
      [orderId, owner.userId, owner.guestTokenHash, signed],
    );
    const order = rows[0];
    if (!order) throw checkoutError(404, CHECKOUT_MESSAGES.orderNotFound, 'order_id');
    return order;
  }

  async function methodsFor(q: Queryable, currencyId: number) {
    const [currency] = await q.query<{ iso_code: string; rate_to_eur: number }>(
      'SELECT iso_code, rate_to_eur::float8 AS rate_to_eur FROM currencies WHERE id = $1',
      [currencyId],
    );
    const rows = await q.query<{ id: number; name: string; fee: number; fee_type: FeeType }>(
      'SELECT id, name, fee::float8 AS fee, fee_type FROM payment_methods WHERE active ORDER BY position, id',
    );
    return rows
      .filter((m) => providers.has(m.id))
      .map((m) => ({
        id: m.id,
        name: m.name,
        fee_type: m.fee_type,
        fee: m.fee_type === 'fixed' && currency ? convertAmount(m.fee, EURO, currency) : m.fee,
      }));
  }

  /** The answer kept under a pay key, waiting (up to 15 s) while the call that claimed it is still at work. */
  async function answerOf(ownerId: string, key: string, hash: string): Promise<PaymentAttempt> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [row] = await db.query<{ request_hash: string; response: PaymentAttempt | null }>(
        "SELECT request_hash, response FROM idempotency_keys WHERE scope = 'pay' AND owner = $1 AND key = $2",
        [ownerId, key],
      );
      if (row && row.request_hash !== hash) {
        throw checkoutError(409, CHECKOUT_MESSAGES.idempotencyMismatch, 'idempotency_key');
      }
      if (row?.response) return row.response;
      if (!row || Date.now() > deadline) {
        throw checkoutError(409, CHECKOUT_MESSAGES.idempotencyMismatch, 'idempotency_key');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * Cancels at their provider the payments still open for a payable, so the shopper cannot pay twice; a payment
   * that turns out paid is applied (and so pays its payable).
   */
  async function cancelPending(
    column: 'order_id' | 'invoice_id' | 'quote_id' | 'reservation_id',
    id: number,
  ): Promise<void> {
    const open = await db.query<{ id: number; provider_id: number; provider_payment_id: string | null }>(
      `SELECT id, provider_id, provider_payment_id FROM payments WHERE ${column} = $1 AND status = 'pending'`,
      [id],
    );
    for (const payment of open) {
      const adapter = providers.get(payment.provider_id);
      if (!adapter) {
        await db.query(
          "UPDATE payments SET status = 'cancelled', updated_at = now() WHERE id = $1 AND status = 'pending'",
          [payment.id],
        );
        continue;
      }
      let providerPaymentId = payment.provider_payment_id;
      if (providerPaymentId === null) {
        // Not at its provider (yet): cancelled here, unless the call opening it stored its provider payment since
        // the list was read; then it is cancelled there like any other. openAtProvider closes a page it opens for
        // a payment cancelled here.
        const cancelled = await db.query(
          `UPDATE payments SET status = 'cancelled', updated_at = now()
           WHERE id = $1 AND status = 'pending' AND provider_payment_id IS NULL RETURNING id`,
          [payment.id],
        );
        if (cancelled.length > 0) continue;
        const now = await paymentRow(db, payment.id);
        if (now?.status !== 'pending' || now.provider_payment_id === null) continue;
        providerPaymentId = now.provider_payment_id;
      }
      await cancelAtProvider(adapter, payment.id, providerPaymentId);
    }
  }

  /** A pay call that holds its key: the open payment cancelled at its provider, then a new one. */
  async function payAgain(
    owner: CartOwner,
    body: {
      order_id: number;
      payment_method_id: number;
      idempotency_key: string;
      token?: string | undefined;
    },
    ownerId: string,
  ): Promise<PaymentAttempt> {
    await cancelPending('order_id', body.order_id);
    return db.transaction(async (tx) => {
      const order = await ownOrder(tx, owner, body.order_id, true, body.token);
      if (order.status !== 'unpaid') throw checkoutError(409, CHECKOUT_MESSAGES.orderNotPayable, 'order_id');
      // A pro order (#28) travels under its delivery declaration: none, no payment (from any page that pays it).
      if (order.undeclared) throw checkoutError(409, PRO_MESSAGES.declarationMissing, 'declaration');
      const stillOpen = await tx.query("SELECT 1 FROM payments WHERE order_id = $1 AND status = 'pending'", [
        order.id,
      ]);
      if (stillOpen.length > 0) throw checkoutError(409, CHECKOUT_MESSAGES.orderNotPayable, 'order_id');
      const methods = await methodsFor(tx, order.currency_id);
      const method = methods.find((m) => m.id === body.payment_method_id);
      if (!method || method.id === PaymentProvider.BALANCE) {
        throw checkoutError(400, CHECKOUT_MESSAGES.paymentMethodInvalid, 'payment_method_id');
      }
      // The provider collects the order less its balance part; the fee is the new method's.
      const { fee, amount } = payAgainAmount(order.total - order.balance_used, order.payment_fee, method);
      await tx.query('UPDATE orders SET payment_method_id = $2, payment_fee = $3, total = $4 WHERE id = $1', [
        order.id,
        method.id,
        fee,
        roundPrice(order.balance_used + amount),
      ]);
      const [payment] = await tx.query<{ id: number }>(
        `INSERT INTO payments (order_id, provider_id, status, amount, currency_id) VALUES ($1, $2, 'pending', $3, $4)
           RETURNING id`,
        [order.id, method.id, amount, order.currency_id],
      );
      const attempt = { order_id: order.id, payment_id: payment?.id ?? null };
      await keepResponse(tx, 'pay', ownerId, body.idempotency_key, attempt);
      return attempt;
    });
  }

  return {
    openAtProvider,
    redirectFor,
    reconcile,
    cancelPending,
    methodsFor,

    /** A provider's notification: verified, applied once per event id, in one transaction. */
    async handleNotification(
      providerId: number,
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<{ status: boolean; duplicate: boolean }> {
      const adapter = providers.get(providerId);
      if (!adapter) throw Object.assign(new Error('No such payment provider'), { statusCode: 404 });
      const event = adapter.verifyNotification(rawBody, headers);
      const outcome = await db.transaction(async (tx) => {
        const fresh = await tx.query(
          `INSERT INTO provider_notifications (provider_id, event_id, status) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING RETURNING event_id`,
          [providerId, event.eventId, event.payment.status],
        );
        if (fresh.length === 0) return { status: true, duplicate: true, settled: NOTHING_PAID };
        const [byId] = await tx.query<{ id: number }>(
          `SELECT id FROM payments WHERE provider_id = $1 AND (provider_payment_id = $2
             OR (provider_payment_id IS NULL AND id::text = $3))`,
          [providerId, event.payment.providerPaymentId, event.payment.reference],
        );
        const payment = byId ? await paymentRow(tx, byId.id, true) : undefined;
        if (!payment) throw new NotificationRejected('unknown payment');
        await tx.query(
          'UPDATE provider_notifications SET payment_id = $3 WHERE provider_id = $1 AND event_id = $2',
          [providerId, event.eventId, payment.id],
        );
        const settled = await applyProviderPayment(tx, payment, event.payment);
        return { status: true, duplicate: false, settled };
      });
      tell(outcome.settled);
      return { status: outcome.status, duplicate: outcome.duplicate };
    },

    /** Every payment still pending at a provider: asked one by one (at start-up, and now and then). */
    async reconcilePending(): Promise<number> {
      const pending = await db.query<{ id: number }>(
        "SELECT id FROM payments WHERE status = 'pending' AND provider_payment_id IS NOT NULL ORDER BY created_at",
      );
      let settled = 0;
      for (const { id } of pending) {
        try {
          await reconcile(id);
          settled += 1;
        } catch (error) {
          log.warn({ err: error, paymentId: id }, 'could not ask the provider about a pending payment');
        }
      }
      return settled;
    },

    /** The owner's order and its payments, its pending payments first asked of their provider. */
    async orderPayment(owner: CartOwner, orderId: number, token?: string): Promise<OrderPaymentResponse> {
      await ownOrder(db, owner, orderId, false, token);
      const pending = await db.query<{ id: number }>(
        "SELECT id FROM payments WHERE order_id = $1 AND status = 'pending'",
        [orderId],
      );
      for (const { id } of pending) {
        try {
          await reconcile(id);
        } catch (error) {
          log.warn({ err: error, paymentId: id }, 'provider not reachable; the payment stays pending');
        }
      }
      const order = await ownOrder(db, owner, orderId, false, token);
      const payments = await db.query<{
        id: number;
        payment_processor_id: number;
        amount: number;
        status: string;
      }>(
        `SELECT id, provider_id AS payment_processor_id, amount::float8 AS amount, status FROM payments
         WHERE order_id = $1 ORDER BY id`,
        [orderId],
      );
      const paid = payments.filter((p) => p.status === 'succeeded').reduce((sum, p) => sum + p.amount, 0);
      return {
        order: {
          id: order.id,
          number: orderNumber(order.id),
          status: order.status,
          is_paid: order.status === 'paid',
          total: order.total,
          outstanding: Math.max(0, roundPrice(order.total - paid)),
          payment_fee: order.payment_fee,
          currency: order.currency,
          payment_method_id: order.payment_method_id,
          created_at: order.created_at,
          checkout_slug: order.checkout_slug,
          link_path: await orderLinkPath(db, order.id),
        },
        payments: payments as OrderPaymentResponse['payments'],
        payment_methods: await methodsFor(db, order.currency_id),
      };
    },

    /**
     * /payment/pay/{id}: a new provider payment for an unpaid order (once per key). A payment still open at its
     * provider is cancelled there first, so the shopper cannot pay twice; if it turns out paid, the order is.
     */
    async payOrder(
      owner: CartOwner,
      body: {
        order_id: number;
        payment_method_id: number;
        idempotency_key: string;
        token?: string | undefined;
      },
    ): Promise<PaymentAttempt> {
      const ownerId = ownerKey(owner);
      const hash = requestHash({ order: body.order_id, method: body.payment_method_id });
      await ownOrder(db, owner, body.order_id, false, body.token);
      // The key is claimed before anything is cancelled: a double click's second call waits for the first's
      // answer instead of cancelling the payment the first one just opened.
      const claimed = await db.query(
        `INSERT INTO idempotency_keys (scope, owner, key, request_hash) VALUES ('pay', $1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING key`,
        [ownerId, body.idempotency_key, hash],
      );
      if (claimed.length === 0) return answerOf(ownerId, body.idempotency_key, hash);
      try {
        return await payAgain(owner, body, ownerId);
      } catch (error) {
        // Nothing was kept: the key is free for a retry.
        await db.query(
          "DELETE FROM idempotency_keys WHERE scope = 'pay' AND owner = $1 AND key = $2 AND response IS NULL",
          [ownerId, body.idempotency_key],
        );
        throw error;
      }
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
