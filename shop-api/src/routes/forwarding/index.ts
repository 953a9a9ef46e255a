import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../services/auth/require-user.js';
import { payableReturnBase } from '../../services/balance/return-base.js';
import { requestHost, resolveSite } from '../../services/config/site-resolver.js';
import { chooseShipping } from '../../services/forwarding/choose-shipping.js';
import { declareForwardRequest } from '../../services/forwarding/declare-forward-request.js';
import { forwardRequestMailLater } from '../../services/forwarding/forward-request-mails.js';
import { ownForwardRequest } from '../../services/forwarding/forward-request-row.js';
import {
  forwardRequestDetail,
  forwardRequestView,
  myForwardRequests,
} from '../../services/forwarding/forward-request-view.js';
import { payForwardRequest } from '../../services/forwarding/pay-forward-request.js';
import { warehouseAddress } from '../../services/forwarding/warehouse-address.js';
import { storefrontHost } from '../../services/orders/storefront-origin.js';
import { registerEndpoint } from '../register-endpoint.js';

// Forwarding, "ship my parcel" (#27): every call is the session user's own; another user's request is the same
// 404 as a missing one.
export default async function forwardingRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;
  const template = fastify.storefrontOriginTemplate;
  const user = (request: FastifyRequest) => requireUser(db, request.headers.authorization);

  registerEndpoint(fastify, 'warehouseAddress', async (request) => {
    const { id } = await user(request);
    const [names] = await db.query<{ first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM users WHERE id = $1',
      [id],
    );
    return warehouseAddress({
      id,
      first_name: names?.first_name ?? null,
      last_name: names?.last_name ?? null,
    });
  });
  registerEndpoint(fastify, 'forwardRequestDeclare', async (request, { body }) => {
    const { id: userId } = await user(request);
    const site = await resolveSite(db, requestHost(request.headers));
    const host = await storefrontHost(db, site.id, request.headers, template);
    const declared = await declareForwardRequest(db, userId, body, { siteId: site.id, host });
    if (declared.fresh) forwardRequestMailLater(fastify, declared.id, 'forward-request-declared');
    return forwardRequestView(db, fastify.payments, await ownForwardRequest(db, userId, declared.slug));
  });
  registerEndpoint(fastify, 'myForwardRequests', async (request, { body }) =>
    myForwardRequests(db, (await user(request)).id, body.page),
  );
  registerEndpoint(fastify, 'forwardRequestDetail', async (request, { body }) =>
    forwardRequestDetail(db, fastify.payments, request.log, (await user(request)).id, body.slug),
  );
  registerEndpoint(fastify, 'forwardRequestShipping', async (request, { body }) =>
    chooseShipping(db, (await user(request)).id, body),
  );
  registerEndpoint(fastify, 'forwardRequestPay', async (request, { body }) => {
    const { id: userId } = await user(request);
    const back = await payableReturnBase(db, request.headers, template, body.language_id);
    return payForwardRequest(db, fastify.payments, userId, body, back);
  });
}
