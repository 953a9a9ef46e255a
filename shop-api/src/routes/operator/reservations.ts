import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { recordedAction } from '../../services/operator/recorded-action.js';
import {
  markReservationReady,
  reservationIdOf,
  setModelOpen,
} from '../../services/reservations/operator-reservations.js';
import {
  modelOpenBodySchema,
  reservationModelParamsSchema,
  reservationNumberParamsSchema,
  reservationReadyBodySchema,
} from './reservation-schemas.js';

// The operator's reservation calls (README "Phone reservations"); each change is recorded and idempotent on
// client_key, and the ready-to-buy mail goes once the change has committed (a replay mails nothing).
export default async function operatorReservationRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;

  fastify.post<{
    Params: z.infer<typeof reservationModelParamsSchema>;
    Body: z.infer<typeof modelOpenBodySchema>;
  }>(
    '/operator/reservation-models/:id/open',
    { schema: { params: reservationModelParamsSchema, body: modelOpenBodySchema } },
    async (request) => {
      const { id } = request.params;
      const done = await recordedAction(
        db,
        {
          clientKey: request.body.client_key,
          operator: request.operator,
          action: 'reservation-model.open',
          target: String(id),
          request: request.body,
        },
        (tx) => setModelOpen(tx, id, request.body.open),
      );
      return done.answer;
    },
  );

  fastify.post<{
    Params: z.infer<typeof reservationNumberParamsSchema>;
    Body: z.infer<typeof reservationReadyBodySchema>;
  }>(
    '/operator/reservations/:number/ready',
    { schema: { params: reservationNumberParamsSchema, body: reservationReadyBodySchema } },
    async (request) => {
      const id = reservationIdOf(request.params.number);
      const done = await recordedAction(
        db,
        {
          clientKey: request.body.client_key,
          operator: request.operator,
          action: 'reservation.ready',
          target: request.params.number.toUpperCase(),
          request: request.body,
        },
        (tx) => markReservationReady(tx, id),
      );
      if (done.fresh) fastify.reservationMail(id, 'reservation-ready');
      return done.answer;
    },
  );
}
