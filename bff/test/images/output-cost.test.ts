import { describe, expect, test } from 'vitest';
import { ImageError } from '../../src/images/image-error.js';
import {
  assertOutputWithinCap,
  leastOutputSize,
  outputPixelCaps,
  outputSize,
} from '../../src/images/output-cost.js';

const caps = outputPixelCaps({
  IMAGE_MAX_OUTPUT_PIXELS: 16_000_000,
  IMAGE_MAX_AVIF_OUTPUT_PIXELS: 1_000_000,
});
const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error as ImageError;
  }
  throw new Error('expected a refusal');
};

describe('outputSize', () => {
  const portrait = { width: 100, height: 1000 };

  test('a w × h box is the output for cover, contain and fill, density included', () => {
    for (const fit of ['cover', 'contain', 'fill', undefined] as const) {
      expect(outputSize({ w: 300, h: 200, s: 2, ...(fit ? { fit } : {}) }, portrait)).toEqual({
        width: 600,
        height: 400,
      });
    }
  });

  test('inside stays within the box, outside covers it and may exceed it many times', () => {
    expect(outputSize({ w: 400, h: 400, fit: 'inside' }, portrait)).toEqual({ width: 40, height: 400 });
    expect(outputSize({ w: 4000, h: 1, fit: 'outside' }, portrait)).toEqual({ width: 4000, height: 40000 });
  });

  test('one side keeps the ratio; none is the source × s within 4000 a side', () => {
    expect(outputSize({ w: 50 }, portrait)).toEqual({ width: 50, height: 500 });
    expect(outputSize({ h: 50 }, portrait)).toEqual({ width: 5, height: 50 });
    expect(outputSize({ s: 3 }, portrait)).toEqual({ width: 300, height: 3000 });
    expect(outputSize({ s: 3 }, { width: 3000, height: 2000 })).toEqual({ width: 4000, height: 2667 });
  });
});

describe('leastOutputSize', () => {
  test('is known from the modifiers when both sides are given and the fit fills the box', () => {
    expect(leastOutputSize({ w: 4000, h: 4000, f: 'avif' })).toEqual({ width: 4000, height: 4000 });
    expect(leastOutputSize({ w: 100, h: 100, s: 2, fit: 'outside' })).toEqual({ width: 200, height: 200 });
  });

  test('depends on the source otherwise', () => {
    expect(leastOutputSize({ w: 4000 })).toBeNull();
    expect(leastOutputSize({ w: 4000, h: 4000, fit: 'inside' })).toBeNull();
    expect(leastOutputSize({})).toBeNull();
  });
});

describe('assertOutputWithinCap', () => {
  test('lets through what a format may make: 4000 × 4000 webp, 1000 × 1000 avif', () => {
    expect(() =>
      assertOutputWithinCap({ w: 4000, h: 4000 }, { width: 4000, height: 4000 }, caps),
    ).not.toThrow();
    expect(() =>
      assertOutputWithinCap({ w: 1000, h: 1000, f: 'avif' }, { width: 1000, height: 1000 }, caps),
    ).not.toThrow();
  });

  test('refuses avif over its cap with 400 naming w and h, and says what other formats allow', () => {
    const error = refusal(() =>
      assertOutputWithinCap({ w: 4000, h: 4000, f: 'avif', q: 100 }, { width: 4000, height: 4000 }, caps),
    );
    expect(error).toBeInstanceOf(ImageError);
    expect(error.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', retryable: false });
    expect(Object.keys(error.body.fields ?? {})).toEqual(['w', 'h']);
    expect(error.body.message).toBe(
      'Invalid request: w, h (the output would be 4000 × 4000 = 16,000,000 pixels; avif is limited to 1,000,000 (webp, jpeg, png: 16,000,000))',
    );
  });

  test('names s when the density is part of the size, and f when no size was given', () => {
    const scaled = refusal(() =>
      assertOutputWithinCap({ w: 800, h: 800, s: 2, f: 'avif' }, { width: 1600, height: 1600 }, caps),
    );
    expect(Object.keys(scaled.body.fields ?? {})).toEqual(['w', 'h', 's']);
    const natural = refusal(() => assertOutputWithinCap({ f: 'avif' }, { width: 2000, height: 2000 }, caps));
    expect(Object.keys(natural.body.fields ?? {})).toEqual(['f']);
  });
});
