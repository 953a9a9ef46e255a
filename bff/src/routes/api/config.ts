import {
  languagesResponseSchema,
  storeConfigRequestSchema,
  storeConfigResponseSchema,
} from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendJson } from './send-json.js';

export default async function configRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/store-config',
    {
      schema: {
        tags: ['config'],
        summary: 'Store configuration of the variant for a language (cached)',
        body: storeConfigRequestSchema,
        response: { 200: storeConfigResponseSchema },
      },
    },
    async (request, reply) => {
      const entry = await fastify.shop.storeConfigEntry(request.variant, request.body.langIso, {
        cookie: request.headers.cookie,
        request,
      });
      // The cached answer is already JSON: sent as it is, not re-serialised per request.
      return sendJson(reply, entry.json);
    },
  );

  app.get(
    '/config/languages',
    {
      schema: {
        tags: ['config'],
        summary: 'Languages of the shop (cached)',
        response: { 200: languagesResponseSchema },
      },
    },
    async (request, reply) => {
      const entry = await fastify.shop.languagesEntry(request.variant, request);
      return sendJson(reply, entry.json);
    },
  );
}
