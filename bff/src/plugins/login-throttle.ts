import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLoginThrottle, type LoginThrottle } from '../security/login-throttle.js';
import { createRedisThrottleStore } from '../security/redis-throttle-store.js';
import { throttlePolicy } from '../security/throttle-policy.js';
import { createMemoryThrottleStore } from '../security/throttle-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-account throttle of failed sign-ins (security/login-throttle.ts), shared through Redis when set. */
    loginThrottle: LoginThrottle;
  }
}

// The per-account half of the auth limits (plugins/rate-limit.ts has the per-IP half). The login and
// change-password handlers call it; its counters live where the rate limit's do: Redis when set, else memory.
export default fp(
  async (fastify: FastifyInstance) => {
    const { config, redis } = fastify;
    const policy = throttlePolicy(config);
    const store = redis
      ? createRedisThrottleStore(redis, `${config.CACHE_KEY_PREFIX}login-throttle:`, policy, (error) =>
          fastify.log.warn({ err: error }, 'login throttle: redis failed; the attempt is let through'),
        )
      : createMemoryThrottleStore(policy);
    fastify.decorate(
      'loginThrottle',
      createLoginThrottle({
        store,
        secret: config.COOKIE_SECRET,
        onLocked: (request, call) => {
          fastify.metrics.loginThrottled.inc({ call });
          request.log.info({ call }, 'account locked after failed attempts: refused without asking the shop');
        },
      }),
    );
  },
  { name: 'login-throttle', dependencies: ['metrics', 'redis'] },
);
