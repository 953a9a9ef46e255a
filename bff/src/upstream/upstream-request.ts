import type { IncomingHttpHeaders } from 'node:http';
import {
  CART_TOKEN_HEADER,
  type CallPolicy,
  type CallPolicyName,
  hasControlCharacter,
  STOREFRONT_HOST_HEADER,
} from '@storefront/shared-types';

// One call to the shop as the upstream client takes it (services/call-shop.ts makes it from the contract and the
// incoming request), the answer it gives back, and the headers the call goes out with.

export interface UpstreamRequest {
  /** Name of the call in metrics and error messages, e.g. `store-config`. */
  call: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** `body` as JSON when the caller has it already (upstreamCall); else the client serialises `body`. */
  payload?: string;
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
  /**
   * The host (with port) the shopper is on, sent as x-storefront-host: the shop links back to it (payment return,
   * mails) only when it is one of the site's hosts.
   */
  storefrontHost?: string;
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

/** The headers of a call: the site's Host, the session as a bearer token, the guest cart token, the request id. */
// A value with a control character (CR, LF, NUL…) is never sent: it would split the header or fail the call. The
// session plugin already refuses such a token; this is the last gate for every value that reaches the shop.
export function buildHeaders(request: UpstreamRequest, payload: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  // Built in one pass (no entries copied and filtered): it runs for every shop call.
  const put = (name: string, value: string | null | undefined) => {
    if (value && !hasControlCharacter(value)) headers[name] = value;
  };
  if (!hasControlCharacter(request.host)) headers.host = request.host;
  headers.accept = 'application/json';
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (request.token) put('authorization', `Bearer ${request.token}`);
  put(CART_TOKEN_HEADER, request.cartToken);
  put(STOREFRONT_HOST_HEADER, request.storefrontHost);
  put('cookie', request.cookie);
  put('x-request-id', request.requestId);
  return headers;
}
