import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// OpenAPI generated from the same zod schemas the routes validate with, so the document cannot drift from
// the code. Only /api routes are documented: pages, health and assets are not part of the contract.
export default fp(
  async (fastify: FastifyInstance) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Storefront bff API',
          description:
            'The calls of spec §7, same paths and bodies as the shop API. Failures use one shape: ' +
            '{ statusCode, code, message, fields?, retryable }. State-changing calls need the ' +
            '`x-requested-with: storefront` header and a same-origin Origin or Referer.',
          version: '1.0.0',
        },
      },
      transform: (document) => {
        if (!document.url.startsWith('/api/'))
          return { schema: { ...document.schema, hide: true }, url: document.url };
        return jsonSchemaTransform(document);
      },
    });
    await fastify.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'docs' },
);
