import type { MouseEvent } from 'react';

/**
 * A button inside a form that takes the shopper somewhere else (the sign-in pop-up's "Create an account" and
 * "Forgot your password?") keeps the field's focus while it is pressed. Otherwise the press leaves the field, the
 * field is checked (checkWhenLeftFilled: a refused value such as `abc` in the e-mail gets its message), the message
 * moves the button before the press ends, and the click never happens. The click still follows, and the keyboard
 * still reaches the button with Tab as before.
 */
export function keepFieldFocusOnPress(event: MouseEvent): void {
  event.preventDefault();
}
