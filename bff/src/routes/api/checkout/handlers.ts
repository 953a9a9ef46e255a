import type { FastifyInstance } from 'fastify';
import { passThrough, type TaggedHandlers } from '../api-handler.js';

/**
 * The §7 "Checkout" calls and the payment of an order: each one is the shop's call as it is, with the visitor's
 * session and guest cart token and its §9 policy (generate 60 s, fetch and invalidate 2 retries) from the contract.
 * The shop decides every price and whose checkout it is.
 */
export function checkoutHandlers(fastify: FastifyInstance): TaggedHandlers<'checkout' | 'payment'> {
  const pass = passThrough(fastify.callShop);
  return {
    checkoutGenerate: pass,
    checkoutFetch: pass,
    checkoutInvalidate: pass,
    checkoutRemoveBalance: pass,
    checkoutUpdate: pass,
    checkoutApplyPromotion: pass,
    checkoutPaymentMethod: pass,
    checkoutConfirm: pass,
    orderPayment: pass,
    payOrder: pass,
  };
}
