import type { UseFormRegisterReturn } from 'react-hook-form';

type FieldElement = { value?: unknown; type?: string; validity?: { badInput?: boolean } };

/**
 * Whether a field the shopper leaves holds nothing: an input, textarea or select whose value is empty (a checkbox
 * or radio always has one). A number input whose text the browser cannot read (`1e`, `-`) reports an empty value
 * too, but the shopper typed something: it counts as filled.
 */
export function isLeftEmpty(target: unknown): boolean {
  const field = target as FieldElement | null;
  return (
    field?.value === '' &&
    field.type !== 'checkbox' &&
    field.type !== 'radio' &&
    field.validity?.badInput !== true
  );
}

/**
 * A field's registration that checks the field when it is left only once it holds something (the forms check on
 * leaving, mode 'onTouched'); an empty field is an error only when the form is sent. Leaving an empty field to
 * click something else in the form is not a mistake: in the sign-in pop-up the e-mail field has the focus, and
 * pressing "Create an account" or "Forgot your password?" put "Field is required." under the e-mail, which moved
 * the link down before the button was released, so the click never happened (a person's press lasts 100–200 ms).
 * A field left holding a value the rules refuse still gets its message at once: that is the shopper's to fix.
 */
export function checkWhenLeftFilled<R extends UseFormRegisterReturn>(registration: R): R {
  const { onBlur } = registration;
  return {
    ...registration,
    onBlur: (event) => (isLeftEmpty(event.target) ? Promise.resolve() : onBlur(event)),
  };
}
