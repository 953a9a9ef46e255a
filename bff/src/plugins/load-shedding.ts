import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { apiError, ERROR_CODES } from '@storefront/shared-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createShedReporter, type ShedReporter } from '../overload/shed-reporter.js';

/**
 * How often the event-loop delay is taken (the mean over the interval). Shedding starts and stops within about this
 * long of the loop falling behind or catching up: server renders finishing together hold the loop for seconds, and
 * the requests read right after such a turn must be refused, not let in as the next such burst (under-pressure's
 * default, 1 s, admitted them for up to a second).
 */
export const SHED_SAMPLE_INTERVAL_MS = 100;
/** A shed request may come back this soon: by then the loop has been sampled again. */
export const SHED_RETRY_AFTER_S = 1;

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts and (rate-limited) logs every request refused for load, here and in the image resizer. */
    shedding: ShedReporter;
  }
}

/**
 * Route config of the routes never shed (/healthz, /readyz, /metrics): under-pressure's per-route handler
 * answering nothing lets the request through. A load balancer must keep getting quick, true answers from a
 * replica under load (/readyz reports the overload itself), and metrics are how an operator sees it.
 */
export const NEVER_SHED = { pressureHandler: () => undefined };

/**
 * Load shedding before any other work: past SHED_MAX_EVENT_LOOP_DELAY_MS of event-loop delay every request except
 * the ops routes is answered at once with 503 + Retry-After, from the first onRequest hook (no session, cookie or
 * shop call), so the requests already in flight finish fast instead of all of them queueing behind each other.
 * With the limit 0 the loop is only measured (fastify.memoryUsage(), which /readyz reads).
 */
export default fp(
  async (fastify: FastifyInstance) => {
    const { config, metrics } = fastify;
    const shedding = createShedReporter({ counter: metrics.shedRequests, log: fastify.log });
    fastify.decorate('shedding', shedding);

    const overloaded = (_request: FastifyRequest, reply: FastifyReply, _type: string, value?: number) => {
      // Infinite: no tick of the delay monitor fell in the last sample, which one GC pause or long render does as
      // well as an overload; a real overload shows as a measured delay in the next sample, 100 ms later.
      if (value === undefined || !Number.isFinite(value)) return undefined;
      shedding.report('event_loop_delay', { eventLoopDelayMs: Math.round(value ?? 0) });
      reply
        .code(503)
        .header('retry-after', String(SHED_RETRY_AFTER_S))
        .type('application/json; charset=utf-8');
      return apiError(503, ERROR_CODES.UPSTREAM_UNAVAILABLE, 'The server is overloaded; try again shortly');
    };
    await fastify.register(underPressure, {
      maxEventLoopDelay: config.SHED_MAX_EVENT_LOOP_DELAY_MS,
      sampleInterval: SHED_SAMPLE_INTERVAL_MS,
      // The loop's busy share over each sample, not since start: what the page renders read to tell a CPU-bound
      // queue from one waiting on the shop (produce-page.ts).
      eventLoopUtilizationMode: 'interval',
      // under-pressure sends any answer of the handler that is neither nullish nor a promise (its README); its
      // types only allow void.
      pressureHandler: overloaded as unknown as FastifyUnderPressureOptions['pressureHandler'],
    });
  },
  { name: 'load-shedding', dependencies: ['metrics'] },
);
