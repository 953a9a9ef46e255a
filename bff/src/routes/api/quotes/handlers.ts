import type { FastifyInstance } from 'fastify';
import { passThrough, type TaggedHandlers } from '../api-handler.js';
import { sessionHandlers } from '../auth/session.js';

/**
 * Quotes and create-order links (#27): each is the shop's call as it is, with the visitor's session and host, so
 * the shop decides whose quote it is (another's is its 404) and every amount. A signed-out visitor is a 401 here,
 * before any shop call (signedIn). A create-order link may be viewed by anyone with it, rate-limited like the
 * parcel lookup (security/auth-rate-limit.ts), so slugs cannot be walked.
 */
export function quoteHandlers(fastify: FastifyInstance): TaggedHandlers<'quotes'> {
  const pass = passThrough(fastify.callShop);
  const { signedIn } = sessionHandlers(fastify.callShop);
  return {
    quoteRequest: signedIn,
    myQuotes: signedIn,
    quoteDetail: signedIn,
    quoteAnswer: signedIn,
    quoteRecalculate: signedIn,
    quotePay: signedIn,
    createOrderView: pass,
    createOrderAccept: signedIn,
  };
}
