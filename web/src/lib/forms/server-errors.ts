import { ApiError } from '../api-error';

/** What a refused call means for a form: messages (translation keys) per field, and one for the whole form. */
export type FormErrors = { fields: Record<string, string>; form: string | null };

/** The message of a failed call that names no known cause (network, an upstream outage…). */
export const REQUEST_FAILED_KEY = 'account.forms.request_failed';
/** The auth rate limit (429). */
export const TOO_MANY_ATTEMPTS_KEY = 'account.forms.too_many_attempts';

// The services' messages for account calls are translation keys (`auth.forms.wrong_credentials`); any other text
// (an English diagnostic of an outage) is not shown to a shopper as it is.
const TRANSLATION_KEY = /^[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+$/;

/**
 * Splits a refused call into the form's field messages and one form-level message: a field the form shows gets
 * its message beside it; a field it does not show (a reset token, an id) and a refusal without fields (wrong
 * credentials) become the form's message.
 */
export function formErrorsOf(error: unknown, shownFields: readonly string[]): FormErrors {
  if (!(error instanceof ApiError)) return { fields: {}, form: REQUEST_FAILED_KEY };
  if (error.statusCode === 429) return { fields: {}, form: TOO_MANY_ATTEMPTS_KEY };
  const fields: Record<string, string> = {};
  let form: string | null = null;
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    const key = TRANSLATION_KEY.test(message) ? message : REQUEST_FAILED_KEY;
    if (shownFields.includes(field)) fields[field] = key;
    else form ??= key;
  }
  if (Object.keys(fields).length === 0 && form === null) {
    form = TRANSLATION_KEY.test(error.message) ? error.message : REQUEST_FAILED_KEY;
  }
  return { fields, form };
}
