import { orderNumber } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { recordedAction } from '../../services/operator/recorded-action.js';
import { expireDueIn } from '../../services/orders/expire-orders.js';
import { addTrackingEvent, operatorMoveOrder, orderIdOf } from '../../services/orders/operator-orders.js';
import { expireDueQuotesIn } from '../../services/quotes/expire-quotes.js';
import {
  closeAbandonedDepositPayments,
  lapseDueReservationsIn,
} from '../../services/reservations/expire-reservations.js';
import {
  expireBodySchema,
  moveOrderBodySchema,
  orderNumberParamsSchema,
  trackingEventBodySchema,
} from './order-schemas.js';

// The operator's order calls (README "Operator API"); each change is recorded and idempotent on client_key.
export default async function operatorOrderRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;

  fastify.post<{
    Params: z.infer<typeof orderNumberParamsSchema>;
    Body: z.infer<typeof moveOrderBodySchema>;
  }>(
    '/operator/orders/:number/status',
    { schema: { params: orderNumberParamsSchema, body: moveOrderBodySchema } },
    async (request) => {
      const { client_key, status, ...shipping } = request.body;
      const orderId = orderIdOf(request.params.number);
      const done = await recordedAction(
        db,
        {
          clientKey: client_key,
          operator: request.operator,
          action: 'order.status',
          target: orderNumber(orderId),
          request: request.body,
        },
        (tx) => operatorMoveOrder(tx, orderId, status, request.operator, shipping),
      );
      if (done.fresh && status === 'shipped') fastify.orderMail(orderId, 'order-shipped');
      if (done.fresh && status === 'paid') fastify.orderMail(orderId, 'payment-received');
      return done.answer;
    },
  );

  fastify.post<{
    Params: z.infer<typeof orderNumberParamsSchema>;
    Body: z.infer<typeof trackingEventBodySchema>;
  }>(
    '/operator/orders/:number/tracking-events',
    { schema: { params: orderNumberParamsSchema, body: trackingEventBodySchema } },
    async (request) => {
      const { client_key, ...event } = request.body;
      const orderId = orderIdOf(request.params.number);
      const done = await recordedAction(
        db,
        {
          clientKey: client_key,
          operator: request.operator,
          action: 'order.tracking_event',
          target: orderNumber(orderId),
          request: request.body,
        },
        (tx) => addTrackingEvent(tx, orderId, event),
      );
      return done.answer;
    },
  );

  // The expiry sweep now (it also runs in the background, plugins/orders.ts), in the action's transaction.
  fastify.post<{ Body: z.infer<typeof expireBodySchema> }>(
    '/operator/orders/expire',
    { schema: { body: expireBodySchema } },
    async (request) => {
      // Deposit payments abandoned long past their reservation's time are closed at their provider first (#28).
      await closeAbandonedDepositPayments(db, fastify.payments, request.log);
      const done = await recordedAction(
        db,
        {
          clientKey: request.body.client_key,
          operator: request.operator,
          action: 'order.expire',
          target: null,
          request: request.body,
        },
        async (tx) => ({
          expired: (await expireDueIn(tx, request.operator)).map(orderNumber),
          // Priced quotes and open offers past their time (#27), in the same action.
          expired_quotes: await expireDueQuotesIn(tx, request.operator),
          // Reservations whose deposit was not paid in time (#28).
          lapsed_reservations: await lapseDueReservationsIn(tx),
        }),
      );
      return done.answer;
    },
  );
}
