import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../services/auth/current-user.js';
import { userFromAuthorization } from '../../services/auth/sessions.js';
import { registerEndpoint } from '../register-endpoint.js';

export default async function authRoutes(fastify: FastifyInstance): Promise<void> {
  // §6: true only for a signed-in user holding the permission; guests and everyone else get false (not 401),
  // since the client treats anything but exactly true as "not allowed".
  registerEndpoint(fastify, 'canViewTranslations', async (request) => {
    const user = await userFromAuthorization(fastify.db, request.headers.authorization);
    return user?.can_view_translations === true;
  });

  // The bff asks on every page view with a session cookie; a guest or a stale token is simply no user.
  registerEndpoint(fastify, 'currentUser', (request) =>
    currentUser(fastify.db, request.headers.authorization),
  );
}
