import type { FastifyInstance } from 'fastify';
import { adjustBalance, issueInvoice } from '../../services/balance/operator-balance.js';
import {
  type OperatorBalanceBody,
  type OperatorInvoiceBody,
  operatorBalanceBodySchema,
  operatorInvoiceBodySchema,
} from '../../services/balance/operator-requests.js';
import { recordedAction } from '../../services/operator/recorded-action.js';

/** A user as the action's target: the id or the e-mail the operator named. */
const target = (body: { email?: string | undefined; user_id?: number | undefined }) =>
  body.user_id !== undefined ? `user:${body.user_id}` : `email:${body.email}`;

// The operator's balance moves and invoices (registered behind the operator plugin's token check). Each is
// recorded and done once per client_key: a replay answers the first answer and moves nothing.
export default async function operatorBalanceRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;

  fastify.post<{ Body: OperatorBalanceBody }>(
    '/operator/balance',
    { schema: { body: operatorBalanceBodySchema } },
    async (request) => {
      const { client_key: clientKey, ...what } = request.body;
      const action = { clientKey, operator: request.operator, action: 'balance.move', target: target(what) };
      const { answer } = await recordedAction(db, { ...action, request: what }, (tx) =>
        adjustBalance(tx, request.body),
      );
      return answer;
    },
  );

  fastify.post<{ Body: OperatorInvoiceBody }>(
    '/operator/invoices',
    { schema: { body: operatorInvoiceBodySchema } },
    async (request) => {
      const { client_key: clientKey, ...what } = request.body;
      const action = { clientKey, operator: request.operator, action: 'invoice.issue', target: target(what) };
      const { answer } = await recordedAction(db, { ...action, request: what }, (tx) =>
        issueInvoice(tx, request.body),
      );
      return answer;
    },
  );
}
