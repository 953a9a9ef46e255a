import type { FastifyInstance } from 'fastify';
import { type ApiCall, type BrowserEndpointName, passThrough, type TaggedHandlers } from '../api-handler.js';

/**
 * The §7 "Cart" calls: the shop's cart of this visitor, found by the session (signed in) or the guest cart token
 * (plugins/cart-token.ts). Nothing is cached: a cart is one visitor's.
 */
export function cartHandlers(fastify: FastifyInstance): TaggedHandlers<'cart'> {
  const pass = passThrough(fastify.callShop);
  /** A change makes the guest's cart token first when there is none, so the cart it makes is theirs. */
  const change = <N extends BrowserEndpointName>(call: ApiCall<N>) => {
    call.request.ensureCartToken(call.reply);
    return pass(call);
  };
  return {
    // A fetch needs no token: a guest without one simply has an empty cart.
    cartFetch: pass,
    cartAdd: change,
    cartUpdateQuantity: change,
    cartRemove: change,
    cartClear: change,
    cartShippingMethod: change,
  };
}
