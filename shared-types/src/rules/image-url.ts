// §7 images: the URL of the bff's resizer for a stored image, its srcset for §9's densities, and the size a
// layout can reserve for it (§8: a failed lookup is 0 × 0, ratio 0). The bff validates requests with the same
// modifier schema, so a URL built here is exactly one the resizer accepts.
//
// URL format (documented in bff/src/routes/img/index.ts too):
//   /img/<provider>/<path>?<modifiers>     an image of a configured provider, e.g.
//                                          /img/shop/products/12/1.png?f=webp&fit=cover&w=400&h=400&q=80&s=2
//   /img?url=<absolute URL>&<modifiers>    an absolute http(s) URL on one of the bff's allowed hosts
// Modifiers are written in IMAGE_MODIFIERS order with defaults made explicit (f) or dropped (s=1), so one image
// at one size always has one URL: one entry in the bff's cache and in every HTTP cache in between.
import { z } from 'zod';
import { IMAGE_DENSITIES, IMAGE_MODIFIERS } from '../constants.js';
import {
  IMAGE_FITS,
  IMAGE_OUTPUT_FORMATS,
  IMAGE_PRESETS,
  type ImagePresetName,
  type ImageSource,
  type ImageUrlOptions,
  resizerUrl,
} from './image-url-base.js';

export * from './image-url-base.js';

/** Largest output side in pixels, after the density scale. */
export const IMAGE_MAX_DIMENSION = 4000;
/** Largest density scale `s` (devices above 3× gain nothing visible). */
export const IMAGE_MAX_SCALE = 3;

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

/** The modifiers of one resizer request (§7 f, fit, w, h, s, q, b); query-string values are coerced. */
export const imageModifiersSchema = z
  .strictObject({
    f: z.enum(IMAGE_OUTPUT_FORMATS).optional(),
    fit: z.enum(IMAGE_FITS).optional(),
    w: positiveInt(IMAGE_MAX_DIMENSION).optional(),
    h: positiveInt(IMAGE_MAX_DIMENSION).optional(),
    /** Density scale: the output is w × s by h × s pixels (srcset's 2x is s=2). */
    s: positiveInt(IMAGE_MAX_SCALE).optional(),
    q: positiveInt(100).optional(),
    /** Background for letterboxing (fit=contain) and for formats without alpha: hex without '#'. */
    b: z
      .string()
      .regex(/^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'Expected a hex colour such as ffffff')
      .optional(),
  })
  .superRefine((value, ctx) => {
    const scale = value.s ?? 1;
    for (const side of ['w', 'h'] as const) {
      const size = value[side];
      if (size !== undefined && size * scale > IMAGE_MAX_DIMENSION) {
        ctx.addIssue({
          code: 'custom',
          path: ['s'],
          message: `${side} × s must be at most ${IMAGE_MAX_DIMENSION} pixels`,
        });
      }
    }
  });
export type ImageModifiers = z.output<typeof imageModifiersSchema>;

/** A preset's modifiers; §8: an unknown preset raises an error. */
export function imagePreset(name: string): ImageModifiers {
  if (!Object.hasOwn(IMAGE_PRESETS, name)) throw new Error(`Unknown image preset: ${name}`);
  return { ...IMAGE_PRESETS[name as ImagePresetName] };
}

/**
 * The resizer URL for an image. `modifiers` is a modifier set or a preset's name. §8: an unknown provider or
 * preset raises an error; so do modifiers the resizer would refuse (zod's error names the modifier).
 */
export function imageUrl(
  source: string | ImageSource,
  modifiers: ImageModifiers | ImagePresetName = {},
  options: ImageUrlOptions = {},
): string {
  const mods = imageModifiersSchema.parse(typeof modifiers === 'string' ? imagePreset(modifiers) : modifiers);
  return resizerUrl(source, mods, options);
}

/** `srcset` with one candidate per density (§9: 1 and 2); §8: an empty densities list raises an error. */
export function imageSrcSet(
  source: string | ImageSource,
  modifiers: ImageModifiers | ImagePresetName = {},
  densities: readonly number[] = IMAGE_DENSITIES,
  options: ImageUrlOptions = {},
): string {
  if (densities.length === 0) throw new Error('The image densities list must not be empty');
  const base = typeof modifiers === 'string' ? imagePreset(modifiers) : modifiers;
  return densities
    .map((density) => `${imageUrl(source, { ...base, s: density }, options)} ${density}x`)
    .join(', ');
}

export interface ImageSize {
  width: number;
  height: number;
  /** width / height, 0 when unknown. */
  ratio: number;
}

/** §8: what a failed size lookup gives. */
export const UNKNOWN_IMAGE_SIZE: ImageSize = Object.freeze({ width: 0, height: 0, ratio: 0 });

/** A size from possibly missing or nonsensical dimensions; anything but two positive finite numbers is unknown. */
export function imageSize(width: unknown, height: unknown): ImageSize {
  const valid = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;
  if (!valid(width) || !valid(height)) return { ...UNKNOWN_IMAGE_SIZE };
  return { width, height, ratio: width / height };
}

/** Runs a size lookup (e.g. reading an image's metadata); §8: any failure gives width 0, height 0, ratio 0. */
export async function lookupImageSize(
  lookup: () => Promise<{ width?: unknown; height?: unknown }>,
): Promise<ImageSize> {
  try {
    const meta = await lookup();
    return imageSize(meta.width, meta.height);
  } catch {
    return { ...UNKNOWN_IMAGE_SIZE };
  }
}

/**
 * The CSS-pixel box a resizer URL asks for (w × h, before the density scale), for width/height attributes
 * that reserve the space (no layout shift). A URL without both sides, or not parseable, gives 0 × 0 (§8).
 */
export function imageSizeFromUrl(url: string): ImageSize {
  try {
    const params = new URL(url, 'http://resizer.invalid').searchParams;
    const mods = imageModifiersSchema.parse(
      Object.fromEntries([...params].filter(([key]) => (IMAGE_MODIFIERS as readonly string[]).includes(key))),
    );
    return imageSize(mods.w, mods.h);
  } catch {
    return { ...UNKNOWN_IMAGE_SIZE };
  }
}

/** Attributes of an <img>: the 1x URL, the srcset for the densities, and the box size when the URL fixes it. */
export interface ImageAttributes {
  src: string;
  srcSet: string;
  /** CSS pixels from w and h (both needed); absent when the URL leaves the size to the source. */
  width?: number;
  height?: number;
}

/** Everything an <img> needs for one image at one size, so every screen builds its images the same way. */
export function imageAttributes(
  source: string | ImageSource,
  modifiers: ImageModifiers | ImagePresetName = {},
  densities: readonly number[] = IMAGE_DENSITIES,
  options: ImageUrlOptions = {},
): ImageAttributes {
  const src = imageUrl(source, modifiers, options);
  const srcSet = imageSrcSet(source, modifiers, densities, options);
  const size = imageSizeFromUrl(src);
  return size.ratio > 0 ? { src, srcSet, width: size.width, height: size.height } : { src, srcSet };
}
