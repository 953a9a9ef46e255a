import {
  IMAGE_FORMAT,
  IMAGE_MAX_DIMENSION,
  type ImageModifiers,
  type ImageOutputFormat,
} from '@storefront/shared-types';
import { ImageError } from './image-error.js';

/**
 * The most pixels one resize may write, by output format. What a resize costs is about its output pixels times
 * its encoder's cost per pixel, and the encoders differ by an order of magnitude: measured on the 2-core dev
 * machine (an 800 × 800 product PNG scaled up), webp, jpeg and png take 0.2–0.4 s per million pixels, avif
 * 1.2–1.4 s at its default quality and 5 s at q=100. The caps bound the worst request, which matters the more as
 * the avif and jpeg encoders do not stop at sharp's timeout (see image-service.ts).
 */
export type OutputPixelCaps = Readonly<Record<ImageOutputFormat, number>>;

export function outputPixelCaps(config: {
  IMAGE_MAX_OUTPUT_PIXELS: number;
  IMAGE_MAX_AVIF_OUTPUT_PIXELS: number;
}): OutputPixelCaps {
  const common = config.IMAGE_MAX_OUTPUT_PIXELS;
  return { webp: common, jpeg: common, png: common, avif: config.IMAGE_MAX_AVIF_OUTPUT_PIXELS };
}

interface Size {
  width: number;
  height: number;
}

/**
 * The size sharp will write for the modifiers and a source of `source` pixels (after EXIF orientation): the
 * box w × s by h × s filled as `fit` says (the missing side by aspect ratio; with neither, the source × s within
 * IMAGE_MAX_DIMENSION on each side). `outside` may exceed the box: it covers both sides keeping the ratio.
 */
export function outputSize(mods: ImageModifiers, source: Size): Size {
  const scale = mods.s ?? 1;
  const width = mods.w === undefined ? undefined : mods.w * scale;
  const height = mods.h === undefined ? undefined : mods.h * scale;
  const keepRatio = (factor: number) => ({
    width: Math.max(1, Math.round(source.width * factor)),
    height: Math.max(1, Math.round(source.height * factor)),
  });
  if (width !== undefined && height !== undefined) {
    const fit = mods.fit ?? 'cover';
    if (fit === 'inside') return keepRatio(Math.min(width / source.width, height / source.height));
    if (fit === 'outside') return keepRatio(Math.max(width / source.width, height / source.height));
    return { width, height };
  }
  if (width !== undefined) return keepRatio(width / source.width);
  if (height !== undefined) return keepRatio(height / source.height);
  const boxWidth = Math.min(source.width * scale, IMAGE_MAX_DIMENSION);
  const boxHeight = Math.min(source.height * scale, IMAGE_MAX_DIMENSION);
  return keepRatio(Math.min(boxWidth / source.width, boxHeight / source.height));
}

/**
 * The output size the modifiers alone promise at the least, or null when it depends on the source (one side
 * given, or fit=inside): checked before anything is fetched or queued.
 */
export function leastOutputSize(mods: ImageModifiers): Size | null {
  if (mods.w === undefined || mods.h === undefined || mods.fit === 'inside') return null;
  const scale = mods.s ?? 1;
  return { width: mods.w * scale, height: mods.h * scale };
}

const count = new Intl.NumberFormat('en');

/**
 * Refuses (400) an output over its format's cap, naming the modifiers that set the size (w, h and s as given;
 * `f` when none was, i.e. the source's own size in a format capped below it). Refused rather than clamped: the
 * URL names one image at one size for a year (immutable), and a smaller image under it would be a silent lie
 * to the page that asked; every size the storefront itself asks for is far under the caps.
 */
export function assertOutputWithinCap(
  mods: ImageModifiers,
  size: Size,
  caps: OutputPixelCaps,
  atLeast = false,
): void {
  const format = mods.f ?? IMAGE_FORMAT;
  const cap = caps[format];
  const pixels = size.width * size.height;
  if (pixels <= cap) return;
  const given = (['w', 'h', 's'] as const).filter(
    (key) => mods[key] !== undefined && !(key === 's' && mods.s === 1),
  );
  const fields = given.length > 0 ? given : ['f'];
  // Formats allowed more, grouped by their cap: the caller's way out besides a smaller size.
  const roomier = new Map<number, string[]>();
  for (const [other, otherCap] of Object.entries(caps)) {
    if (otherCap > cap) roomier.set(otherCap, [...(roomier.get(otherCap) ?? []), other]);
  }
  const alternatives = [...roomier].map(
    ([otherCap, names]) => `${names.join(', ')}: ${count.format(otherCap)}`,
  );
  const message =
    `the output would be ${atLeast ? 'at least ' : ''}${size.width} × ${size.height} = ${count.format(pixels)} pixels; ` +
    `${format} is limited to ${count.format(cap)}` +
    (alternatives.length > 0 ? ` (${alternatives.join('; ')})` : '');
  throw ImageError.tooLarge(fields, message);
}
