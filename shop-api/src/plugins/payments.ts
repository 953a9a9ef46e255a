import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentService, type PaymentService } from '../services/payments/payment-service.js';
import type { PaymentProviders } from '../services/payments/provider-adapter.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService;
    /** The §3 outside providers (1 card, 2 wallet, 3 regional) configured: only those are offered. */
    paymentProviderIds: () => ReadonlySet<number>;
  }
}

export interface PaymentsOption {
  providers?: PaymentProviders;
  /** The shop-api's base URL as providers reach it (notifications); default its own loopback address. */
  notifyBaseUrl?: string;
  /** Ask the providers about every pending payment once listening, then every this many ms (0: only once). */
  reconcileIntervalMs?: number;
  /** Off in tests that drive reconciliation themselves. Default on. */
  reconcileOnListen?: boolean;
}

// The payment service on the app; once listening, the payments left pending (a notification that never came, the
// shop down when it was sent) are asked of their providers, and again now and then.
export default fp(
  async (fastify: FastifyInstance, opts: PaymentsOption) => {
    const providers = opts.providers ?? new Map();
    const ids = new Set(providers.keys());
    const notifyBaseUrl = () => {
      if (opts.notifyBaseUrl) return opts.notifyBaseUrl.replace(/\/+$/, '');
      const address = fastify.server.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      return `http://127.0.0.1:${port}`;
    };
    fastify.decorate('paymentProviderIds', () => ids);
    fastify.decorate(
      'payments',
      createPaymentService(fastify.db, {
        providers,
        notifyBaseUrl,
        log: fastify.log,
        // The orders plugin (registered after this one) mails the payment received.
        onOrderPaid: (orderId) => fastify.orderMail(orderId, 'payment-received'),
        // And the quotes plugin (#27) the quote's payment.
        onQuotePaid: (quoteId) => fastify.quoteMail(quoteId, 'quote-paid'),
        // And the reservations plugin (#28) the deposit's confirmation.
        onReservationPaid: (id) => fastify.reservationMail(id, 'reservation-paid'),
      }),
    );

    let timer: NodeJS.Timeout | undefined;
    const sweep = async () => {
      try {
        const asked = await fastify.payments.reconcilePending();
        if (asked > 0) fastify.log.info({ asked }, 'asked the providers about pending payments');
      } catch (error) {
        fastify.log.warn({ err: error }, 'reconciling pending payments failed');
      }
    };
    if (providers.size > 0 && (opts.reconcileOnListen ?? true)) {
      fastify.addHook('onListen', async () => {
        void sweep();
        if (opts.reconcileIntervalMs)
          timer = setInterval(() => void sweep(), opts.reconcileIntervalMs).unref();
      });
    }
    fastify.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'payments', dependencies: ['database'] },
);
