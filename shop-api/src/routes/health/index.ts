import type { FastifyInstance } from 'fastify';

/** GET /healthz: liveness plus a one-row query, so a lost database shows as unhealthy. */
export default async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.get('/healthz', async (_request, reply) => {
    try {
      await fastify.db.query('SELECT 1');
      return { status: 'ok', database: fastify.db.kind };
    } catch {
      // Every 503 says when to come back (README "API errors").
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ status: 'unavailable', database: fastify.db.kind });
    }
  });
}
