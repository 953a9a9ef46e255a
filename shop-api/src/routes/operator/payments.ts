import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { recordedAction } from '../../services/operator/recorded-action.js';
import { markRefunded, refundsDue } from '../../services/payments/operator-refunds.js';
import { paymentIdParamsSchema, refundedBodySchema } from './payment-schemas.js';

// The operator's refund calls (README "Operator API"): the payments a provider took for something no longer
// payable (refund due), and marking one refunded at the provider by hand (recorded, once per client_key).
export default async function operatorPaymentRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;

  fastify.get('/operator/payments/refunds-due', async () => ({ refunds_due: await refundsDue(db) }));

  fastify.post<{ Params: z.infer<typeof paymentIdParamsSchema>; Body: z.infer<typeof refundedBodySchema> }>(
    '/operator/payments/:id/refunded',
    { schema: { params: paymentIdParamsSchema, body: refundedBodySchema } },
    async (request) => {
      const { id } = request.params;
      const done = await recordedAction(
        db,
        {
          clientKey: request.body.client_key,
          operator: request.operator,
          action: 'payment.refunded',
          target: String(id),
          request: request.body,
        },
        (tx) => markRefunded(tx, id, request.operator, request.body.note || null),
      );
      return done.answer;
    },
  );
}
