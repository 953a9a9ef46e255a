import type { FastifyInstance } from 'fastify';
import { userFromAuthorization } from '../../services/auth/sessions.js';
import { registerEndpoint } from '../register-endpoint.js';

export default async function localeRoutes(fastify: FastifyInstance): Promise<void> {
  // §4: the server is told when the user's language changes; a guest has nothing to store, which is not an error.
  registerEndpoint(fastify, 'localeChange', async (request, { body }) => {
    const user = await userFromAuthorization(fastify.db, request.headers.authorization);
    if (user) {
      await fastify.db.query('UPDATE users SET locale = $1 WHERE id = $2', [body.newLocale, user.id]);
    }
    return { status: true };
  });
}
