import type { EndpointInput, EndpointName, EndpointShopOutput } from '@storefront/shared-types';
import type { FastifyRequest } from 'fastify';
import type { UpstreamClient } from '../upstream/client.js';
import { callContext } from './call-context.js';
import { parseShopAnswer, upstreamCall } from './endpoint-call.js';

/**
 * The checkout and payment calls as the bff makes them: the shop's own call with the visitor's session and guest
 * cart token (callContext), its §9 policy (generate 60 s, fetch and invalidate 2 retries) from the contract, its
 * answer parsed by the contract. The shop decides every price and whose checkout it is.
 */
export function createCheckoutService(upstream: UpstreamClient) {
  return {
    async call<N extends EndpointName>(
      request: FastifyRequest,
      name: N,
      input: EndpointInput<N>,
    ): Promise<EndpointShopOutput<N>> {
      const response = await upstream.send({
        ...upstreamCall(name, input),
        ...callContext(request.variant, request),
      });
      return parseShopAnswer(name, response);
    },
  };
}
