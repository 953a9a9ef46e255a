import { localeChangeRequestSchema, statusResponseSchema } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userFromAuthorization } from '../../services/auth/sessions.js';

export default async function localeRoutes(fastify: FastifyInstance): Promise<void> {
  // §4: the server is told when the user's language changes; a guest has nothing to store, which is not an error.
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/locale/change',
      { schema: { body: localeChangeRequestSchema, response: { 200: statusResponseSchema } } },
      async (request) => {
        const user = await userFromAuthorization(fastify.db, request.headers.authorization);
        if (user) {
          await fastify.db.query('UPDATE users SET locale = $1 WHERE id = $2', [
            request.body.newLocale,
            user.id,
          ]);
        }
        return { status: true };
      },
    );
}
