import { ZodError } from 'zod';

/**
 * A 400 naming one field, thrown as a ZodError so it leaves exactly as a schema's own refusal does (the error
 * handler turns it into VALIDATION_FAILED with `fields`): a wrong current password reads like a form error.
 */
export function invalidField(field: string, message: string): ZodError {
  return new ZodError([{ code: 'custom', path: [field], message, input: undefined }]);
}

/** Another client error (401, 403, 404, 409) whose message is a translation key, naming its field if any. */
export function accountError(
  statusCode: 401 | 403 | 404 | 409,
  message: string,
  field?: string,
): Error & { statusCode: number; fields?: Record<string, string> } {
  return Object.assign(new Error(message), {
    statusCode,
    ...(field ? { fields: { [field]: message } } : {}),
  });
}

/** PostgreSQL's unique_violation: a concurrent sign-up or e-mail change took the address first. */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === '23505';
