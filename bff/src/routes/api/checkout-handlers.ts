import type { FastifyInstance } from 'fastify';
import { createCheckoutService } from '../../services/checkout-service.js';
import type { ApiHandler } from './handlers.js';

type CheckoutEndpointName =
  | 'checkoutGenerate'
  | 'checkoutFetch'
  | 'checkoutInvalidate'
  | 'checkoutRemoveBalance'
  | 'checkoutUpdate'
  | 'checkoutApplyPromotion'
  | 'checkoutPaymentMethod'
  | 'checkoutConfirm'
  | 'orderPayment'
  | 'payOrder';

/** The §7 "Checkout" handlers and the payment of an order: each one is the shop's call, as it is. */
export function createCheckoutHandlers(fastify: FastifyInstance): {
  [N in CheckoutEndpointName]: ApiHandler<N>;
} {
  const checkout = createCheckoutService(fastify.upstream);
  return {
    checkoutGenerate: (request) => checkout.call(request, 'checkoutGenerate', {}),
    checkoutFetch: (request, { params, body }) => checkout.call(request, 'checkoutFetch', { params, body }),
    checkoutInvalidate: (request, { params, body }) =>
      checkout.call(request, 'checkoutInvalidate', { params, body }),
    checkoutRemoveBalance: (request, { body }) => checkout.call(request, 'checkoutRemoveBalance', { body }),
    checkoutUpdate: (request, { body }) => checkout.call(request, 'checkoutUpdate', { body }),
    checkoutApplyPromotion: (request, { body }) => checkout.call(request, 'checkoutApplyPromotion', { body }),
    checkoutPaymentMethod: (request, { body }) => checkout.call(request, 'checkoutPaymentMethod', { body }),
    checkoutConfirm: (request, { body }) => checkout.call(request, 'checkoutConfirm', { body }),
    orderPayment: (request, { body }) => checkout.call(request, 'orderPayment', { body }),
    payOrder: (request, { body }) => checkout.call(request, 'payOrder', { body }),
  };
}
