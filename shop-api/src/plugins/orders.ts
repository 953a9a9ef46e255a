import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OrderMailKind } from '../services/mail/order-mail-words.js';
import { expireDueOrders } from '../services/orders/expire-orders.js';
import { sendOrderMail } from '../services/orders/order-mails.js';
import { expireDueQuotesIn } from '../services/quotes/expire-quotes.js';
import {
  closeAbandonedDepositPayments,
  lapseDueReservationsIn,
} from '../services/reservations/expire-reservations.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Minutes an unpaid order may be paid in before it expires (ORDER_PAYMENT_WINDOW_MIN). */
    orderPaymentWindowMin: number;
    /** Mails an order's confirmation, payment or shipping, once each, in the background (after its commit). */
    orderMail: (orderId: number, kind: OrderMailKind) => void;
  }
}

export interface OrdersOption {
  /** ORDER_PAYMENT_WINDOW_MIN; default 60. */
  paymentWindowMin?: number;
  /** ORDER_EXPIRY_SWEEP_INTERVAL_MS: how often due orders are expired once listening (0: never; tests). */
  expirySweepIntervalMs?: number;
}

export const DEFAULT_PAYMENT_WINDOW_MIN = 60;

// The order settings on the app and the background sweep that expires unpaid orders past their window (the
// operator's POST /operator/orders/expire runs the same sweep on demand).
export default fp(
  async (fastify: FastifyInstance, opts: OrdersOption) => {
    fastify.decorate('orderPaymentWindowMin', opts.paymentWindowMin ?? DEFAULT_PAYMENT_WINDOW_MIN);
    fastify.decorate('orderMail', (orderId: number, kind: OrderMailKind) => {
      sendOrderMail(fastify.db, fastify.mailer, fastify.storefrontOriginTemplate, orderId, kind).catch(
        (error) => fastify.log.warn({ err: error, orderId, kind }, 'order mail not sent'),
      );
    });
    let timer: NodeJS.Timeout | undefined;
    const sweep = async () => {
      try {
        const expired = await expireDueOrders(fastify.db);
        if (expired.length > 0) fastify.log.info({ expired: expired.length }, 'expired unpaid orders');
        // Priced quotes and open create-order offers past their time (#27), in the same sweep.
        const quotes = await fastify.db.transaction((tx) => expireDueQuotesIn(tx));
        if (quotes.length > 0) fastify.log.info({ expired_quotes: quotes.length }, 'expired quotes');
        // Reservations whose deposit was not paid in time (#28): their units are free again (a card page left
        // open long past the time is closed at its provider first).
        await closeAbandonedDepositPayments(fastify.db, fastify.payments, fastify.log);
        const lapsed = await fastify.db.transaction((tx) => lapseDueReservationsIn(tx));
        if (lapsed.length > 0)
          fastify.log.info({ lapsed_reservations: lapsed.length }, 'lapsed reservations');
      } catch (error) {
        fastify.log.warn({ err: error }, 'expiring unpaid orders failed');
      }
    };
    if (opts.expirySweepIntervalMs) {
      const every = opts.expirySweepIntervalMs;
      fastify.addHook('onListen', async () => {
        void sweep();
        timer = setInterval(() => void sweep(), every).unref();
      });
    }
    fastify.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'orders', dependencies: ['database', 'mail'] },
);
