import type { EndpointInput, EndpointName, EndpointShopOutput } from '@storefront/shared-types';
import type { FastifyRequest } from 'fastify';
import type { UpstreamClient, UpstreamResponse } from '../upstream/upstream-request.js';
import { type EndpointCall, parseShopAnswer, upstreamCall } from './endpoint-call.js';

/** What a caller may add to a shop call beyond what the request itself gives it. */
export interface ShopCallOptions {
  /** §7: the browser's own call, with its own policy where the contract gives one (translations). */
  browser?: boolean;
  /**
   * `Date.now()` past which the answer is no use (a page's deadline, request.pageDeadline). A cached load leaves
   * it out: its refresh goes on past a page's deadline and fills the cache for the next page.
   */
  deadline?: number | null;
  /** §7 store-config forwards the browser's own cookies (forwardable-cookie.ts). */
  cookie?: string | undefined;
  /** Whose upstream time (Server-Timing) the call adds to; the request's unless it must not wait for it. */
  timing?: { upstreamTimeMs: number };
  /** The call as upstreamCall made it already for this name and input (a coalesced read keys on it). */
  call?: EndpointCall;
}

type ShopCaller<T> = <N extends EndpointName>(
  request: FastifyRequest,
  name: N,
  input: EndpointInput<N>,
  options?: ShopCallOptions,
) => Promise<T extends 'parsed' ? EndpointShopOutput<N> : UpstreamResponse>;

/** A shop call by endpoint name, its answer parsed by the contract (§5 decides success). */
export type CallShop = ShopCaller<'parsed'>;
/** The same call, its answer as the shop sent it, for the callers that read no answer or only its status. */
export type SendShop = ShopCaller<'raw'>;

/**
 * The one way the bff calls the shop: the endpoint's method, path, body and §9 policy come from the contract
 * (endpoint-call.ts), and the request gives the rest of every call: the variant's Host (the shop picks the site by
 * it), the session as a bearer token, the guest cart token (so a login merges the guest's cart), the request id
 * and the timing.
 */
export function createShopCalls(upstream: UpstreamClient): { callShop: CallShop; sendShop: SendShop } {
  const sendShop: SendShop = (request, name, input, options = {}) =>
    upstream.send({
      ...(options.call ?? upstreamCall(name, input, { browser: options.browser })),
      host: request.variant.upstreamHost,
      token: request.sessionToken,
      cartToken: request.cartToken,
      // The shopper's host as the bff sees it (x-forwarded-host only from a trusted proxy), port included.
      storefrontHost: request.host,
      requestId: request.id,
      timing: options.timing ?? request,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.deadline === undefined ? {} : { deadline: options.deadline }),
    });
  const callShop: CallShop = async (request, name, input, options) =>
    parseShopAnswer(name, await sendShop(request, name, input, options));
  return { callShop, sendShop };
}
