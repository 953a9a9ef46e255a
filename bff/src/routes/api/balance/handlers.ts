import type { FastifyInstance } from 'fastify';
import { passThrough, type TaggedHandlers } from '../api-handler.js';

/**
 * The balance (history, top-ups) and invoice calls: each is the shop's call as it is, with the visitor's session,
 * so the shop decides whose history or invoice it is (another user's is a 404 there) and every amount.
 */
export function balanceHandlers(fastify: FastifyInstance): TaggedHandlers<'balance' | 'invoice'> {
  const pass = passThrough(fastify.callShop);
  return {
    balanceHistory: pass,
    balanceTopUp: pass,
    balanceTopUpStatus: pass,
    invoice: pass,
    payInvoice: pass,
  };
}
