import { expect, it } from 'vitest';
import { parsePixelIds } from '../../src/rules/pixel-ids.js';

it('splits the comma-separated pixel_id, dropping blanks and duplicates', () => {
  expect(parsePixelIds('111, 222,,111')).toEqual(['111', '222']);
  expect(parsePixelIds('42')).toEqual(['42']);
  expect(parsePixelIds(null)).toEqual([]);
  expect(parsePixelIds('')).toEqual([]);
});
