import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one Redis client of this replica (REDIS_URL), shared by the shop cache, the auth rate limit and the
     * sign-in throttle; null without REDIS_URL (each keeps its state in memory then).
     */
    redis: Redis | null;
  }
}

// One connection for everything the replicas share, instead of one per user. Redis is an optimisation and a
// place to share counters, never a dependency of an answer: a command gives up after 500 ms (a slow or absent
// Redis costs a request at most that), and every user treats an error as "nothing stored" (a cache miss, a
// sign-in let through). Connected on first use, so a bff without a Redis up yet still starts.
export default fp(
  async (fastify: FastifyInstance) => {
    const url = fastify.config.REDIS_URL;
    if (!url) {
      fastify.decorate('redis', null);
      return;
    }
    const redis = new Redis(url, {
      lazyConnect: true,
      connectTimeout: 500,
      commandTimeout: 500,
      maxRetriesPerRequest: 1,
    });
    redis.on('error', (err) => fastify.log.warn({ err }, 'redis error'));
    fastify.decorate('redis', redis);
    // Registered before its users, so this runs after theirs (onClose hooks run last-added first).
    fastify.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
