import { expect, it } from 'vitest';
import { viewportClass, viewportFlags } from '../../src/rules/viewport.js';

it('is mobile up to 1024, desktop above 1200, tablet between (§4)', () => {
  expect(viewportClass(320)).toBe('mobile');
  expect(viewportClass(1024)).toBe('mobile');
  expect(viewportClass(1025)).toBe('tablet');
  expect(viewportClass(1200)).toBe('tablet');
  expect(viewportClass(1201)).toBe('desktop');
  expect(viewportFlags(1100)).toEqual({ isMobile: false, isTablet: true });
  expect(viewportFlags(800)).toEqual({ isMobile: true, isTablet: false });
  expect(viewportFlags(1920)).toEqual({ isMobile: false, isTablet: false });
});
