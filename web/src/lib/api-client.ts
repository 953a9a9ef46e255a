import type {
  ApiErrorBody,
  EndpointInput,
  EndpointName,
  EndpointOutput,
  InProcessCaller,
} from '@storefront/shared-types';
import {
  CALL_POLICIES,
  CLIENT_HEADER,
  ENDPOINT_ROUTES,
  type EndpointRoute,
  endpointUrl,
} from '@storefront/shared-types';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

// One typed way to call the bff, by endpoint name (shared-types ENDPOINTS): the input and answer types come from
// the contract. In the browser a call is a fetch; during the bff's server render it is an in-process call of the
// bff's own handler (same caches, call policies and session), never HTTP back to itself.

export type CallOptions = { signal?: AbortSignal | undefined; timeoutMs?: number | undefined };

export interface ApiTransport {
  call<N extends EndpointName>(
    name: N,
    input: EndpointInput<N>,
    options?: CallOptions,
  ): Promise<EndpointOutput<N>>;
}

type AnyInput = { body?: unknown; query?: unknown; params?: unknown };

/**
 * The body of a failed answer as the error shape, when it is one. The bff's answers are its own: it checked each
 * against the contract before sending it, so the browser reads them rather than validating them again, and a page
 * loads no schema (and no zod) to make a call.
 */
function errorBodyOf(payload: unknown): ApiErrorBody | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const body = payload as Partial<ApiErrorBody>;
  if (typeof body.statusCode !== 'number' || typeof body.code !== 'string') return undefined;
  if (typeof body.message !== 'string' || typeof body.retryable !== 'boolean') return undefined;
  const { fields } = body;
  if (fields !== undefined && (typeof fields !== 'object' || fields === null)) return undefined;
  if (fields && !Object.values(fields).every((text) => typeof text === 'string')) return undefined;
  return body as ApiErrorBody;
}

export const browserTransport: ApiTransport = {
  async call(name, input, options = {}) {
    const endpoint: EndpointRoute = ENDPOINT_ROUTES[name];
    const { body } = input as AnyInput;
    const url = endpointUrl(endpoint, input as AnyInput);
    const timeout = AbortSignal.timeout(
      options.timeoutMs ?? CALL_POLICIES[endpoint.browserPolicy ?? 'default'].timeoutMs,
    );
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const headers: Record<string, string> = {
      accept: 'application/json',
      [CLIENT_HEADER.name]: CLIENT_HEADER.value,
    };
    if (endpoint.method === 'POST') headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(url, {
        method: endpoint.method,
        headers,
        credentials: 'same-origin',
        body: endpoint.method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
        signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw ApiError.fromResponse(0, undefined);
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw ApiError.fromResponse(response.status, errorBodyOf(payload));
    // A success without a JSON body is not an answer of the contract's.
    if (payload === undefined) throw ApiError.fromResponse(502, undefined);
    return payload as EndpointOutput<typeof name>;
  },
};

/** The server render's transport: the bff's in-process caller, its failures thrown as `ApiError`. */
export function inProcessTransport(caller: InProcessCaller): ApiTransport {
  return {
    async call(name, input) {
      const result = await caller(name, input as AnyInput);
      if (!result.ok) throw new ApiError(result.error as ApiErrorBody);
      return result.data as EndpointOutput<typeof name>;
    },
  };
}

// Query functions receive their QueryClient; the transport rides on it, so the same query options fetch over HTTP
// in the browser and in-process on the server (one QueryClient per server render).
const transports = new WeakMap<QueryClient, ApiTransport>();

export function bindTransport(queryClient: QueryClient, transport: ApiTransport): void {
  transports.set(queryClient, transport);
}

/** The transport of a query client (the browser's fetch when none was bound). */
export function apiOf(queryClient: QueryClient): ApiTransport {
  return transports.get(queryClient) ?? browserTransport;
}
