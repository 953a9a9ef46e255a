import {
  ENDPOINTS,
  type EndpointDefinition,
  type EndpointName,
  type EndpointOutput,
  type InProcessCaller,
} from '@storefront/shared-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toApiError } from '../../plugins/error-handler.js';
import { isOverBudget, UpstreamError } from '../../upstream/upstream-error.js';
import { type PageBudget, withinBudget } from '../pages/page-budget.js';
import type { ApiHandlers, BrowserEndpointName } from './api-handler.js';
import { CachedAnswer } from './cached-answer.js';
import { createApiHandlers } from './handlers.js';
import { createParsedInputCache } from './parsed-input-cache.js';

/** An endpoint's request parts as a caller hands them over, before the contract's schemas parse them. */
export interface InvokeInput {
  body?: unknown;
  query?: unknown;
  params?: unknown;
}

export interface Api {
  /** The endpoint's handler, its input already parsed (the /api route's schemas did it). */
  handle(
    request: FastifyRequest,
    name: BrowserEndpointName,
    input: unknown,
    reply?: FastifyReply,
  ): Promise<unknown>;
  /** The /api handlers without HTTP, for the server render (same validation, caches, policies, session). */
  invoke<N extends EndpointName>(
    request: FastifyRequest,
    name: N,
    input: InvokeInput,
  ): Promise<EndpointOutput<N>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one handler table of the browser endpoints, for the /api routes and the server render alike. */
    api: Api;
  }
}

type AnyHandler = (call: {
  request: FastifyRequest;
  name: string;
  input: unknown;
  reply?: FastifyReply;
}) => Promise<unknown>;

/**
 * The handler table behind both callers. `invoke` calls an endpoint's handler as its /api route would: each part
 * is parsed by the contract's schema in the order Fastify validates (params, body, query), so a bad part throws
 * the same ZodError the route turns into a 400 naming the field; a cached answer is unwrapped to its value. The
 * same input is parsed once (parsed-input-cache.ts): a page's calls repeat from visitor to visitor.
 */
function createApi(handlers: ApiHandlers): Api {
  const parseOnce = createParsedInputCache();
  const handle: Api['handle'] = (request, name, input, reply) =>
    (handlers[name] as AnyHandler)({ request, name, input, reply });
  return {
    handle,
    async invoke(request, name, input) {
      const endpoint: EndpointDefinition = ENDPOINTS[name];
      if (endpoint.audience !== 'both') {
        throw Object.assign(new Error(`${name} is not served by the bff`), { statusCode: 404 });
      }
      const params = endpoint.params ? parseOnce(`${name} params`, endpoint.params, input.params) : undefined;
      const body = endpoint.body ? parseOnce(`${name} body`, endpoint.body, input.body) : undefined;
      const query = endpoint.query ? parseOnce(`${name} query`, endpoint.query, input.query) : undefined;
      const answer = await handle(request, name as BrowserEndpointName, { body, query, params });
      return (answer instanceof CachedAnswer ? answer.value : answer) as EndpointOutput<typeof name>;
    },
  };
}

/** How long past a page's deadline the backstop below waits for calls that answer at the deadline themselves. */
const DEADLINE_GRACE_MS = 100;

/**
 * The web's server render calls endpoints through this: the handler's value as `{ ok: true, data }`, any failure
 * as `{ ok: false, error }` in the one error shape the /api route would have answered. With a page budget, a
 * failure at or past its deadline marks the page overrun, and no call holds the page much past it: the shop
 * calls honour request.pageDeadline themselves, and anything that would not is given up on shortly after (503).
 */
export function inProcessCaller(
  fastify: FastifyInstance,
  request: FastifyRequest,
  budget?: PageBudget,
): InProcessCaller {
  return async (name, input) => {
    try {
      const answer = fastify.api.invoke(request, name, input);
      const data = budget
        ? await withinBudget(
            budget,
            answer,
            () => {
              throw UpstreamError.overBudget(name);
            },
            DEADLINE_GRACE_MS,
          )
        : await answer;
      return { ok: true, data };
    } catch (error) {
      const body = toApiError(error);
      // As the HTTP error handler does: server-side failures are logged, a client's mistake is not an error. A
      // call the page stopped waiting for is a warning: the page answers for it (stale or 503), once per call.
      if (budget && (isOverBudget(error) || Date.now() >= budget.deadline)) {
        budget.overrun = true;
        request.log.warn({ endpoint: name }, body.message);
      } else if (body.statusCode >= 500) request.log.error({ err: error, endpoint: name }, body.message);
      return { ok: false, error: body };
    }
  };
}

// Registered at the root (not inside the encapsulated /api routes) so the page routes can see `fastify.api`.
// After the plugins the handlers read (the shop services, the sign-in throttle).
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('api', createApi(createApiHandlers(fastify)));
  },
  { name: 'api-invoke', dependencies: ['upstream', 'login-throttle'] },
);
