import { CHECKOUT_MESSAGES } from '@storefront/shared-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cartOwner } from '../../services/cart/cart-owner.js';
import { checkoutError } from '../../services/checkout/checkout-errors.js';
import { createCheckoutService } from '../../services/checkout/checkout-service.js';
import { confirmCheckout } from '../../services/orders/confirm-order.js';
import { orderReturnBase, storefrontHost } from '../../services/orders/storefront-origin.js';
import { registerEndpoint } from '../register-endpoint.js';

/**
 * The body's slug must be the path's (§7 sends both): a pair that disagrees names no checkout (404 naming slug),
 * never a guess at which one was meant.
 */
function sameSlug(params: { '*': string }, body: { slug: string }): void {
  if (params['*'] !== body.slug) throw checkoutError(404, CHECKOUT_MESSAGES.slugMismatch, 'slug');
}

// §7 "Checkout" and the step calls, for the cart's owner (a signed-in user, or the guest of the x-cart-token).
export default async function checkoutRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;
  const checkout = createCheckoutService(db, fastify.paymentProviderIds);
  const owner = (request: FastifyRequest) => cartOwner(db, request.headers);
  const template = fastify.storefrontOriginTemplate;

  registerEndpoint(fastify, 'checkoutGenerate', async (request) => checkout.generate(await owner(request)));
  registerEndpoint(fastify, 'checkoutFetch', async (request, { params, body }) => {
    sameSlug(params, body);
    return checkout.fetch(await owner(request), body);
  });
  registerEndpoint(fastify, 'checkoutInvalidate', async (request, { params, body }) => {
    sameSlug(params, body);
    return checkout.invalidate(await owner(request), body.slug);
  });
  registerEndpoint(fastify, 'checkoutRemoveBalance', async (request, { body }) =>
    checkout.removeBalance(await owner(request), body.slug),
  );
  registerEndpoint(fastify, 'checkoutUpdate', async (request, { body }) =>
    checkout.update(await owner(request), body),
  );
  registerEndpoint(fastify, 'checkoutApplyPromotion', async (request, { body }) =>
    checkout.applyPromotion(await owner(request), body),
  );
  registerEndpoint(fastify, 'checkoutPaymentMethod', async (request, { body }) =>
    checkout.choosePaymentMethod(await owner(request), body),
  );
  registerEndpoint(fastify, 'checkoutConfirm', async (request, { body }) => {
    const shopper = await owner(request);
    // The host (one of the site's) and language the shopper checks out on: the provider sends them back there.
    const host = await storefrontHost(db, shopper.site.id, request.headers, template);
    const placement = { host, paymentWindowMin: fastify.orderPaymentWindowMin };
    const attempt = await confirmCheckout(db, shopper, body, fastify.paymentProviderIds(), placement);
    const answer = await fastify.payments.redirectFor(
      attempt,
      await orderReturnBase(db, attempt.order_id, template),
    );
    // Once per order (a repeated confirm mails nothing): the confirmation, and the payment when the balance paid it.
    fastify.orderMail(attempt.order_id, 'order-confirmation');
    if (answer.paid) fastify.orderMail(attempt.order_id, 'payment-received');
    return answer;
  });
}
