import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mailContext } from '../../services/auth/mail-context.js';
import { requireUser } from '../../services/auth/require-user.js';
import { balanceHistory } from '../../services/balance/balance-history.js';
import { createTopUp, topUpStatus } from '../../services/balance/top-ups.js';
import { cartOwner } from '../../services/cart/cart-owner.js';
import { invoiceView } from '../../services/invoices/invoice-view.js';
import { payInvoice } from '../../services/invoices/pay-invoice.js';
import { registerEndpoint } from '../register-endpoint.js';

// The signed-in user's balance (history, top-ups) and invoices. Every call is the session user's own: another
// user's top-up or invoice is the same 404 as a missing one.
export default async function balanceRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;
  const user = (request: FastifyRequest) => requireUser(db, request.headers.authorization);
  // Where the provider sends the shopper back: the storefront of the site the call came in for.
  const origin = async (request: FastifyRequest) =>
    (await mailContext(db, request.headers, fastify.storefrontOriginTemplate)).origin;

  registerEndpoint(fastify, 'balanceHistory', async (request, { body }) =>
    balanceHistory(db, (await user(request)).id, body.page),
  );
  registerEndpoint(fastify, 'balanceTopUp', async (request, { body }) =>
    createTopUp(db, fastify.payments, (await user(request)).id, body, await origin(request)),
  );
  registerEndpoint(fastify, 'balanceTopUpStatus', async (request, { body }) =>
    topUpStatus(db, fastify.payments, request.log, (await user(request)).id, body.top_up_id),
  );
  registerEndpoint(fastify, 'invoice', async (request, { body }) =>
    invoiceView(db, fastify.payments, (await user(request)).id, body.id),
  );
  registerEndpoint(fastify, 'payInvoice', async (request, { body }) => {
    const { id: userId } = await user(request);
    const owner = { ...(await cartOwner(db, request.headers)), userId };
    return payInvoice(db, fastify.payments, owner, body, await origin(request));
  });
}
