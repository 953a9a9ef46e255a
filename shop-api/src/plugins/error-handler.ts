import { createErrorHandling } from '@storefront/service-kit';
import { apiError, ERROR_CODES } from '@storefront/shared-types';

/**
 * Something the shop depends on (a payment provider) is unreachable: a 503 with Retry-After whose message is
 * safe to show (a translation key), where any other failure is a bare 500.
 */
export class ServiceUnavailable extends Error {
  readonly statusCode = 503;
}

// The one error shape, as both services answer it (service-kit), with the shop-api's own unavailable error.
const errors = createErrorHandling({
  known: (error) =>
    error instanceof ServiceUnavailable
      ? apiError(503, ERROR_CODES.UPSTREAM_UNAVAILABLE, error.message, { retryable: true })
      : undefined,
});

/** Any thrown value → the one error shape. */
export const toApiError = errors.toApiError;
/** Fastify's `frameworkErrors` server option (app.ts). */
export const frameworkErrors = errors.frameworkErrors;
export default errors.plugin;

/** A 404 in the shared shape for a missing resource (a route that exists, a row that does not). */
export function notFound(message: string) {
  return Object.assign(new Error(message), { statusCode: 404 });
}
