import { expect, it } from 'vitest';
import { registrationOutcome } from '../../src/rules/registration.js';

it('registers an unknown e-mail, reports password_sent or user_already_exists for a known one (§5)', () => {
  expect(registrationOutcome({ found: false, new_password_has_been_sent: false })).toBe('register');
  expect(registrationOutcome({ found: true, new_password_has_been_sent: true })).toBe('password_sent');
  expect(registrationOutcome({ found: true, new_password_has_been_sent: false })).toBe('user_already_exists');
});
