import { localeChangeRequestSchema } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export default async function localeRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    '/locale/change',
    {
      schema: {
        tags: ['config'],
        summary: 'Tell the shop the user switched language (1 s, 2 retries; failures ignored, always 204)',
        body: localeChangeRequestSchema,
        response: { 204: z.undefined().describe('No content') },
      },
    },
    async (request, reply) => {
      await fastify.shop.changeLocale(request, request.body.newLocale);
      return reply.code(204).send();
    },
  );
}
