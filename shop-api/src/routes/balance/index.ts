import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../services/auth/require-user.js';
import { balanceHistory } from '../../services/balance/balance-history.js';
import { payableReturnBase } from '../../services/balance/return-base.js';
import { createTopUp, topUpStatus } from '../../services/balance/top-ups.js';
import { cartOwner } from '../../services/cart/cart-owner.js';
import { requireLanguage } from '../../services/config/languages.js';
import { invoiceView, ownInvoice } from '../../services/invoices/invoice-view.js';
import { payInvoice } from '../../services/invoices/pay-invoice.js';
import { orderReturnBase } from '../../services/orders/storefront-origin.js';
import { registerEndpoint } from '../register-endpoint.js';

// The signed-in user's balance (history, top-ups) and invoices. Every call is the session user's own: another
// user's top-up or invoice is the same 404 as a missing one.
export default async function balanceRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;
  const template = fastify.storefrontOriginTemplate;
  const user = (request: FastifyRequest) => requireUser(db, request.headers.authorization);

  registerEndpoint(fastify, 'balanceHistory', async (request, { body }) =>
    balanceHistory(db, (await user(request)).id, body.page),
  );
  registerEndpoint(fastify, 'balanceTopUp', async (request, { body }) => {
    const { id } = await user(request);
    const back = await payableReturnBase(db, request.headers, template, body.language_id);
    return createTopUp(db, fastify.payments, id, body, back);
  });
  registerEndpoint(fastify, 'balanceTopUpStatus', async (request, { body }) =>
    topUpStatus(db, fastify.payments, request.log, (await user(request)).id, body.top_up_id),
  );
  registerEndpoint(fastify, 'invoice', async (request, { body }) =>
    invoiceView(db, fastify.payments, (await user(request)).id, body.id),
  );
  registerEndpoint(fastify, 'payInvoice', async (request, { body }) => {
    const { id: userId } = await user(request);
    // Refused when unknown whichever return address the invoice takes, so the call answers the same for every one.
    await requireLanguage(db, body.language_id);
    const owner = { ...(await cartOwner(db, request.headers)), userId };
    // An order's invoice goes back to the order's pages, as its order's payment does; the others to /invoice/….
    const invoice = await ownInvoice(db, userId, body.id);
    const back =
      invoice.order_id === null
        ? await payableReturnBase(db, request.headers, template, body.language_id)
        : await orderReturnBase(db, invoice.order_id, template, request.headers);
    return payInvoice(db, fastify.payments, owner, body, back);
  });
}
