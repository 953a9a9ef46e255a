import type { FastifyInstance } from 'fastify';
import type { TaggedHandlers } from '../api-handler.js';
import { sessionHandlers } from '../auth/session.js';

/**
 * Forwarding (#27): the warehouse address and forward requests are each the signed-in user's own, so without a
 * session they are a 401 before any shop call; with one they are the shop's calls as they are (the shop decides
 * whose request it is: another's is its 404, and every price).
 */
export function forwardingHandlers(fastify: FastifyInstance): TaggedHandlers<'forwarding'> {
  const { signedIn } = sessionHandlers(fastify.callShop);
  return {
    warehouseAddress: signedIn,
    forwardRequestDeclare: signedIn,
    myForwardRequests: signedIn,
    forwardRequestDetail: signedIn,
    forwardRequestShipping: signedIn,
    forwardRequestPay: signedIn,
  };
}
