import { statusResponseSchema, utmRequestSchema } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export default async function utmRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    '/utm',
    {
      schema: {
        tags: ['config'],
        summary:
          'Record UTM parameters (forwarded in the background: 2 s, 3 retries; failures only reported)',
        body: utmRequestSchema,
        response: { 200: statusResponseSchema },
      },
    },
    // Answered at once: the shop call runs in the background and its failure is only reported (§8).
    async (request) => {
      fastify.shop.postUtm(request, request.body);
      return { status: true };
    },
  );
}
