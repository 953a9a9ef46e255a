import { canViewTranslationsResponseSchema } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export default async function authRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/auth/permissions/can-view-translations',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether the signed-in user may view translation keys (exactly true, otherwise false)',
        response: { 200: canViewTranslationsResponseSchema },
      },
    },
    async (request) => fastify.shop.canViewTranslations(request),
  );
}
