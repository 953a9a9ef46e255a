import { createErrorHandling } from '@storefront/service-kit';
import { apiError, ERROR_CODES } from '@storefront/shared-types';
import { UpstreamError } from '../upstream/upstream-error.js';

/** Not an HTTP status a client ever sees: the one load balancers log for a request its client abandoned. */
export const CLIENT_CLOSED_REQUEST = 499;

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
});

/** Any thrown value → the one error shape (the in-process caller of the server render uses it too). */
export const toApiError = errors.toApiError;
/** Fastify's `frameworkErrors` server option (config/server-options.ts). */
export const frameworkErrors = errors.frameworkErrors;
export default errors.plugin;
