import { localeChangeRequestSchema, statusResponseSchema } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export default async function localeRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    '/locale/change',
    {
      schema: {
        tags: ['config'],
        summary:
          'Tell the shop the user switched language (1 s, 2 retries; §8: failures ignored, always {status:true})',
        body: localeChangeRequestSchema,
        response: { 200: statusResponseSchema },
      },
    },
    async (request) => {
      await fastify.shop.changeLocale(request, request.body.newLocale);
      return { status: true };
    },
  );
}
