import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  apiError,
  CALL_POLICIES,
  CART_TOKEN_HEADER,
  type CallPolicy,
  type CallPolicyName,
  ERROR_CODES,
  hasControlCharacter,
  RETRY_BASE_DELAY_MS,
} from '@storefront/shared-types';
import { Agent, type Dispatcher } from 'undici';
import type { Metrics } from '../plugins/metrics.js';
import { CIRCUIT_BREAKER, type CircuitBreaker, createCircuitBreaker } from './circuit-breaker.js';
import { readJsonBody } from './read-body.js';
import { backoffDelay, isConnectionError, isRetryableStatus, parseRetryAfter } from './retry.js';
import { createRetryBudget, type RetryBudget } from './retry-budget.js';
import { UpstreamError } from './upstream-error.js';

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

export interface UpstreamRequest {
  /** Name of the call in metrics and error messages, e.g. `store-config`. */
  call: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Which §9 policy (time-out, retries) applies; only the calls listed there retry. A literal policy is for
   * the bff's own probes (readiness), never for a §7 call: a probe goes out even while the circuit is open (it is
   * how /readyz sees the shop come back) and neither feeds the circuit nor counts towards the retry budget. */
  policy: CallPolicyName | CallPolicy;
  /** Host header the shop chooses the site by (the variant's upstreamHost). */
  host: string;
  /** Session token, sent as a bearer token. */
  token?: string | null;
  /** The guest cart token (plugins/cart-token.ts), sent as x-cart-token. */
  cartToken?: string | null;
  cookie?: string;
  requestId?: string;
  /** The incoming request, whose upstreamTimeMs (Server-Timing) grows by this call's duration. */
  timing?: { upstreamTimeMs: number };
  /**
   * `Date.now()` after which the caller (a page past its time budget) no longer wants the answer: the call is
   * abandoned then with a 503 (UpstreamError.overBudget). Says nothing about the shop, so the circuit ignores it.
   */
  deadline?: number | null | undefined;
}

export interface UpstreamResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface UpstreamClient {
  send(request: UpstreamRequest): Promise<UpstreamResponse>;
  close(): Promise<void>;
}

const DEADLINE = Symbol('deadline');
/** The caller's own deadline came first: it stopped waiting, the shop did not fail. */
const ABANDONED = Symbol('abandoned');

/** The circuit the bff's own probes go through: always closed, told nothing. */
const UNGUARDED: CircuitBreaker = {
  admit: () => true,
  success: () => undefined,
  failure: () => undefined,
  neutral: () => undefined,
  state: () => 'closed',
  retryAfterMs: () => 0,
};

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
    const circuit = probe ? UNGUARDED : breaker;
    if (!circuit.admit()) {
      metrics.upstreamShortCircuited.inc({ call: request.call });
      throw UpstreamError.circuitOpen(request.call, breaker.retryAfterMs());
    }
    if (!probe) budget.recordCall();
    const started = performance.now();
    const abandons = callerMs < policy.timeoutMs;
    const limitMs = abandons ? callerMs : policy.timeoutMs;
    const deadline = started + limitMs;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(abandons ? ABANDONED : DEADLINE), limitMs);
    /** The error for a call cut by its deadline: the policy's time-out (504) or the caller's (503). */
    const expired = () =>
      abandons ? UpstreamError.overBudget(request.call) : UpstreamError.timeout(request.call);
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    const headers = buildHeaders(request, payload);
    let retry = 0;
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
            signal: controller.signal,
            headersTimeout: remaining,
            bodyTimeout: remaining,
          });
        } catch (error) {
          const outcome = classify(error, controller.signal, abandons);
          metrics.upstreamCalls.inc({ call: request.call, outcome });
          if (outcome === 'error' || outcome === 'abandoned') circuit.neutral();
          else circuit.failure();
          if (outcome === 'timeout' || outcome === 'abandoned') throw expired();
          if (outcome === 'connection_error') {
            const wait = backoffDelay(retry, RETRY_BASE_DELAY_MS, random);
            if (mayRetry(circuit, request.call, retry, policy, wait, deadline)) {
              retry += 1;
              metrics.upstreamRetries.inc({ call: request.call });
              await sleep(wait, undefined, { signal: controller.signal }).catch(() => undefined);
              if (controller.signal.aborted) throw expired();
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

        metrics.upstreamCalls.inc({ call: request.call, outcome: statusClass(response.statusCode) });
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
            retry += 1;
            metrics.upstreamRetries.inc({ call: request.call });
            await sleep(wait, undefined, { signal: controller.signal }).catch(() => undefined);
            if (controller.signal.aborted) throw expired();
            continue;
          }
        }
        try {
          const body = await readJsonBody(request.call, response, options.maxResponseBytes);
          return { statusCode: response.statusCode, headers: response.headers, body };
        } catch (error) {
          if (error instanceof UpstreamError) throw error;
          const outcome = classify(error, controller.signal, abandons);
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

// A value with a control character (CR, LF, NUL…) is never sent: it would split the header or fail the call. The
// session plugin already refuses such a token; this is the last gate for every value that reaches the shop.
function buildHeaders(request: UpstreamRequest, payload: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { host: request.host, accept: 'application/json' };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.cartToken) headers[CART_TOKEN_HEADER] = request.cartToken;
  if (request.cookie) headers.cookie = request.cookie;
  if (request.requestId) headers['x-request-id'] = request.requestId;
  return Object.fromEntries(Object.entries(headers).filter(([, value]) => !hasControlCharacter(value)));
}

type AttemptOutcome = 'timeout' | 'abandoned' | 'connection_error' | 'error';

/** What ended an attempt; `abandons` says whether the time limit in force was the caller's rather than the policy's. */
function classify(error: unknown, signal: AbortSignal, abandons: boolean): AttemptOutcome {
  if (signal.aborted) return signal.reason === ABANDONED ? 'abandoned' : 'timeout';
  const code = (error as { code?: unknown } | null)?.code;
  // undici's own headers/body time-outs are set to the same limit and may fire a moment before the abort does.
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT')
    return abandons ? 'abandoned' : 'timeout';
  return isConnectionError(error) ? 'connection_error' : 'error';
}

function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}
