import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES, RESERVATION_PAYMENT_WINDOW_MIN } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isRateLimitedAuthRoute, isReservationCreateRoute } from '../security/auth-rate-limit.js';

// Per client address limits on the auth calls a password guesser or a sign-up bot hammers (the per-account half
// is plugins/login-throttle.ts). Register before any route: the auth routes are marked as they are added.
export default fp(
  async (fastify: FastifyInstance) => {
    const { config, redis } = fastify;
    // Marks the auth routes before @fastify/rate-limit looks at them (onRoute hooks run in order), so the
    // routes, owned elsewhere, need no rate-limit code of their own.
    const limit = { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: config.AUTH_RATE_LIMIT_WINDOW_MS };
    const reservations = {
      max: config.RESERVATION_RATE_LIMIT_MAX,
      timeWindow: RESERVATION_PAYMENT_WINDOW_MIN * 60_000,
    };
    fastify.addHook('onRoute', (route) => {
      if (route.config?.rateLimit !== undefined) return;
      if (isReservationCreateRoute(route.method, route.url)) {
        route.config = { ...route.config, rateLimit: reservations };
      } else if (isRateLimitedAuthRoute(route.method, route.url)) {
        route.config = { ...route.config, rateLimit: limit };
      }
    });

    // With REDIS_URL the counters are shared by every replica; if Redis fails, logins are let through rather
    // than refused (skipOnError): an outage of the counter must not become an outage of sign-in.
    await fastify.register(rateLimit, {
      global: false,
      ...limit,
      ...(redis ? { redis, nameSpace: `${config.CACHE_KEY_PREFIX}rate-limit:` } : {}),
      skipOnError: true,
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`Too many attempts; try again in ${context.after}`), {
          statusCode: 429,
          code: ERROR_CODES.RATE_LIMITED,
        }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
