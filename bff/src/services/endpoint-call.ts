import {
  ENDPOINTS,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointName,
  type EndpointShopOutput,
  endpointUrl,
  shopResponseSchema,
} from '@storefront/shared-types';
import { normalise } from '../upstream/normalise.js';
import type { UpstreamRequest, UpstreamResponse } from '../upstream/upstream-request.js';

export type EndpointCall = Pick<UpstreamRequest, 'call' | 'method' | 'path' | 'policy' | 'body' | 'payload'>;

/** The metrics and error-message name of an endpoint's shop call: `storeConfig` → `store-config`. */
export function callName(name: EndpointName): string {
  let call = CALL_NAMES.get(name);
  if (call === undefined) {
    call = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    CALL_NAMES.set(name, call);
  }
  return call;
}

/** callName's answers, made once per endpoint: it names every shop call. */
const CALL_NAMES = new Map<string, string>();

/**
 * The method, path (slug and query string filled in), body and §9 policy of a shop call, all from the endpoint
 * contract, so the bff cannot call a path or with a time-out the contract does not declare. `browser` picks the
 * browser's own policy where §7 gives one (translations: 60 s in the browser, 15 s on the server).
 */
export function upstreamCall<N extends EndpointName>(
  name: N,
  input: EndpointInput<N>,
  options: { browser?: boolean } = {},
): EndpointCall {
  const endpoint: EndpointDefinition = ENDPOINTS[name];
  const { body } = input as { body?: unknown };
  const path = endpointUrl(endpoint, input);
  const policy = options.browser && endpoint.browserPolicy ? endpoint.browserPolicy : endpoint.policy;
  return {
    call: callName(name),
    method: endpoint.method,
    path,
    policy,
    // Serialised here, once: the client sends these bytes and a coalesced read keys on them.
    ...(body === undefined ? {} : { body, payload: JSON.stringify(body) }),
  };
}

/**
 * The shop's answer to an endpoint, parsed by what the shop answers the bff (§5 decides success): the endpoint's
 * response schema, or its `shopResponse` where that differs (login and register add the session token).
 */
export function parseShopAnswer<N extends EndpointName>(
  name: N,
  response: UpstreamResponse,
): EndpointShopOutput<N> {
  return normalise(callName(name), response, shopResponseSchema(ENDPOINTS[name])) as EndpointShopOutput<N>;
}
