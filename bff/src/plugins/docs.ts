import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CLIENT_HEADER, categorySchema } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorAccess } from '../security/operator-access.js';

// OpenAPI generated from the same zod schemas the routes validate with, so the document cannot drift from
// the code. Only /api routes are documented: pages, health and assets are not part of the contract.

// A recursive schema cannot be inlined: zod writes its cycle as a $ref, which only resolves when the schema is
// a named component. So every recursive schema the routes use is named here; the transform then refers to it
// (`Category`, and `CategoryInput` where it is a request schema) and transformObject adds it under
// components.schemas. tests/openapi.test.ts fails on a $ref that does not resolve, e.g. a new unnamed one.
const NAMED_SCHEMAS: Record<string, z.ZodType> = { Category: categorySchema };

/** Names the schemas in zod's global registry (the one whose metadata, e.g. descriptions, the docs use). */
function nameSchemas() {
  for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) {
    const meta = z.globalRegistry.get(schema);
    if (meta?.id === undefined) z.globalRegistry.add(schema, { ...meta, id });
  }
}

// State-changing /api calls are refused without the client header (plugins/csrf.ts), so each one declares it,
// and Swagger UI's "Try it out" fills it in from the example.
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type JsonObjectSchema = { type?: string; properties?: Record<string, unknown>; required?: string[] };

function withClientHeader(headers: JsonObjectSchema | undefined): JsonObjectSchema {
  return {
    ...headers,
    type: 'object',
    properties: {
      ...headers?.properties,
      [CLIENT_HEADER.name]: {
        type: 'string',
        enum: [CLIENT_HEADER.value],
        example: CLIENT_HEADER.value,
        description:
          'Marks the call as made by the storefront client; state-changing calls without it get 403.',
      },
    },
    required: [...new Set([...(headers?.required ?? []), CLIENT_HEADER.name])],
  };
}

export default fp(
  async (fastify: FastifyInstance) => {
    nameSchemas();
    const transformRoute = createJsonSchemaTransform({});
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Storefront bff API',
          description:
            'The calls of spec §7, same paths and bodies as the shop API. Failures use one shape: ' +
            '{ statusCode, code, message, fields?, retryable }. State-changing calls need the ' +
            `\`${CLIENT_HEADER.name}: ${CLIENT_HEADER.value}\` header and a same-origin Origin or Referer.`,
          version: '1.0.0',
        },
      },
      transform: (document) => {
        if (!document.url.startsWith('/api/'))
          return { schema: { ...document.schema, hide: true }, url: document.url };
        const transformed = transformRoute(document);
        const methods = [document.route.method].flat();
        if (!methods.some((method) => STATE_CHANGING.has(method))) return transformed;
        const schema = transformed.schema as { headers?: JsonObjectSchema };
        return { ...transformed, schema: { ...schema, headers: withClientHeader(schema.headers) } };
      },
      transformObject: createJsonSchemaTransformObject({}),
    });
    // In a child context whose hook guards every route swagger-ui adds (page, document, static files): an
    // operator endpoint, token-protected in production (security/operator-access.ts).
    const guard = operatorAccess(fastify.config);
    await fastify.register(async (operatorOnly) => {
      operatorOnly.addHook('onRequest', guard);
      await operatorOnly.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
    });
  },
  { name: 'docs' },
);
