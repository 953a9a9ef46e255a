import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@storefront/shared-types';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { isRateLimitedAuthRoute } from '../security/auth-rate-limit.js';
import { cspDirectives } from '../security/csp.js';

const NONCE = Symbol('cspNonce');
type NonceHolder = FastifyReply & { [NONCE]?: { script: string; style: string } };

// Security headers on every response (helmet), a CSP whose base form allows no inline script at all (the page
// route widens it with its nonce and its integrations' hosts), and rate limits on the auth calls. Proxy trust
// and body limits are server options (config/server-options.ts), since Fastify applies them before any plugin.
export default fp(
  async (fastify: FastifyInstance) => {
    const { config } = fastify;

    // reply.cspNonce.script is the nonce inline scripts carry; made on first use, so API calls never pay for it.
    // (The shape is @fastify/helmet's; we make it ourselves so the style policy keeps 'unsafe-inline'.)
    fastify.decorateReply(NONCE, null);
    fastify.decorateReply('cspNonce', {
      getter(this: NonceHolder) {
        this[NONCE] ??= {
          script: randomBytes(16).toString('base64'),
          style: randomBytes(16).toString('base64'),
        };
        return this[NONCE];
      },
    });

    await fastify.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives({ isDev: config.isDev }) },
      // Browsers ignore HSTS over http; in development it would only pin *.localhost to https by mistake.
      hsts: config.isDev ? false : { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    // Marks the auth routes before @fastify/rate-limit looks at them (onRoute hooks run in order), so the
    // routes, owned elsewhere, need no rate-limit code of their own.
    const limit = { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: config.AUTH_RATE_LIMIT_WINDOW_MS };
    fastify.addHook('onRoute', (route) => {
      if (isRateLimitedAuthRoute(route.method, route.url) && route.config?.rateLimit === undefined) {
        route.config = { ...route.config, rateLimit: limit };
      }
    });

    // With REDIS_URL the counters are shared by every replica; if Redis fails, logins are let through rather
    // than refused (skipOnError): an outage of the counter must not become an outage of sign-in.
    const redis = config.REDIS_URL
      ? new Redis(config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: true })
      : undefined;
    if (redis) {
      redis.on('error', (err) => fastify.log.warn({ err }, 'rate-limit redis error'));
      fastify.addHook('onClose', async () => {
        redis.disconnect();
      });
    }
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
  { name: 'security' },
);
