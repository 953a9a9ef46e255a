import type {
  EndpointInput,
  EndpointName,
  EndpointOutput,
  EndpointParsedInput,
  Endpoints,
} from '@storefront/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedValue } from '../../cache/shared-cache.js';
import type { CallShop } from '../../services/call-shop.js';
import { CachedAnswer } from './cached-answer.js';

/** The endpoints the bff serves itself (`audience: 'both'`); the others it only calls upstream. */
export type BrowserEndpointName = {
  [N in EndpointName]: Endpoints[N]['audience'] extends 'both' ? N : never;
}[EndpointName];

/** One call of a browser endpoint: from its /api route, or in-process from a server render. */
export interface ApiCall<N extends BrowserEndpointName> {
  request: FastifyRequest;
  name: N;
  /** The parts the endpoint declares (body, query, params), parsed by the contract's schemas; nothing else. */
  input: EndpointParsedInput<N>;
  /** The /api route's reply (absent when a server render invokes the handler): login sets its cookie on it. */
  reply?: FastifyReply | undefined;
}

export type ApiHandler<N extends BrowserEndpointName> = (
  call: ApiCall<N>,
) => Promise<EndpointOutput<N> | CachedAnswer<EndpointOutput<N>>>;

/** One handler per browser endpoint of the contract. */
export type ApiHandlers = { [N in BrowserEndpointName]: ApiHandler<N> };

/** The handlers of the endpoints the contract tags with `Tag` (the groups /docs shows): one table per area. */
export type TaggedHandlers<Tag extends string> = {
  [N in BrowserEndpointName as Endpoints[N]['tag'] extends Tag ? N : never]: ApiHandler<N>;
};

/**
 * The handler of an endpoint the bff passes through: the shop's call of the same endpoint with the visitor's site,
 * session and cart token, its answer parsed by the contract. An endpoint that needs nothing more is one entry,
 * `name: pass`, in its area's table.
 */
export function passThrough(callShop: CallShop) {
  return <N extends BrowserEndpointName>({ request, name, input }: ApiCall<N>) =>
    // The parsed input is what the schema accepts: the shop is called with exactly what the contract allows.
    callShop(request, name, input as EndpointInput<N>);
}

/** The handler of an answer from the shared cache: the /api route sends it as the JSON it was stored as. */
export function cachedAnswer<N extends BrowserEndpointName>(
  read: (call: ApiCall<N>) => Promise<CachedValue<EndpointOutput<N>>>,
): ApiHandler<N> {
  return async (call) => new CachedAnswer(await read(call));
}
