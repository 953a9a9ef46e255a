import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { talliedCounter } from '../lib/tallied-counter.js';

// One registry per app instance (not prom-client's global one) so tests can build many apps in a process.
export function createMetrics() {
  const registry = new Registry();
  return {
    registry,
    // Counted once per request and per shop call: tallied (lib/tallied-counter.ts).
    httpRequests: talliedCounter({
      name: 'bff_http_requests_total',
      help: 'Requests answered by the bff',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'bff_http_request_duration_seconds',
      help: 'Time to answer a request',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    upstreamCalls: talliedCounter({
      name: 'bff_upstream_calls_total',
      help: 'Calls (attempts) made to the shop API',
      labelNames: ['call', 'outcome'] as const,
      registers: [registry],
    }),
    upstreamRetries: new Counter({
      name: 'bff_upstream_retries_total',
      help: 'Retried attempts to the shop API',
      labelNames: ['call'] as const,
      registers: [registry],
    }),
    upstreamRetriesDenied: new Counter({
      name: 'bff_upstream_retries_denied_total',
      help: 'Retries the policy allowed but the upstream retry budget did not',
      labelNames: ['call'] as const,
      registers: [registry],
    }),
    upstreamShortCircuited: new Counter({
      name: 'bff_upstream_short_circuited_total',
      help: 'Calls not sent to the shop API because its circuit was open',
      labelNames: ['call'] as const,
      registers: [registry],
    }),
    upstreamCircuitOpen: new Gauge({
      name: 'bff_upstream_circuit_open',
      help: 'Circuit of the shop API: 0 closed, 0.5 half-open (probing), 1 open',
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'bff_upstream_call_duration_seconds',
      help: 'Duration of a shop API call including its retries',
      labelNames: ['call'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15, 60],
      registers: [registry],
    }),
    cacheLookups: new Counter({
      name: 'bff_cache_lookups_total',
      help: 'Cache lookups by cache name and result (hit, miss, stale)',
      labelNames: ['cache', 'result'] as const,
      registers: [registry],
    }),
    loginThrottled: new Counter({
      name: 'bff_login_throttled_total',
      help: 'Sign-in (login) and change-password attempts refused unasked because their account was locked',
      labelNames: ['call'] as const,
      registers: [registry],
    }),
    shedRequests: new Counter({
      name: 'bff_shed_requests_total',
      help: 'Requests refused with 503 for load: event_loop_delay, image_queue_full, image_timeout',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
  interface FastifyRequest {
    // Milliseconds this request spent waiting on the shop API; reported in Server-Timing.
    upstreamTimeMs: number;
  }
}

export default fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('metrics', createMetrics());
    fastify.decorateRequest('upstreamTimeMs', 0);
  },
  { name: 'metrics' },
);
