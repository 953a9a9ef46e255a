import type { FastifyInstance } from 'fastify';
import type { ApiHandlers } from './api-handler.js';
import { authHandlers } from './auth/handlers.js';
import { balanceHandlers } from './balance/handlers.js';
import { calculatorHandlers } from './calculator/handlers.js';
import { cartHandlers } from './cart/handlers.js';
import { catalogueHandlers } from './catalogue/handlers.js';
import { checkoutHandlers } from './checkout/handlers.js';
import { claimHandlers } from './claims/handlers.js';
import { configHandlers } from './config/handlers.js';
import { contentHandlers } from './content/handlers.js';
import { forwardingHandlers } from './forwarding/handlers.js';
import { orderHandlers } from './orders/handlers.js';
import { proHandlers } from './pro/handlers.js';
import { quoteHandlers } from './quotes/handlers.js';
import { reservationHandlers } from './reservations/handlers.js';

/**
 * One handler per browser endpoint, one table per area (typed by the contract's tags, so an endpoint added to the
 * contract is a compile error until its area's table answers it): what the /api route answers and what a server
 * render gets in-process, so both go through the same caches, call policies and session.
 */
export function createApiHandlers(fastify: FastifyInstance): ApiHandlers {
  return {
    ...configHandlers(fastify),
    ...authHandlers(fastify),
    ...catalogueHandlers(fastify),
    ...contentHandlers(fastify),
    ...cartHandlers(fastify),
    ...checkoutHandlers(fastify),
    ...balanceHandlers(fastify),
    ...orderHandlers(fastify),
    ...forwardingHandlers(fastify),
    ...quoteHandlers(fastify),
    ...reservationHandlers(fastify),
    ...proHandlers(fastify),
    ...calculatorHandlers(fastify),
    ...claimHandlers(fastify),
  };
}
