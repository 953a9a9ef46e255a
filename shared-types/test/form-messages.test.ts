import { expect, it } from 'vitest';
import { FORM_MESSAGES } from '../src/form-messages.js';
import { interpolate } from '../src/rules/translation.js';

it('carries the §5 English texts verbatim', () => {
  expect(FORM_MESSAGES.required.en).toBe('Field is required.');
  expect(FORM_MESSAGES.email.en).toBe('Please enter a valid email address.');
  expect(FORM_MESSAGES.number.en).toBe('Field must be a number.');
  expect(interpolate(FORM_MESSAGES.url.en, { host: 'https://shop.lt' })).toBe(
    'Please include a valid url (e.g.: https://shop.lt/...).',
  );
});

it('has a distinct key and all three languages for every message', () => {
  const keys = Object.values(FORM_MESSAGES).map((m) => m.key);
  expect(new Set(keys).size).toBe(keys.length);
  for (const message of Object.values(FORM_MESSAGES)) {
    expect(message.ru).not.toBe(message.en);
    expect(message.lt).not.toBe(message.en);
  }
});
