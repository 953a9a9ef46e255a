import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { formErrorsOf, REQUEST_FAILED_KEY, TOO_MANY_ATTEMPTS_KEY } from '../server-errors';

const refusal = (statusCode: number, message: string, fields?: Record<string, string>) =>
  new ApiError({ statusCode, code: 'X', message, retryable: false, ...(fields ? { fields } : {}) });

describe('formErrorsOf (a refused call shown on a form)', () => {
  it('puts a message beside each field the form shows', () => {
    expect(
      formErrorsOf(refusal(409, 'Conflict', { email: 'auth.forms.user_already_exists' }), [
        'email',
        'password',
      ]),
    ).toEqual({ fields: { email: 'auth.forms.user_already_exists' }, form: null });
  });

  it('shows a message for a field the form has no input for (the reset token) on the form', () => {
    expect(
      formErrorsOf(refusal(400, 'Invalid request', { token: 'auth.forms.reset_token_invalid' }), ['email']),
    ).toEqual({ fields: {}, form: 'auth.forms.reset_token_invalid' });
  });

  it('shows a refusal without fields by its key (wrong credentials read the same for any e-mail)', () => {
    expect(formErrorsOf(refusal(401, 'auth.forms.wrong_credentials'), ['email', 'password'])).toEqual({
      fields: {},
      form: 'auth.forms.wrong_credentials',
    });
  });

  it('never shows a shopper an English diagnostic: outages and odd messages get the generic text', () => {
    expect(formErrorsOf(refusal(503, 'The shop is unavailable'), ['email']).form).toBe(REQUEST_FAILED_KEY);
    expect(
      formErrorsOf(refusal(400, 'Invalid', { email: 'Invalid input: expected string' }), ['email']),
    ).toEqual({
      fields: { email: REQUEST_FAILED_KEY },
      form: null,
    });
    expect(formErrorsOf(new TypeError('fetch failed'), ['email']).form).toBe(REQUEST_FAILED_KEY);
  });

  it('tells the rate limit apart', () => {
    expect(formErrorsOf(refusal(429, 'Too many attempts; try again in 1 minute'), ['email']).form).toBe(
      TOO_MANY_ATTEMPTS_KEY,
    );
  });
});
