import { PaymentProvider } from '@storefront/shared-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { requireUser } from '../../services/auth/require-user.js';
import { cartOwner } from '../../services/cart/cart-owner.js';
import { requireLanguage } from '../../services/config/languages.js';
import { orderReturnBase, requestStorefrontOrigin } from '../../services/orders/storefront-origin.js';
import { payProOrder } from '../../services/pro/pay-pro-order.js';
import { applyForPro, proApplicationOf } from '../../services/pro/pro-applications.js';
import { proCatalogue, proLanguage } from '../../services/pro/pro-catalogue.js';
import { declareProOrder, myProOrders, ownProOrder, placeProOrder } from '../../services/pro/pro-orders.js';
import { requireProUser } from '../../services/pro/pro-user.js';
import { registerEndpoint } from '../register-endpoint.js';

// Pro buyers (#28). Applying needs a signed-in customer; everything else a pro buyer (requireProUser: 401 signed
// out, 403 not pro). Every pro order call is the buyer's own: another's order is the same 404 as a missing one.
/** The euro's currency id (pro orders are priced in euros). */
async function euroId(db: Queryable): Promise<number> {
  const [row] = await db.query<{ id: number }>("SELECT id FROM currencies WHERE iso_code = 'EUR'");
  if (!row) throw new Error('no EUR currency');
  return row.id;
}

export default async function proRoutes(fastify: FastifyInstance): Promise<void> {
  const { db, payments } = fastify;
  const template = fastify.storefrontOriginTemplate;
  const user = (request: FastifyRequest) => requireUser(db, request.headers.authorization);
  const pro = (request: FastifyRequest) => requireProUser(db, request.headers.authorization);
  // Pro orders are in euros: the providers and fees offered for them, without the balance (its own choice).
  const methods = async () =>
    (await payments.methodsFor(db, await euroId(db))).filter((m) => m.id !== PaymentProvider.BALANCE);

  registerEndpoint(fastify, 'proApplication', async (request) =>
    proApplicationOf(db, (await user(request)).id),
  );
  registerEndpoint(fastify, 'proApply', async (request, { body }) => {
    const { id: userId } = await user(request);
    const { host, siteId } = await requestStorefrontOrigin(db, request.headers, template);
    // The decision's mail is written in the page's language: an unknown one is refused, none means English.
    const locale = body.language_id === undefined ? 'en' : await requireLanguage(db, body.language_id);
    const { language_id: _language, ...company } = body;
    await applyForPro(db, { userId, siteId, host, locale }, company);
    return proApplicationOf(db, userId);
  });
  registerEndpoint(fastify, 'proCatalogue', async (request, { body }) => {
    await pro(request);
    return proCatalogue(db, body.page, await proLanguage(db, body.language_id));
  });
  registerEndpoint(fastify, 'proOrderPlace', async (request, { body }) => {
    const { id: userId } = await pro(request);
    const { host, siteId } = await requestStorefrontOrigin(db, request.headers, template);
    // The order keeps the language (its lines' names, its mails): an unknown one is refused before any write.
    const language = await requireLanguage(db, body.language_id);
    const placed = await placeProOrder(db, { userId, siteId, host, language }, body);
    if (placed.fresh) fastify.orderMail(placed.id, 'order-confirmation');
    return ownProOrder(db, userId, placed.id, await methods());
  });
  registerEndpoint(fastify, 'proOrders', async (request) => ({
    orders: await myProOrders(db, (await pro(request)).id, await methods()),
  }));
  registerEndpoint(fastify, 'proOrder', async (request, { body }) =>
    ownProOrder(db, (await pro(request)).id, body.id, await methods()),
  );
  registerEndpoint(fastify, 'proOrderDeclare', async (request, { body }) => {
    const { id: userId } = await pro(request);
    const { id, ...declaration } = body;
    await declareProOrder(db, userId, id, declaration);
    return ownProOrder(db, userId, id, await methods());
  });
  registerEndpoint(fastify, 'proOrderPay', async (request, { body }) => {
    const { id: userId } = await pro(request);
    const owner = { ...(await cartOwner(db, request.headers)), userId };
    const attempt = await payProOrder(db, payments, owner, body);
    if (attempt.kind === 'balance') {
      fastify.orderMail(body.id, 'payment-received');
      return { paid: true, redirect_url: null };
    }
    // The provider sends the buyer back to the order outcome pages on the host the order was placed on.
    const answer = await payments.redirectFor(
      attempt,
      await orderReturnBase(db, attempt.order_id, template, request.headers),
    );
    return { paid: answer.paid, redirect_url: answer.redirect_url };
  });
}
