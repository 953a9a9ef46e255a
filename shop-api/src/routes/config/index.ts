import {
  languagesResponseSchema,
  storeConfigRequestSchema,
  storeConfigResponseSchema,
} from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestHost } from '../../services/config/site-resolver.js';
import { storeConfig } from '../../services/config/store-config.js';

export default async function configRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/store-config',
    { schema: { body: storeConfigRequestSchema, response: { 200: storeConfigResponseSchema } } },
    (request) => storeConfig(fastify.db, requestHost(request.headers), request.body.langIso),
  );

  app.get('/config/languages', { schema: { response: { 200: languagesResponseSchema } } }, () =>
    fastify.db.query<{ id: number; iso_code: string; name: string }>(
      'SELECT id, iso_code, name FROM languages ORDER BY id',
    ),
  );
}
