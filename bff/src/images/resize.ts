import { IMAGE_FORMAT, IMAGE_MAX_DIMENSION, type ImageModifiers } from '@storefront/shared-types';
import sharp from 'sharp';
import { ImageError } from './image-error.js';
import { assertOutputWithinCap, type OutputPixelCaps, outputSize } from './output-cost.js';

export interface ResizedImage {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
}

const CONTENT_TYPES = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
} as const;
/** Vector input is rasterised at this DPI by default; raising it renders an SVG sharply at a larger size. */
const BASE_DENSITY = 72;
const MAX_DENSITY = 2400;
/** How sharp says it stopped a pipeline at its timeout ("timeout: 42% complete"). */
const SHARP_TIMEOUT = /^timeout: \d+% complete/;

/**
 * Resizes one image to the modifiers with sharp: w × s by h × s pixels (the other side by aspect ratio when
 * one is missing; the source size × s, capped at IMAGE_MAX_DIMENSION, when both are), fit (default cover),
 * background b for letterboxing and transparent areas, format f (webp by default) at quality q. EXIF
 * orientation is applied and metadata dropped. `failOn: 'error'` refuses corrupt input rather than guessing,
 * and `limitInputPixels` refuses decompression bombs before decoding them. An output over its format's pixel cap
 * is refused (400) once the source's size is known, before any pixel is decoded; sharp stops the work at
 * `timeoutMs` (rounded up to whole seconds, its unit) where libvips can: decoding, resizing and the webp and png
 * encoders, not the avif and jpeg ones, which run to their end (their pixel caps bound them).
 */
export async function resizeImage(
  input: Buffer,
  mods: ImageModifiers,
  limits: { maxInputPixels: number; maxOutputPixels: OutputPixelCaps; timeoutMs: number },
): Promise<ResizedImage> {
  const format = mods.f ?? IMAGE_FORMAT;
  const scale = mods.s ?? 1;
  const width = mods.w === undefined ? undefined : mods.w * scale;
  const height = mods.h === undefined ? undefined : mods.h * scale;
  const background = mods.b === undefined ? undefined : `#${mods.b}`;
  const base = { limitInputPixels: limits.maxInputPixels, failOn: 'error' as const, animated: false };
  try {
    const meta = await sharp(input, base).metadata();
    const srcWidth = meta.width;
    const srcHeight = meta.height;
    if (!srcWidth || !srcHeight) throw new Error('the image has no dimensions');
    assertOutputWithinCap(
      mods,
      outputSize(mods, meta.autoOrient ?? { width: srcWidth, height: srcHeight }),
      limits.maxOutputPixels,
    );

    // Render vectors at the size they are wanted instead of enlarging a 72-DPI bitmap.
    let density: number | undefined;
    if (meta.format === 'svg') {
      const wanted = Math.max(
        width === undefined ? 0 : width / srcWidth,
        height === undefined ? 0 : height / srcHeight,
        width === undefined && height === undefined ? scale : 0,
      );
      if (wanted > 1) density = Math.min(MAX_DENSITY, Math.ceil(BASE_DENSITY * wanted));
    }

    let pipeline = sharp(input, density === undefined ? base : { ...base, density })
      .timeout({ seconds: Math.max(1, Math.ceil(limits.timeoutMs / 1000)) })
      .autoOrient();
    if (width !== undefined || height !== undefined) {
      pipeline = pipeline.resize({
        ...(width === undefined ? {} : { width }),
        ...(height === undefined ? {} : { height }),
        fit: mods.fit ?? 'cover',
        ...(background === undefined ? {} : { background }),
      });
    } else {
      pipeline = pipeline.resize({
        width: Math.min(Math.round(srcWidth * scale), IMAGE_MAX_DIMENSION),
        height: Math.min(Math.round(srcHeight * scale), IMAGE_MAX_DIMENSION),
        fit: 'inside',
      });
    }
    // JPEG has no alpha: transparent areas become the background (white unless b says otherwise).
    if (background !== undefined || format === 'jpeg')
      pipeline = pipeline.flatten({ background: background ?? '#ffffff' });

    const quality = mods.q === undefined ? {} : { quality: mods.q };
    if (format === 'webp') pipeline = pipeline.webp(quality);
    else if (format === 'jpeg') pipeline = pipeline.jpeg({ ...quality, mozjpeg: true });
    else if (format === 'avif') pipeline = pipeline.avif(quality);
    else pipeline = pipeline.png(mods.q === undefined ? {} : { palette: true, quality: mods.q });

    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, contentType: CONTENT_TYPES[format], width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof ImageError) throw error;
    if (error instanceof Error && SHARP_TIMEOUT.test(error.message)) throw ImageError.resizeTimeout();
    const message = error instanceof Error ? error.message : String(error);
    throw ImageError.badSource(`the image could not be decoded or resized (${message})`, error);
  }
}
