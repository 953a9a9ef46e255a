import type { FastifyInstance } from 'fastify';
import type { TaggedHandlers } from '../api-handler.js';
import { sessionHandlers } from '../auth/session.js';

/**
 * Pro buyers (#28): each is the shop's call as it is, with the visitor's session and host, so the shop decides who
 * is a pro buyer and whose order it is (another's is its 404) and every price. A signed-out visitor is a 401 here,
 * before any shop call (signedIn).
 */
export function proHandlers(fastify: FastifyInstance): TaggedHandlers<'pro'> {
  const { signedIn } = sessionHandlers(fastify.callShop);
  return {
    proApplication: signedIn,
    proApply: signedIn,
    proCatalogue: signedIn,
    proOrderPlace: signedIn,
    proOrders: signedIn,
    proOrder: signedIn,
    proOrderDeclare: signedIn,
    proOrderPay: signedIn,
  };
}
