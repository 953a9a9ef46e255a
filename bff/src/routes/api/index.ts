import { BROWSER_ENDPOINT_NAMES, ENDPOINTS, type EndpointDefinition } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { BrowserEndpointName } from './api-handler.js';
import { CachedAnswer } from './cached-answer.js';
import { sendCachedAnswer } from './send-cached-answer.js';

// The /api routes of spec §7, same paths and bodies as the shop's: one route per browser endpoint of the
// contract (method, path, schemas, /docs tag and summary all from ENDPOINTS), answered by the handler table
// (fastify.api, routes/api/invoke.ts). Encapsulated so the zod compilers below apply here only.
export default async function apiRoutes(fastify: FastifyInstance): Promise<void> {
  // Bodies are checked by the shared zod schemas. The ZodError itself goes to the error handler, which turns
  // it into a 400 naming each failing field.
  fastify.setValidatorCompiler(({ schema }) => (data) => {
    const result = (schema as z.ZodType).safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  });
  // Answers were already parsed by the same schemas on their way in from the shop (normalise), so sending
  // them needs no second validation, only JSON.
  fastify.setSerializerCompiler(() => (data) => JSON.stringify(data));

  for (const name of BROWSER_ENDPOINT_NAMES as BrowserEndpointName[]) {
    const endpoint: EndpointDefinition = ENDPOINTS[name];
    fastify.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        tags: [endpoint.tag],
        summary: endpoint.summary,
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        response: { 200: endpoint.response },
      },
      handler: async (request, reply) => {
        // Only the parts the endpoint declares, as its schemas parsed them: a handler that passes its input on
        // to the shop passes nothing else (no stray query on a POST).
        const input = {
          body: endpoint.body ? request.body : undefined,
          query: endpoint.query ? request.query : undefined,
          params: endpoint.params ? request.params : undefined,
        };
        const answer = await fastify.api.handle(request, name, input, reply);
        // A cached answer is already JSON: sent as it is, not re-serialised per request.
        return answer instanceof CachedAnswer ? sendCachedAnswer(request, reply, answer) : answer;
      },
    });
  }
}
