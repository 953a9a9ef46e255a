import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireDueOrders } from '../services/orders/expire-orders.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Minutes an unpaid order may be paid in before it expires (ORDER_PAYMENT_WINDOW_MIN). */
    orderPaymentWindowMin: number;
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
    let timer: NodeJS.Timeout | undefined;
    const sweep = async () => {
      try {
        const expired = await expireDueOrders(fastify.db);
        if (expired.length > 0) fastify.log.info({ expired: expired.length }, 'expired unpaid orders');
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
  { name: 'orders', dependencies: ['database'] },
);
