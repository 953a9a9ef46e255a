import type { CheckClientResponse } from '../account.js';

export type RegistrationOutcome = 'register' | 'password_sent' | 'user_already_exists';

/** Translation key of the error shown when the e-mail is taken and no new password was sent (§5, §8). */
export const USER_ALREADY_EXISTS_KEY = 'auth.forms.user_already_exists';

/**
 * §5: registration first checks the e-mail. Known client and a new password sent → password_sent; known client
 * and none sent → the user_already_exists error; otherwise register.
 */
export function registrationOutcome(check: CheckClientResponse): RegistrationOutcome {
  if (!check.found) return 'register';
  return check.new_password_has_been_sent ? 'password_sent' : 'user_already_exists';
}
