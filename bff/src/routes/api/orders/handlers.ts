import type { FastifyInstance } from 'fastify';
import { passThrough, type TaggedHandlers } from '../api-handler.js';

/**
 * After the purchase (#26): My orders, an order's page and parcel tracking are the shop's calls as they are, with
 * the visitor's session, cart token and host. The shop decides whose order it is (another's is its 404); the
 * tracking lookup is rate-limited here like the auth calls (security/auth-rate-limit.ts), so numbers cannot be
 * walked.
 */
export function orderHandlers(fastify: FastifyInstance): TaggedHandlers<'orders'> {
  const pass = passThrough(fastify.callShop);
  return {
    myOrders: pass,
    orderDetail: pass,
    trackParcel: pass,
  };
}
