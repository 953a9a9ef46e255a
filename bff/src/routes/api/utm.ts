import { utmRequestSchema } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export default async function utmRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    '/utm',
    {
      schema: {
        tags: ['config'],
        summary:
          'Record UTM parameters (forwarded in the background: 2 s, 3 retries; failures only reported)',
        body: utmRequestSchema,
        response: { 202: z.undefined().describe('Accepted') },
      },
    },
    async (request, reply) => {
      fastify.shop.postUtm(request, request.body);
      return reply.code(202).send();
    },
  );
}
