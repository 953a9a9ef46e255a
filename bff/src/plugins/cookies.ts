import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Cookie parsing and signing for everyone (session, UTM, currency). The secret comes from config, so a
// cookie signed by one replica is accepted by every other.
export default fp(
  async (fastify: FastifyInstance) => {
    await fastify.register(cookie, { secret: fastify.config.COOKIE_SECRET, hook: 'onRequest' });
  },
  { name: 'cookies' },
);
