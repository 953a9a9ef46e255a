import {
  ENDPOINTS,
  type EndpointDefinition,
  type EndpointName,
  type EndpointParsedInput,
  type EndpointShopOutput,
  shopResponseSchema,
} from '@storefront/shared-types';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';

/** What a route does with the parsed body, query and path parameters its contract entry declares. */
export type EndpointHandler<N extends EndpointName> = (
  request: FastifyRequest,
  input: EndpointParsedInput<N>,
) => Promise<EndpointShopOutput<N>> | EndpointShopOutput<N>;

export interface EndpointRouteOptions {
  /** A route whose answer is built by typed code can skip the response schema check (the search). */
  serializerCompiler?: RouteShorthandOptions['serializerCompiler'];
  /** A route whose body may be larger than the app's 64 KB (a claim's files, base64). */
  bodyLimit?: number;
}

/**
 * Registers one endpoint of the contract: its method, full path and schemas all come from ENDPOINTS, so the
 * shop-api serves exactly what the bff calls and the web is typed against.
 */
export function registerEndpoint<N extends EndpointName>(
  fastify: FastifyInstance,
  name: N,
  handler: EndpointHandler<N>,
  options: EndpointRouteOptions = {},
): void {
  const endpoint: EndpointDefinition = ENDPOINTS[name];
  fastify.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      // What the shop answers the bff: login and register add the session token to the browser's answer.
      response: { 200: shopResponseSchema(endpoint) },
    },
    ...(options.serializerCompiler ? { serializerCompiler: options.serializerCompiler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // The validator compiler (plugins/zod-schemas) has already replaced each part with its parsed value.
    handler: (request) =>
      handler(request, {
        body: request.body,
        query: request.query,
        params: request.params,
      } as unknown as EndpointParsedInput<N>),
  });
}
