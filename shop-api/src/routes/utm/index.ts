import type { FastifyInstance } from 'fastify';
import { userFromAuthorization } from '../../services/auth/sessions.js';
import { requestHost, resolveSite } from '../../services/config/site-resolver.js';
import { registerEndpoint } from '../register-endpoint.js';

export default async function utmRoutes(fastify: FastifyInstance): Promise<void> {
  registerEndpoint(fastify, 'utm', async (request, { body }) => {
    const [user, site] = await Promise.all([
      userFromAuthorization(fastify.db, request.headers.authorization),
      resolveSite(fastify.db, requestHost(request.headers)),
    ]);
    const { utm_campaign, utm_medium, utm_source } = body;
    await fastify.db.query(
      `INSERT INTO utm_records (utm_campaign, utm_medium, utm_source, user_id, site_id) VALUES ($1, $2, $3, $4, $5)`,
      [utm_campaign ?? null, utm_medium ?? null, utm_source ?? null, user?.id ?? null, site.id],
    );
    return { status: true };
  });
}
