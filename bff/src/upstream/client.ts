import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  apiError,
  CALL_POLICIES,
  type CallPolicy,
  type CallPolicyName,
  ERROR_CODES,
  hasControlCharacter,
  RETRY_BASE_DELAY_MS,
} from '@storefront/shared-types';
import { Agent, type Dispatcher } from 'undici';
import type { Metrics } from '../plugins/metrics.js';
import { readJsonBody } from './read-body.js';
import { backoffDelay, isConnectionError, isRetryableStatus, parseRetryAfter } from './retry.js';
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
  random?: () => number;
}

export interface UpstreamRequest {
  /** Name of the call in metrics and error messages, e.g. `store-config`. */
  call: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Which §9 policy (time-out, retries) applies; only the calls listed there retry. A literal policy is for
   * the bff's own probes (readiness), never for a §7 call. */
  policy: CallPolicyName | CallPolicy;
  /** Host header the shop chooses the site by (the variant's upstreamHost). */
  host: string;
  /** Session token, sent as a bearer token. */
  token?: string | null;
  cookie?: string;
  requestId?: string;
  /** The incoming request, whose upstreamTimeMs (Server-Timing) grows by this call's duration. */
  timing?: { upstreamTimeMs: number };
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

  async function send(request: UpstreamRequest): Promise<UpstreamResponse> {
    const policy = typeof request.policy === 'string' ? policies[request.policy] : request.policy;
    const started = performance.now();
    const deadline = started + policy.timeoutMs;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(DEADLINE), policy.timeoutMs);
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
          const outcome = classify(error, controller.signal);
          metrics.upstreamCalls.inc({ call: request.call, outcome });
          if (outcome === 'timeout') throw UpstreamError.timeout(request.call);
          if (outcome === 'connection_error') {
            const wait = backoffDelay(retry, RETRY_BASE_DELAY_MS, random);
            if (retry < policy.retries && performance.now() + wait < deadline) {
              retry += 1;
              metrics.upstreamRetries.inc({ call: request.call });
              await sleep(wait, undefined, { signal: controller.signal }).catch(() => undefined);
              if (controller.signal.aborted) throw UpstreamError.timeout(request.call);
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
        if (isRetryableStatus(response.statusCode) && retry < policy.retries) {
          const wait =
            parseRetryAfter(response.headers['retry-after']) ??
            backoffDelay(retry, RETRY_BASE_DELAY_MS, random);
          // A wait that would outlast the deadline is no retry at all: answer with what we have now.
          if (performance.now() + wait < deadline) {
            await response.body.dump();
            retry += 1;
            metrics.upstreamRetries.inc({ call: request.call });
            await sleep(wait, undefined, { signal: controller.signal }).catch(() => undefined);
            if (controller.signal.aborted) throw UpstreamError.timeout(request.call);
            continue;
          }
        }
        try {
          const body = await readJsonBody(request.call, response, options.maxResponseBytes);
          return { statusCode: response.statusCode, headers: response.headers, body };
        } catch (error) {
          if (error instanceof UpstreamError) throw error;
          if (classify(error, controller.signal) === 'timeout') throw UpstreamError.timeout(request.call);
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
  if (request.cookie) headers.cookie = request.cookie;
  if (request.requestId) headers['x-request-id'] = request.requestId;
  return Object.fromEntries(Object.entries(headers).filter(([, value]) => !hasControlCharacter(value)));
}

type AttemptOutcome = 'timeout' | 'connection_error' | 'error';

function classify(error: unknown, signal: AbortSignal): AttemptOutcome {
  if (signal.aborted) return 'timeout';
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') return 'timeout';
  return isConnectionError(error) ? 'connection_error' : 'error';
}

function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}
