import type { FastifyInstance } from 'fastify';
import { cartOwner } from '../../services/cart/cart-owner.js';
import { createCartService } from '../../services/cart/cart-service.js';
import { registerEndpoint } from '../register-endpoint.js';

// §7 "Cart": each call works on the cart of the request's owner (services/cart/cart-owner.ts: the signed-in user,
// else the guest of the x-cart-token header) and answers the whole cart, as cart/fetch does.
export default async function cartRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;
  const cart = createCartService(db);
  const owner = (request: { headers: Parameters<typeof cartOwner>[1] }) => cartOwner(db, request.headers);

  registerEndpoint(fastify, 'cartFetch', async (request, { body }) => cart.fetch(await owner(request), body));
  registerEndpoint(fastify, 'cartAdd', async (request, { body }) => cart.add(await owner(request), body));
  registerEndpoint(fastify, 'cartUpdateQuantity', async (request, { body }) =>
    cart.updateQuantity(await owner(request), body),
  );
  registerEndpoint(fastify, 'cartRemove', async (request, { body }) =>
    cart.remove(await owner(request), body),
  );
  registerEndpoint(fastify, 'cartClear', async (request, { body }) => cart.clear(await owner(request), body));
  registerEndpoint(fastify, 'cartShippingMethod', async (request, { body }) =>
    cart.setShippingMethod(await owner(request), body),
  );
}
