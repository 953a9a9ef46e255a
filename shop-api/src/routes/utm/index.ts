import { statusResponseSchema, utmRequestSchema } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userFromAuthorization } from '../../services/auth/sessions.js';
import { requestHost, resolveSite } from '../../services/config/site-resolver.js';

export default async function utmRoutes(fastify: FastifyInstance): Promise<void> {
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/utm',
      { schema: { body: utmRequestSchema, response: { 200: statusResponseSchema } } },
      async (request) => {
        const [user, site] = await Promise.all([
          userFromAuthorization(fastify.db, request.headers.authorization),
          resolveSite(fastify.db, requestHost(request.headers)),
        ]);
        const { utm_campaign, utm_medium, utm_source } = request.body;
        await fastify.db.query(
          `INSERT INTO utm_records (utm_campaign, utm_medium, utm_source, user_id, site_id) VALUES ($1, $2, $3, $4, $5)`,
          [utm_campaign ?? null, utm_medium ?? null, utm_source ?? null, user?.id ?? null, site.id],
        );
        return { status: true };
      },
    );
}
