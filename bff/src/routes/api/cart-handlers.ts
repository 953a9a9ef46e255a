import type { FastifyInstance } from 'fastify';
import { createCartService } from '../../services/cart-service.js';
import type { ApiHandler } from './handlers.js';

type CartEndpointName =
  | 'cartFetch'
  | 'cartAdd'
  | 'cartUpdateQuantity'
  | 'cartRemove'
  | 'cartClear'
  | 'cartShippingMethod';

/** The §7 "Cart" handlers: the shop's call for this visitor's cart (guest token or session), never cached. */
export function createCartHandlers(fastify: FastifyInstance): { [N in CartEndpointName]: ApiHandler<N> } {
  const cart = createCartService(fastify.upstream);
  return {
    cartFetch: (request, { body }) => cart.fetch(request, { body }),
    cartAdd: (request, { body }, reply) => cart.change(request, 'cartAdd', { body }, reply),
    cartUpdateQuantity: (request, { body }, reply) =>
      cart.change(request, 'cartUpdateQuantity', { body }, reply),
    cartRemove: (request, { body }, reply) => cart.change(request, 'cartRemove', { body }, reply),
    cartClear: (request, { body }, reply) => cart.change(request, 'cartClear', { body }, reply),
    cartShippingMethod: (request, { body }, reply) =>
      cart.change(request, 'cartShippingMethod', { body }, reply),
  };
}
