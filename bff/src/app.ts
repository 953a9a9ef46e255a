import { jsonBody } from '@storefront/service-kit';
import type { CallPolicy, CallPolicyName } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { Dispatcher } from 'undici';
import type { AppConfig } from './config/env.js';
import cartToken from './plugins/cart-token.js';
import compression from './plugins/compression.js';
import cookies from './plugins/cookies.js';
import csp from './plugins/csp.js';
import csrf from './plugins/csrf.js';
import docs from './plugins/docs.js';
import errorHandler from './plugins/error-handler.js';
import helmet from './plugins/helmet.js';
import loadShedding from './plugins/load-shedding.js';
import loginThrottle from './plugins/login-throttle.js';
import metrics from './plugins/metrics.js';
import observability from './plugins/observability.js';
import rateLimit from './plugins/rate-limit.js';
import redis from './plugins/redis.js';
import sentry from './plugins/sentry.js';
import session from './plugins/session.js';
import upstream from './plugins/upstream.js';
import variant from './plugins/variant.js';
import apiRoutes from './routes/api/index.js';
import apiInvoke from './routes/api/invoke.js';
import claimRoutes from './routes/claims/index.js';
import healthRoutes from './routes/health/index.js';
import imgRoutes from './routes/img/index.js';
import pageRoutes from './routes/pages/index.js';
import seoRoutes from './routes/seo/index.js';
import type { WebRenderer } from './ssr/web-renderer.js';

export interface AppOptions {
  config: AppConfig;
  // Tests pass an undici MockAgent here; production uses a pooled Agent built from config.
  upstreamDispatcher?: Dispatcher;
  // Overrides of spec §9's per-call policies; only tests use it (e.g. a short time-out to prove the 504).
  callPolicies?: Partial<Record<CallPolicyName, CallPolicy>>;
  // Tests render pages with a fake of the web's server render; otherwise its build (or Vite in development).
  webRenderer?: WebRenderer;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

// The whole bff as one Fastify plugin. Plugins are registered explicitly, in order, rather than with
// @fastify/autoload: autoload's native import() cannot load TypeScript sources under vitest on Node 20,
// and an explicit list keeps the start-up order and the decorations each plugin relies on visible.
export default async function app(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  fastify.decorate('config', opts.config);

  // Cross-cutting plugins (src/plugins), each wrapped with fastify-plugin:
  await fastify.register(metrics);
  // First onRequest hook: a request shed for load costs nothing more (no session, cookies, rate-limit store).
  await fastify.register(loadShedding);
  await fastify.register(observability);
  await fastify.register(sentry);
  // The one Redis client (REDIS_URL) the rate limit, the sign-in throttle and the shop cache share.
  await fastify.register(redis);
  await fastify.register(helmet);
  await fastify.register(csp);
  // Before any route: it marks the auth routes for rate limiting as they are added.
  await fastify.register(rateLimit);
  await fastify.register(loginThrottle);
  await fastify.register(compression);
  await fastify.register(cookies);
  await fastify.register(variant);
  await fastify.register(upstream, { dispatcher: opts.upstreamDispatcher, policies: opts.callPolicies });
  await fastify.register(errorHandler);
  await fastify.register(jsonBody);
  await fastify.register(session);
  await fastify.register(cartToken);
  await fastify.register(csrf);
  // Before any route, so the OpenAPI document sees every /api route as it is added.
  await fastify.register(docs);

  // The /api handlers callable in-process (fastify.api.invoke), for the page render; decorated at the root.
  await fastify.register(apiInvoke);
  // Routes (src/routes), each encapsulated. The /api routes take their full paths from the endpoint contract.
  await fastify.register(apiRoutes);
  await fastify.register(claimRoutes, { dispatcher: opts.upstreamDispatcher });
  await fastify.register(imgRoutes, { prefix: '/img', dispatcher: opts.upstreamDispatcher });
  await fastify.register(healthRoutes);
  await fastify.register(seoRoutes);
  // Last: its wildcard serves the web app for whatever no other route matched.
  await fastify.register(pageRoutes, { webRenderer: opts.webRenderer });
}
