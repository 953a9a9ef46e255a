import { createErrorHandling } from '@storefront/service-kit';
import { apiError, ERROR_CODES } from '@storefront/shared-types';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { acceptsHtml, isApiPath, PAGE_METHODS, readablePageUrl } from '../routes/pages/page-url.js';
import { UpstreamError } from '../upstream/upstream-error.js';

/** Not an HTTP status a client ever sees: the one load balancers log for a request its client abandoned. */
export const CLIENT_CLOSED_REQUEST = 499;

const pathOf = (url: string) => url.split('?')[0] ?? '/';

// The one error shape, as both services answer it (service-kit), with what only the bff has: a shop failure is
// an UpstreamError already in the shape (and an open circuit says when to come back), and a page streamed to a
// browser that navigated away ends as a 499, not a 500.
const errors = createErrorHandling({
  known: (error) => {
    if (error instanceof UpstreamError) return error.body;
    if ((error as { statusCode?: unknown } | null)?.statusCode === 503) {
      return apiError(503, ERROR_CODES.UPSTREAM_UNAVAILABLE, 'Service unavailable');
    }
    return undefined;
  },
  retryAfterOf: (error) => (error as { headers?: Record<string, string> } | null)?.headers?.['retry-after'],
  clientClosedStatus: CLIENT_CLOSED_REQUEST,
  logRefusals: true,
  // The page route serves every path outside /api with GET (and HEAD): POST or OPTIONS on a page is a 405 naming
  // them, as on any other route, not the 404 of a path nothing serves.
  catchAllMethods: (url) => (isApiPath(pathOf(url)) ? [] : PAGE_METHODS),
});

/** A browser's request for a page: a GET (or HEAD) for HTML outside /api. Anything else is answered as the API. */
function isPageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(pathOf(request.url)) &&
    acceptsHtml(request.headers)
  );
}

/** Requests routed again with a readable URL: a second refusal of one of them is answered, not routed again. */
const rerouted = new WeakSet<object>();

/** Any thrown value → the one error shape (the in-process caller of the server render uses it too). */
export const toApiError = errors.toApiError;
/**
 * Fastify's `frameworkErrors` server option (config/server-options.ts): the router's refusals in the one error
 * shape. A page request whose path the router cannot decode (`/en/c/%ff%fe`) is routed again with the bad escapes
 * spelled out, so it gets what every other bad page URL gets (the app's HTML 404 page), not the API's JSON 400.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const readable =
    error.code === 'FST_ERR_BAD_URL' && isPageRequest(request) && !rerouted.has(request.raw)
      ? readablePageUrl(request.url)
      : undefined;
  if (readable === undefined) {
    errors.frameworkErrors(error, request, reply);
    return;
  }
  rerouted.add(request.raw);
  request.raw.url = readable;
  request.server.routing(request.raw, reply.raw);
}
export default errors.plugin;
