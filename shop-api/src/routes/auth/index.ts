import { canViewTranslationsResponseSchema } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userFromAuthorization } from '../../services/auth/sessions.js';

export default async function authRoutes(fastify: FastifyInstance): Promise<void> {
  // §6: true only for a signed-in user holding the permission; guests and everyone else get false (not 401),
  // since the client treats anything but exactly true as "not allowed".
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/auth/permissions/can-view-translations',
      { schema: { response: { 200: canViewTranslationsResponseSchema } } },
      async (request) => {
        const user = await userFromAuthorization(fastify.db, request.headers.authorization);
        return user?.can_view_translations === true;
      },
    );
}
