import type { FastifyInstance } from 'fastify';
import { passThrough, type TaggedHandlers } from '../api-handler.js';

/**
 * The forwarding calculator (#27): the shop's price of a parcel by air and sea, public and rate-limited per address
 * (security/auth-rate-limit.ts) so it is not a free pricing oracle to hammer.
 */
export function calculatorHandlers(fastify: FastifyInstance): TaggedHandlers<'calculator'> {
  const pass = passThrough(fastify.callShop);
  return { forwardingCalculate: pass };
}
