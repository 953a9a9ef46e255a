import { ApiError } from '../api-error';
import { formErrorsOf, REQUEST_FAILED_KEY } from './server-errors';

/**
 * The message (a translation key) of a refused call (checkout, payment, top-up, invoice): the shop's own key when it sent one; a refusal
 * without one (a 4xx) gets the step's own `fallback`; an outage or a network failure says the request failed.
 */
export function callMessageOf(error: unknown, fallback: string): string {
  const { form, fields } = formErrorsOf(error, []);
  const key = form ?? Object.values(fields)[0] ?? REQUEST_FAILED_KEY;
  if (key !== REQUEST_FAILED_KEY) return key;
  return error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500 ? fallback : key;
}
