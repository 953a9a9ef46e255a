// Zod-free: the form messages (on every page) need the message key; the schemas using the pattern are in account.ts.
/** §5: a leading plus sign, then 7 to 15 digits, with optional single spaces between digits. */
export const PHONE_PATTERN = /^\+\d(?: ?\d){6,14}$/;
/** Translation key of the phone rule's message (the form messages live in the translation catalogue). */
export const PHONE_MESSAGE_KEY = 'validation.phone';

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}
