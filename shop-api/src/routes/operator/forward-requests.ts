import {
  PARCEL_LIMITS,
  TRACKING_NUMBER_MAX_LENGTH,
  withoutControlCharacters,
} from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forwardRequestMailLater } from '../../services/forwarding/forward-request-mails.js';
import {
  forwardRequestIdOf,
  operatorMoveForwardRequest,
} from '../../services/forwarding/operator-forward-requests.js';
import { recordedAction } from '../../services/operator/recorded-action.js';
import { clientKeySchema } from './order-schemas.js';

const paramsSchema = z.object({ number: z.string().regex(/^FR[1-9][0-9]{0,9}$/i) });
const side = z.number().positive().max(PARCEL_LIMITS.max_side_cm);

/** One body per move: arrived carries what the warehouse measured; shipped may carry the carrier's number. */
export const moveForwardRequestBodySchema = z.discriminatedUnion('status', [
  z.object({
    client_key: clientKeySchema,
    status: z.literal('arrived'),
    parcel: z.object({
      weight_kg: z.number().positive().max(PARCEL_LIMITS.max_weight_kg),
      length_cm: side,
      width_cm: side,
      height_cm: side,
    }),
    photo_notes: withoutControlCharacters(z.string().trim().min(1).max(500)).optional(),
  }),
  z.object({
    client_key: clientKeySchema,
    status: z.literal('shipped'),
    tracking_number: z
      .string()
      .trim()
      .min(4)
      .max(TRACKING_NUMBER_MAX_LENGTH)
      .regex(/^[A-Za-z0-9-]+$/)
      .optional(),
  }),
  z.object({ client_key: clientKeySchema, status: z.literal('delivered') }),
  z.object({ client_key: clientKeySchema, status: z.literal('cancelled') }),
]);

const MAILED = { arrived: 'forward-request-arrived', shipped: 'forward-request-shipped' } as const;

// The operator's forward-request call (README "Forwarding"): recorded and idempotent on client_key, like orders'.
export default async function operatorForwardRequestRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.post<{ Params: z.infer<typeof paramsSchema>; Body: z.infer<typeof moveForwardRequestBodySchema> }>(
    '/operator/forward-requests/:number/status',
    { schema: { params: paramsSchema, body: moveForwardRequestBodySchema } },
    async (request) => {
      const { client_key, ...move } = request.body;
      const id = forwardRequestIdOf(request.params.number);
      const done = await recordedAction(
        fastify.db,
        {
          clientKey: client_key,
          operator: request.operator,
          action: 'forward_request.status',
          target: request.params.number.toUpperCase(),
          request: request.body,
        },
        (tx) => operatorMoveForwardRequest(tx, id, move, request.operator),
      );
      if (done.fresh && (move.status === 'arrived' || move.status === 'shipped')) {
        forwardRequestMailLater(fastify, id, MAILED[move.status]);
      }
      return done.answer;
    },
  );
}
