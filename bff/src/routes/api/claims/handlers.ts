import type { FastifyInstance } from 'fastify';
import { passThrough, type TaggedHandlers } from '../api-handler.js';

/**
 * Warranty claims (#28): the order a claim is about and an order's claims are the shop's calls as they are, with
 * the visitor's session, cart token and host (the shop decides whose order it is: another's is its 404). Filing a
 * claim is multipart, so it has its own route (routes/claims); the guest's order lookup is rate-limited
 * (security/auth-rate-limit.ts) so number and e-mail pairs cannot be walked.
 */
export function claimHandlers(fastify: FastifyInstance): TaggedHandlers<'claims'> {
  const pass = passThrough(fastify.callShop);
  return { claimOrder: pass, orderClaims: pass };
}
