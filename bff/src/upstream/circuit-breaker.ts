// A circuit breaker for one upstream. While the shop is down, every call would still wait for its own failure
// (a refused connection, a 503, a time-out) and the shop would get all of them as it tries to come back. After
// `failureThreshold` failures in a row the circuit opens: calls fail at once (cached answers are then served
// stale without asking), and after `openMs` one call at a time is let through to probe. Its success closes the
// circuit, its failure opens it again for another `openMs`. A probe waits no longer than `openMs` for its answer
// (probeLimitMs): against a shop that accepts connections and never answers, the shopper whose call is the probe
// waits seconds, not the call's whole time-out (60 s by §9's default), and the time-out reopens the circuit.
//
// Only the shop's own failures count: a refused or reset connection, a time-out, 502/503/504. Any other answer
// (a 400, even a 500 for one bad input) shows the shop is up, so a client cannot open the circuit for everyone
// by sending requests the shop rejects.

export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Failures in a row that open the circuit; 0 never opens it. */
  failureThreshold: number;
  /** How long the circuit stays open before a probe, and how long a probe may take before another is let through. */
  openMs: number;
  now?: () => number;
  /** Told when the state changes (logs, a gauge). */
  onChange?: (state: CircuitState) => void;
}

export interface CircuitBreaker {
  /** Whether an attempt may go out now; when half-open, the attempt it admits is the probe. */
  admit(): boolean;
  /** The shop answered. */
  success(): void;
  /** The shop failed (see above for what counts). */
  failure(): void;
  /** The attempt ended without telling anything about the shop (e.g. a bad request built here). */
  neutral(): void;
  state(): CircuitState;
  /** Milliseconds until a probe may go out (for Retry-After); 0 when closed. */
  retryAfterMs(): number;
  /** How long the attempt just admitted may wait for the shop: openMs for the half-open probe, else no limit. */
  probeLimitMs(): number;
}

/** The defaults of UPSTREAM_CIRCUIT_FAILURES and UPSTREAM_CIRCUIT_OPEN_MS (config/env.ts), and the client's. */
export const CIRCUIT_BREAKER = { failureThreshold: 5, openMs: 5_000 } as const;

export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  const now = options.now ?? (() => performance.now());
  let state: CircuitState = 'closed';
  let failures = 0;
  let openedAt = 0;
  let probeAt = Number.NEGATIVE_INFINITY;

  function become(next: CircuitState) {
    if (state === next) return;
    state = next;
    options.onChange?.(next);
  }

  function open() {
    openedAt = now();
    probeAt = Number.NEGATIVE_INFINITY;
    become('open');
  }

  return {
    admit() {
      if (state === 'closed') return true;
      const at = now();
      if (state === 'open') {
        if (at - openedAt < options.openMs) return false;
        become('half-open');
      }
      // One probe at a time; one that has not come back within openMs (a hanging shop) makes room for another.
      if (at - probeAt < options.openMs) return false;
      probeAt = at;
      return true;
    },
    success() {
      failures = 0;
      probeAt = Number.NEGATIVE_INFINITY;
      become('closed');
    },
    failure() {
      if (state === 'half-open') return open();
      if (state === 'open') return;
      failures += 1;
      if (options.failureThreshold > 0 && failures >= options.failureThreshold) open();
    },
    neutral() {
      if (state === 'half-open') probeAt = Number.NEGATIVE_INFINITY;
    },
    state: () => state,
    retryAfterMs() {
      if (state === 'closed') return 0;
      const from = state === 'open' ? openedAt : probeAt;
      return Math.max(0, Math.ceil(from + options.openMs - now()));
    },
    probeLimitMs: () => (state === 'half-open' ? options.openMs : Number.POSITIVE_INFINITY),
  };
}

/** The circuit the bff's own probes go through: always closed, told nothing. */
export const UNGUARDED_CIRCUIT: CircuitBreaker = {
  admit: () => true,
  success: () => undefined,
  failure: () => undefined,
  neutral: () => undefined,
  state: () => 'closed',
  retryAfterMs: () => 0,
  probeLimitMs: () => Number.POSITIVE_INFINITY,
};
