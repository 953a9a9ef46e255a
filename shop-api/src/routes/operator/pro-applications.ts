import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordedAction } from '../../services/operator/recorded-action.js';
import { decideProApplication, operatorProApplications } from '../../services/pro/pro-applications.js';
import { sendProDecisionMail } from '../../services/pro/pro-mails.js';
import { clientKeySchema } from './order-schemas.js';

// The operator's pro application calls (#28, README "Pro buyers"): the list, and approve or reject, each recorded
// and idempotent on client_key like every operator change; the customer is mailed once the decision committed.
const paramsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const listQuerySchema = z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional() });
const decisionBodySchema = z.object({
  client_key: clientKeySchema,
  /** Shown to the customer on /pro and in the mail (a rejection's reason, say). */
  note: z.string().trim().min(1).max(1000).optional(),
});

export default async function operatorProApplicationRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;

  fastify.get<{ Querystring: z.infer<typeof listQuerySchema> }>(
    '/operator/pro-applications',
    { schema: { querystring: listQuerySchema } },
    async (request) => ({ applications: await operatorProApplications(db, request.query.status) }),
  );

  for (const decision of ['approved', 'rejected'] as const) {
    const verb = decision === 'approved' ? 'approve' : 'reject';
    fastify.post<{ Params: z.infer<typeof paramsSchema>; Body: z.infer<typeof decisionBodySchema> }>(
      `/operator/pro-applications/:id/${verb}`,
      { schema: { params: paramsSchema, body: decisionBodySchema } },
      async (request) => {
        const { id } = request.params;
        const done = await recordedAction(
          db,
          {
            clientKey: request.body.client_key,
            operator: request.operator,
            action: `pro_application.${verb}`,
            target: `pro-application-${id}`,
            request: request.body,
          },
          (tx) => decideProApplication(tx, id, decision, request.operator, request.body.note ?? null),
        );
        if (done.fresh) {
          sendProDecisionMail(db, fastify.mailer, fastify.storefrontOriginTemplate, id).catch((error) =>
            request.log.warn({ err: error, applicationId: id }, 'pro decision mail not sent'),
          );
        }
        return done.answer;
      },
    );
  }
}
