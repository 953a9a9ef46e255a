import sharp from 'sharp';
import { expect, test } from 'vitest';
import { ImageError } from '../../src/images/image-error.js';
import { outputPixelCaps } from '../../src/images/output-cost.js';
import { resizeImage } from '../../src/images/resize.js';

const limits = {
  maxInputPixels: 50_000_000,
  maxOutputPixels: outputPixelCaps({
    IMAGE_MAX_OUTPUT_PIXELS: 16_000_000,
    IMAGE_MAX_AVIF_OUTPUT_PIXELS: 1_000_000,
  }),
  timeoutMs: 10_000,
};

/** Noise compresses badly: encoding a large picture of it takes seconds. */
const noise = (size: number) =>
  sharp({
    create: {
      width: size,
      height: size,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();

test('sharp stops a resize at its time limit: a 503 to retry, counted as shedding, not a broken source', async () => {
  const error = await resizeImage(
    await noise(1000),
    { w: 4000, h: 4000, f: 'webp', q: 100 },
    { ...limits, timeoutMs: 1_000 },
  ).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ImageError);
  expect((error as ImageError).body).toMatchObject({ statusCode: 503, retryable: true });
  expect((error as ImageError).shedReason).toBe('image_timeout');
}, 30_000);

test('refuses an output over its cap once the source size is known, as a 400 (not a 502 of the source)', async () => {
  const error = await resizeImage(
    await noise(100),
    { s: 3, f: 'avif' },
    {
      ...limits,
      maxOutputPixels: { ...limits.maxOutputPixels, avif: 10_000 },
    },
  ).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ImageError);
  expect((error as ImageError).body).toMatchObject({ statusCode: 400, fields: { s: expect.any(String) } });
});
