import { expect, it } from 'vitest';
import {
  interpolate,
  isTranslationViewingAllowed,
  translate,
  translateWithKey,
} from '../../src/rules/translation.js';

const resources = { 'cart.title': 'Cart', 'cart.empty': '' };

it('falls back to the key when missing or empty (§8)', () => {
  expect(translate(resources, 'cart.title')).toBe('Cart');
  expect(translate(resources, 'cart.missing')).toBe('cart.missing');
  expect(translate(resources, 'cart.empty')).toBe('cart.empty');
});

it('shows (key): text with the toggler on (§4)', () => {
  expect(translateWithKey(resources, 'cart.title')).toBe('(cart.title): Cart');
});

it('grants key viewing only for an answer of exactly true (§6)', () => {
  expect(isTranslationViewingAllowed(true)).toBe(true);
  expect(isTranslationViewingAllowed('true')).toBe(false);
  expect(isTranslationViewingAllowed(1)).toBe(false);
  expect(isTranslationViewingAllowed({ result: true })).toBe(false);
});

it('interpolates known placeholders and leaves unknown ones', () => {
  expect(interpolate('Hi {name}, {missing}', { name: 'Ona' })).toBe('Hi Ona, {missing}');
});
