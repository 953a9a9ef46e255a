import { translationsRequestSchema, translationsResponseSchema } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export default async function translationsRoutes(fastify: FastifyInstance): Promise<void> {
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/translations/translationMessages',
      { schema: { body: translationsRequestSchema, response: { 200: translationsResponseSchema } } },
      async (request) => {
        const rows = await fastify.db.query<{ key: string; value: string }>(
          'SELECT key, value FROM translations WHERE locale = $1 ORDER BY key',
          [request.body.locale],
        );
        return { resources: Object.fromEntries(rows.map((r) => [r.key, r.value])) };
      },
    );
}
