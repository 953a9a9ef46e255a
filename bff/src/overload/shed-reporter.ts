import type { FastifyBaseLogger } from 'fastify';
import type { Counter } from 'prom-client';

/**
 * Why a request was refused for load: the event loop lagging, the resizer's queue full, a resize out of time,
 * the page renders' queue full.
 */
export type ShedReason = 'event_loop_delay' | 'image_queue_full' | 'image_timeout' | 'page_renders_busy';

/** A warning about shedding at most this often per reason; the counter has every refusal. */
export const SHED_WARNING_INTERVAL_MS = 10_000;

export interface ShedReporter {
  /** Counts one refused request and warns unless a warning for the same reason was written within the interval. */
  report(reason: ShedReason, detail?: Record<string, unknown>): void;
}

/**
 * Shedding is the bff doing its job under load, not a fault: each refusal is counted (bff_shed_requests_total,
 * by reason) and logged as one warning per reason per interval carrying how many were shed since the last one,
 * instead of an error with a stack per request (a 35 s image flood wrote 54,000 such lines).
 */
export function createShedReporter(options: {
  counter: Counter<'reason'>;
  log: FastifyBaseLogger;
  intervalMs?: number;
  now?: () => number;
}): ShedReporter {
  const { counter, log, intervalMs = SHED_WARNING_INTERVAL_MS, now = Date.now } = options;
  const lastWarned = new Map<ShedReason, number>();
  const unwarned = new Map<ShedReason, number>();
  return {
    report(reason, detail = {}) {
      counter.inc({ reason });
      const shed = (unwarned.get(reason) ?? 0) + 1;
      const at = now();
      const last = lastWarned.get(reason);
      if (last !== undefined && at - last < intervalMs) {
        unwarned.set(reason, shed);
        return;
      }
      lastWarned.set(reason, at);
      unwarned.set(reason, 0);
      log.warn(
        { reason, shed, ...detail },
        `shedding load (${reason}): ${shed} request(s) refused with 503 since the last warning`,
      );
    },
  };
}
