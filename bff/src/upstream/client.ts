import {
  apiError,
  CALL_POLICIES,
  type CallPolicy,
  type CallPolicyName,
  ERROR_CODES,
  RETRY_BASE_DELAY_MS,
} from '@storefront/shared-types';
import { Agent, type Dispatcher } from 'undici';
import type { Metrics } from '../plugins/metrics.js';
import { ABANDONED, classify, DEADLINE, statusClass } from './attempt-outcome.js';
import { CallDeadline } from './call-deadline.js';
import {
  CIRCUIT_BREAKER,
  type CircuitBreaker,
  createCircuitBreaker,
  UNGUARDED_CIRCUIT,
} from './circuit-breaker.js';
import { readJsonBody } from './read-body.js';
import { backoffDelay, isRetryableStatus, parseRetryAfter } from './retry.js';
import { createRetryBudget, type RetryBudget } from './retry-budget.js';
import { UpstreamError } from './upstream-error.js';
import {
  buildHeaders,
  type UpstreamClient,
  type UpstreamRequest,
  type UpstreamResponse,
} from './upstream-request.js';

export interface UpstreamClientOptions {
  baseUrl: string;
  /** Tests pass an undici MockAgent; otherwise one keep-alive Agent is made for the shop API. */
  dispatcher?: Dispatcher;
  connectTimeoutMs: number;
  maxResponseBytes: number;
  connections: number;
  metrics: Metrics;
  /** Per-call policies; tests shorten time-outs here. Defaults to spec §9's CALL_POLICIES. */
  policies?: Partial<Record<CallPolicyName, CallPolicy>>;
  /** Retries this upstream may be sent, over all calls (default: RETRY_BUDGET, upstream/retry-budget.ts). */
  retryBudget?: RetryBudget;
  /** Opens after repeated failures of this upstream (default: CIRCUIT_BREAKER, upstream/circuit-breaker.ts). */
  breaker?: CircuitBreaker;
  random?: () => number;
}

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const origin = new URL(options.baseUrl).origin;
  const ownsDispatcher = options.dispatcher === undefined;
  const dispatcher =
    options.dispatcher ??
    new Agent({
      connect: { timeout: options.connectTimeoutMs },
      // Keep-alive sockets per origin; undici's idle time-out (4 s, or the shop's Keep-Alive hint) stays below
      // the shop's own, so a reused socket is never one the shop is closing.
      connections: options.connections,
    });
  const { metrics } = options;
  const random = options.random ?? Math.random;
  const policies: Record<CallPolicyName, CallPolicy> = { ...CALL_POLICIES, ...options.policies };
  const budget = options.retryBudget ?? createRetryBudget();
  const breaker = options.breaker ?? createCircuitBreaker(CIRCUIT_BREAKER);

  /**
   * Whether another attempt may follow a failed one: the call's own policy, its deadline, the circuit (an open
   * one sends nothing more), and last the upstream's retry budget, which the retry then spends.
   */
  function mayRetry(
    circuit: CircuitBreaker,
    call: string,
    retry: number,
    policy: CallPolicy,
    wait: number,
    deadline: number,
  ): boolean {
    if (retry >= policy.retries || performance.now() + wait >= deadline || !circuit.admit()) return false;
    if (budget.tryRetry()) return true;
    metrics.upstreamRetriesDenied.inc({ call });
    // The admission above may have been a half-open probe that will not go out: let another take its place.
    circuit.neutral();
    return false;
  }

  async function send(request: UpstreamRequest): Promise<UpstreamResponse> {
    const policy = typeof request.policy === 'string' ? policies[request.policy] : request.policy;
    const callerMs = request.deadline == null ? Number.POSITIVE_INFINITY : request.deadline - Date.now();
    if (callerMs <= 0) throw UpstreamError.overBudget(request.call);
    // The bff's own probes (a literal policy) bypass the circuit and the budget: their outcome is not about the
    // calls clients cause, and counted as calls they would let a load balancer's polling buy retries for others.
    const probe = typeof request.policy !== 'string';
    const circuit = probe ? UNGUARDED_CIRCUIT : breaker;
    if (!circuit.admit()) {
      metrics.upstreamShortCircuited.inc({ call: request.call });
      throw UpstreamError.circuitOpen(request.call, breaker.retryAfterMs());
    }
    if (!probe) budget.recordCall();
    const started = performance.now();
    // The call's own time-out: its policy's, or for the half-open circuit's probe at most the circuit's open time
    // (circuit-breaker.ts). Cut by it, the call timed out (the circuit hears a failure); cut by the caller's
    // shorter deadline, it was abandoned (the circuit hears nothing).
    const timeoutMs = Math.min(policy.timeoutMs, circuit.probeLimitMs());
    const abandons = callerMs < timeoutMs;
    const limitMs = abandons ? callerMs : timeoutMs;
    const deadline = started + limitMs;
    const controller = new CallDeadline();
    const timer = setTimeout(() => controller.abort(abandons ? ABANDONED : DEADLINE), limitMs);
    /** The error for a call cut by its deadline: the policy's time-out (504) or the caller's (503). */
    const expired = () =>
      abandons ? UpstreamError.overBudget(request.call) : UpstreamError.timeout(request.call);
    const payload =
      request.body === undefined ? undefined : (request.payload ?? JSON.stringify(request.body));
    const headers = buildHeaders(request, payload);
    let retry = 0;
    /** Waits before the next attempt; the call's deadline cuts the wait short, and the call with it. */
    async function backOff(wait: number) {
      retry += 1;
      metrics.upstreamRetries.inc({ call: request.call });
      await controller.wait(wait);
      if (controller.aborted) throw expired();
    }
    try {
      for (;;) {
        const remaining = Math.max(1, Math.floor(deadline - performance.now()));
        let response: Dispatcher.ResponseData;
        try {
          response = await dispatcher.request({
            origin,
            path: request.path,
            method: request.method,
            headers,
            body: payload,
            signal: controller,
            headersTimeout: remaining,
            bodyTimeout: remaining,
          });
        } catch (error) {
          const outcome = classify(error, controller, abandons);
          metrics.upstreamCalls.tally(`${request.call} ${outcome}`, { call: request.call, outcome });
          if (outcome === 'error' || outcome === 'abandoned') circuit.neutral();
          else circuit.failure();
          if (outcome === 'timeout' || outcome === 'abandoned') throw expired();
          if (outcome === 'connection_error') {
            const wait = backoffDelay(retry, RETRY_BASE_DELAY_MS, random);
            if (mayRetry(circuit, request.call, retry, policy, wait, deadline)) {
              await backOff(wait);
              continue;
            }
            throw UpstreamError.unavailable(request.call, error);
          }
          throw new UpstreamError(
            apiError(502, ERROR_CODES.UPSTREAM_ERROR, `The shop call ${request.call} failed`, {
              retryable: false,
            }),
            { cause: error },
          );
        }

        const status = statusClass(response.statusCode);
        metrics.upstreamCalls.tally(`${request.call} ${status}`, { call: request.call, outcome: status });
        const retryable = isRetryableStatus(response.statusCode);
        if (retryable) circuit.failure();
        else circuit.success();
        if (retryable && retry < policy.retries) {
          const wait =
            parseRetryAfter(response.headers['retry-after']) ??
            backoffDelay(retry, RETRY_BASE_DELAY_MS, random);
          // A wait that would outlast the deadline is no retry at all: answer with what we have now.
          if (mayRetry(circuit, request.call, retry, policy, wait, deadline)) {
            await response.body.dump();
            await backOff(wait);
            continue;
          }
        }
        try {
          const body = await readJsonBody(request.call, response, options.maxResponseBytes);
          return { statusCode: response.statusCode, headers: response.headers, body };
        } catch (error) {
          if (error instanceof UpstreamError) throw error;
          const outcome = classify(error, controller, abandons);
          if (outcome === 'abandoned') throw expired();
          // The answer's status counted as a success; a body that never arrives whole is the shop failing.
          circuit.failure();
          if (outcome === 'timeout') throw expired();
          throw UpstreamError.unavailable(request.call, error);
        }
      }
    } finally {
      clearTimeout(timer);
      const elapsed = performance.now() - started;
      metrics.upstreamDuration.observe({ call: request.call }, elapsed / 1000);
      if (request.timing) request.timing.upstreamTimeMs += elapsed;
    }
  }

  return {
    send,
    close: async () => {
      if (ownsDispatcher) await dispatcher.close();
    },
  };
}
