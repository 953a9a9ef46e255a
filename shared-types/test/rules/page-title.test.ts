import { expect, it } from 'vitest';
import { pageTitle } from '../../src/rules/page-title.js';

it('puts the site name first for theme alt2 only (§2)', () => {
  expect(pageTitle('Cart', 'Shop LV', 'alt2')).toBe('Shop LV | Cart');
  expect(pageTitle('Cart', 'Shop LV', 'default')).toBe('Cart | Shop LV');
  expect(pageTitle('Cart', 'Shop LV', 'alt')).toBe('Cart | Shop LV');
  expect(pageTitle('Cart', 'Brand 3', 'partner')).toBe('Cart | Brand 3');
});

it('uses the site name alone when there is no title', () => {
  expect(pageTitle('', 'Shop LV', 'alt2')).toBe('Shop LV');
  expect(pageTitle(null, 'Shop LV', 'default')).toBe('Shop LV');
});
