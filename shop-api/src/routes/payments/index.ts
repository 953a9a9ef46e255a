import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cartOwner } from '../../services/cart/cart-owner.js';
import { orderReturnBase } from '../../services/orders/storefront-origin.js';
import { NotificationRejected } from '../../services/payments/provider-adapter.js';
import { registerEndpoint } from '../register-endpoint.js';

// Paying an order (/payment/pay/{id}, the outcome pages), and the providers' server-to-server notifications.
export default async function paymentRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;
  const owner = (request: FastifyRequest) => cartOwner(db, request.headers);

  registerEndpoint(fastify, 'orderPayment', async (request, { body }) =>
    fastify.payments.orderPayment(await owner(request), body.order_id, body.token),
  );
  registerEndpoint(fastify, 'payOrder', async (request, { body }) => {
    const attempt = await fastify.payments.payOrder(await owner(request), body);
    const template = fastify.storefrontOriginTemplate;
    return fastify.payments.redirectFor(
      attempt,
      await orderReturnBase(db, attempt.order_id, template, request.headers),
    );
  });

  // Not in the endpoint contract: the provider calls it, never the bff or a browser. Its signature covers the
  // exact bytes sent, so the body is kept as text (this plugin's own JSON parser) and parsed after the check.
  await fastify.register(async (notifications) => {
    notifications.removeContentTypeParser('application/json');
    notifications.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    notifications.post<{ Params: { provider: string }; Body: string }>(
      '/api/payments/notify/:provider',
      async (request) => {
        const providerId = Number(request.params.provider);
        try {
          return await fastify.payments.handleNotification(providerId, request.body, request.headers);
        } catch (error) {
          if (error instanceof NotificationRejected) {
            request.log.warn({ reason: error.message, providerId }, 'payment notification refused');
          }
          throw error;
        }
      },
    );
  });
}
