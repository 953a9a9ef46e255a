import { z } from 'zod';

/** §5: a leading plus sign, then 7 to 15 digits, with optional single spaces between digits. */
export const PHONE_PATTERN = /^\+\d(?: ?\d){6,14}$/;
/** Translation key of the phone rule's message (the form messages live in the translation catalogue). */
export const PHONE_MESSAGE_KEY = 'validation.phone';

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** Trims outer whitespace first: a pasted number's stray edges are not the user's mistake. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .regex(PHONE_PATTERN, 'Enter a phone number starting with + and 7 to 15 digits.');
