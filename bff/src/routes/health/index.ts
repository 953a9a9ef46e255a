import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics } from 'prom-client';
import { NEVER_SHED } from '../../plugins/load-shedding.js';
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

/** How soon a replica that is not ready is worth asking again. */
const READY_RETRY_AFTER_S = 1;

// The ops routes. None is ever shed for load (NEVER_SHED) and each answers from memory: under load a load balancer
// must still get a quick answer, and /readyz is where the overload is reported.
async function healthRoutes(fastify: FastifyInstance) {
  const { config } = fastify;
  const upstreamReachable = createReadinessProbe(() => fastify.shop.ping(), config.READY_PROBE_CACHE_MS);

  // Liveness: the process answers. Never calls the shop (a shop outage must not get every bff restarted).
  fastify.get('/healthz', { config: NEVER_SHED }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  // Readiness: fit to take traffic (not shutting down, event loop keeping up, shop reachable). The loop is measured
  // by the load-shedding plugin; only a delay counts: a busy but keeping-up loop (high utilisation under a load
  // test) is exactly when a replica must stay in rotation.
  fastify.get('/readyz', { config: NEVER_SHED }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // Every 503 says when to ask again: a prober that reads it waits that long, one that does not is unaffected.
    const notReady = (body: Record<string, unknown>) =>
      reply.code(503).header('retry-after', String(READY_RETRY_AFTER_S)).send(body);
    if (fastify.readiness.draining) return notReady({ status: 'draining' });
    // Infinite means only that no tick of the delay monitor fell in the last sample (the loop was held for at least
    // that long, 100 ms): shedding acts on it, readiness waits for a measured delay.
    const { eventLoopDelay } = fastify.memoryUsage();
    if (Number.isFinite(eventLoopDelay) && eventLoopDelay > config.READY_MAX_EVENT_LOOP_DELAY_MS) {
      return notReady({ status: 'overloaded', eventLoopDelayMs: eventLoopDelay });
    }
    if (!(await upstreamReachable())) return notReady({ status: 'upstream unreachable' });
    return { status: 'ok' };
  });

  // Process metrics (CPU, memory, event-loop lag, GC) beside the bff's own, in the app's registry.
  collectDefaultMetrics({ register: fastify.metrics.registry, prefix: 'bff_' });

  // An operator endpoint: in its own context, behind the token check of security/operator-access.ts.
  await fastify.register(async (operatorOnly) => {
    operatorOnly.addHook('onRequest', operatorAccess(config));
    operatorOnly.get('/metrics', { config: NEVER_SHED }, async (_request, reply) => {
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
  { name: 'health', dependencies: ['metrics', 'load-shedding'] },
);
