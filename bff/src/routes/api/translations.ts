import { translationsRequestSchema, translationsResponseSchema } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendJson } from './send-json.js';

export default async function translationsRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    '/translations/translationMessages',
    {
      schema: {
        tags: ['config'],
        summary: 'Translation resources of a locale (cached; 60 s time-out for this browser call)',
        body: translationsRequestSchema,
        response: { 200: translationsResponseSchema },
      },
    },
    async (request, reply) => {
      const entry = await fastify.shop.translationsEntry(
        request.variant,
        request.body.locale,
        'client',
        request,
      );
      return sendJson(reply, entry.json);
    },
  );
}
