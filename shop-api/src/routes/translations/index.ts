import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../register-endpoint.js';

export default async function translationsRoutes(fastify: FastifyInstance): Promise<void> {
  registerEndpoint(fastify, 'translations', async (_request, { body }) => {
    const rows = await fastify.db.query<{ key: string; value: string }>(
      'SELECT key, value FROM translations WHERE locale = $1 ORDER BY key',
      [body.locale],
    );
    return { resources: Object.fromEntries(rows.map((r) => [r.key, r.value])) };
  });
}
