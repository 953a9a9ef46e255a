import type { EndpointInput, EndpointOutput } from '@storefront/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UpstreamClient } from '../upstream/client.js';
import { callContext } from './call-context.js';
import { parseAnswer, upstreamCall } from './endpoint-call.js';

type CartEndpointName =
  | 'cartFetch'
  | 'cartAdd'
  | 'cartUpdateQuantity'
  | 'cartRemove'
  | 'cartClear'
  | 'cartShippingMethod';

/**
 * The cart calls as the bff makes them: the shop's cart of this visitor, found by the session (signed in) or the
 * guest cart token (plugins/cart-token.ts). Nothing is cached: a cart is one visitor's.
 */
export function createCartService(upstream: UpstreamClient) {
  return {
    /** A fetch needs no token: a guest without one simply has an empty cart. */
    async fetch(request: FastifyRequest, input: EndpointInput<'cartFetch'>) {
      return call(request, 'cartFetch', input);
    },
    /** A change makes the guest's cart token first when there is none, so the cart it makes is theirs. */
    async change<N extends Exclude<CartEndpointName, 'cartFetch'>>(
      request: FastifyRequest,
      name: N,
      input: EndpointInput<N>,
      reply?: FastifyReply,
    ) {
      request.ensureCartToken(reply);
      return call(request, name, input);
    },
  };

  async function call<N extends CartEndpointName>(
    request: FastifyRequest,
    name: N,
    input: EndpointInput<N>,
  ): Promise<EndpointOutput<N>> {
    const response = await upstream.send({
      ...upstreamCall(name, input),
      ...callContext(request.variant, request),
    });
    return parseAnswer(name, response);
  }
}
