import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics } from 'prom-client';
import { operatorAccess } from '../../security/operator-access.js';
import { createReadinessProbe } from './readiness-probe.js';

export interface Readiness {
  /** Set on shutdown: /readyz answers 503 so load balancers stop sending before the server closes. */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

// The ops routes, in their own context so the event-loop monitor's hook never runs on shop traffic.
async function healthRoutes(fastify: FastifyInstance) {
  const { config } = fastify;
  // Measures the event loop only; it never sheds load itself (pressureHandler answers nothing): /readyz
  // reports the overload and the load balancer decides. Only a delay counts: a busy but keeping-up loop (high
  // utilisation under a load test) is exactly when a replica must stay in rotation.
  await fastify.register(underPressure, {
    maxEventLoopDelay: config.READY_MAX_EVENT_LOOP_DELAY_MS,
    pressureHandler: () => undefined,
  });
  const upstreamReachable = createReadinessProbe(() => fastify.shop.ping(), config.READY_PROBE_CACHE_MS);

  // Liveness: the process answers. Never calls the shop (a shop outage must not get every bff restarted).
  fastify.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  // Readiness: fit to take traffic (not shutting down, event loop keeping up, shop reachable).
  fastify.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (fastify.readiness.draining) return reply.code(503).send({ status: 'draining' });
    if (fastify.isUnderPressure()) {
      return reply
        .code(503)
        .send({ status: 'overloaded', eventLoopDelayMs: fastify.memoryUsage().eventLoopDelay });
    }
    if (!(await upstreamReachable())) return reply.code(503).send({ status: 'upstream unreachable' });
    return { status: 'ok' };
  });

  // Process metrics (CPU, memory, event-loop lag, GC) beside the bff's own, in the app's registry.
  collectDefaultMetrics({ register: fastify.metrics.registry, prefix: 'bff_' });

  // An operator endpoint: in its own context, behind the token check of security/operator-access.ts.
  await fastify.register(async (operatorOnly) => {
    operatorOnly.addHook('onRequest', operatorAccess(config));
    operatorOnly.get('/metrics', async (_request, reply) => {
      const { registry } = fastify.metrics;
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  });
}

export default fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('readiness', { draining: false });
    await fastify.register(healthRoutes);
  },
  { name: 'health', dependencies: ['metrics'] },
);
