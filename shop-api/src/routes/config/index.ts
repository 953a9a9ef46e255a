import type { FastifyInstance } from 'fastify';
import { requestHost } from '../../services/config/site-resolver.js';
import { storeConfig } from '../../services/config/store-config.js';
import { registerEndpoint } from '../register-endpoint.js';

export default async function configRoutes(fastify: FastifyInstance): Promise<void> {
  registerEndpoint(fastify, 'storeConfig', (request, { body }) =>
    storeConfig(fastify.db, requestHost(request.headers), body.langIso),
  );

  registerEndpoint(fastify, 'languages', () =>
    fastify.db.query<{ id: number; iso_code: string; name: string }>(
      'SELECT id, iso_code, name FROM languages ORDER BY id',
    ),
  );
}
