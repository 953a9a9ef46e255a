import type { UseFormRegisterReturn } from 'react-hook-form';

/** An input, textarea or select whose value is empty (a checkbox or radio always has one). */
const isEmptyField = (target: unknown): boolean =>
  typeof (target as { value?: unknown } | null)?.value === 'string' &&
  (target as { value: string }).value === '' &&
  !['checkbox', 'radio'].includes((target as { type?: string }).type ?? '');

/**
 * A field's registration that checks the field when it is left only once it holds something (the forms check on
 * leaving, mode 'onTouched'); an empty field is an error only when the form is sent. Leaving an empty field to
 * click something else in the form is not a mistake: in the sign-in pop-up the e-mail field has the focus, and
 * pressing "Create an account" or "Forgot your password?" put "Field is required." under the e-mail, which moved
 * the link down before the button was released, so the click never happened (a human press lasts about 100 ms).
 */
export function checkWhenLeftFilled<R extends UseFormRegisterReturn>(registration: R): R {
  const { onBlur } = registration;
  return {
    ...registration,
    onBlur: (event) => (isEmptyField(event.target) ? Promise.resolve() : onBlur(event)),
  };
}
