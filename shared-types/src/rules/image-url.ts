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
import { HERO_IMAGE, IMAGE_DENSITIES, IMAGE_FORMAT, IMAGE_MODIFIERS } from '../constants.js';

export const IMAGE_ENDPOINT = '/img';
/** Output formats the resizer writes; webp (§9) unless `f` says otherwise. */
export const IMAGE_OUTPUT_FORMATS = ['webp', 'jpeg', 'png', 'avif'] as const;
export type ImageOutputFormat = (typeof IMAGE_OUTPUT_FORMATS)[number];
/** How the image fills a w × h box (sharp's fit names). */
export const IMAGE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
/** Largest output side in pixels, after the density scale. */
export const IMAGE_MAX_DIMENSION = 4000;
/** Largest density scale `s` (devices above 3× gain nothing visible). */
export const IMAGE_MAX_SCALE = 3;

/**
 * Providers every caller knows, and the site-relative path prefix under which their images are stored:
 * `shop` is the shop API's product images (`/images/...`), `site` the bff's brand and variant assets
 * (`/site-assets/...`). The bff maps each name to a base URL or directory (env IMAGE_PROVIDERS).
 */
export const IMAGE_PROVIDERS = { shop: '/images/', site: '/site-assets/' } as const;
export type ImageProviderName = keyof typeof IMAGE_PROVIDERS;

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

/**
 * Named modifier sets. `hero` is §9's hero image (quality 75, height 800); the others are the catalogue's
 * product sizes (square boxes, the whole product visible on a white background).
 */
export const IMAGE_PRESETS = {
  hero: { f: IMAGE_FORMAT, h: HERO_IMAGE.height, q: HERO_IMAGE.quality },
  thumbnail: { f: IMAGE_FORMAT, fit: 'contain', w: 96, h: 96, b: 'ffffff' },
  card: { f: IMAGE_FORMAT, fit: 'contain', w: 300, h: 300, b: 'ffffff' },
  product: { f: IMAGE_FORMAT, fit: 'contain', w: 800, h: 800, b: 'ffffff' },
} as const satisfies Record<string, ImageModifiers>;
export type ImagePresetName = keyof typeof IMAGE_PRESETS;

/** A preset's modifiers; §8: an unknown preset raises an error. */
export function imagePreset(name: string): ImageModifiers {
  if (!Object.hasOwn(IMAGE_PRESETS, name)) throw new Error(`Unknown image preset: ${name}`);
  return { ...IMAGE_PRESETS[name as ImagePresetName] };
}

/** Where an image comes from: a provider's path, or an absolute URL the bff checks against its allowlist. */
export type ImageSource = { provider: string; path: string } | { url: string };

export interface ImageUrlOptions {
  /** Provider names the caller may use; defaults to IMAGE_PROVIDERS' names. */
  providers?: readonly string[];
}

function assertProvider(provider: string, options: ImageUrlOptions): void {
  const providers = options.providers ?? Object.keys(IMAGE_PROVIDERS);
  if (!providers.includes(provider)) throw new Error(`Unknown image provider: ${provider}`);
}

/**
 * Reads a stored image reference:
 * - an absolute http(s) URL;
 * - a site-relative path under a provider's prefix (`/images/sites/lt/logo.svg` → shop,
 *   `/site-assets/brands/1/hero-1.svg` → site);
 * - `<provider>:<path>` naming the provider explicitly;
 * - a bare key such as `products/12/1.png`: a key of the shop's image bucket, as product rows store them.
 * §8: anything else (another absolute path, an unknown provider, another scheme) raises an error.
 */
export function imageSource(reference: string, options: ImageUrlOptions = {}): ImageSource {
  if (/^https?:\/\//i.test(reference)) return { url: reference };
  if (reference.startsWith('/')) {
    for (const [provider, prefix] of Object.entries(IMAGE_PROVIDERS)) {
      if (reference.startsWith(prefix) && reference.length > prefix.length) {
        return { provider, path: reference.slice(prefix.length) };
      }
    }
    throw new Error(`Unknown image provider for ${JSON.stringify(reference)}`);
  }
  const named = /^([a-z][a-z0-9+.-]*):(.*)$/i.exec(reference);
  if (named) {
    const [, provider = '', path = ''] = named;
    assertProvider(provider, options);
    return { provider, path };
  }
  return { provider: 'shop', path: reference };
}

/** Modifiers in IMAGE_MODIFIERS order, format made explicit and the default scale dropped. */
export function canonicalImageModifiers(modifiers: ImageModifiers): [string, string][] {
  const withDefaults: ImageModifiers = { ...modifiers, f: modifiers.f ?? IMAGE_FORMAT };
  if (withDefaults.s === 1) delete withDefaults.s;
  const pairs: [string, string][] = [];
  for (const key of IMAGE_MODIFIERS) {
    const value = withDefaults[key];
    if (value !== undefined) pairs.push([key, String(value)]);
  }
  return pairs;
}

function encodePath(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      // A browser would resolve dot segments before sending, pointing the URL somewhere else.
      if (segment === '.' || segment === '..') throw new Error(`Invalid image path: ${path}`);
      return encodeURIComponent(segment);
    })
    .join('/');
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
  const resolved = typeof source === 'string' ? imageSource(source, options) : source;
  const mods = imageModifiersSchema.parse(typeof modifiers === 'string' ? imagePreset(modifiers) : modifiers);
  const query = new URLSearchParams(canonicalImageModifiers(mods));
  if ('url' in resolved) {
    return `${IMAGE_ENDPOINT}?${new URLSearchParams([['url', resolved.url], ...query])}`;
  }
  assertProvider(resolved.provider, options);
  const path = encodePath(resolved.path);
  if (path === '') throw new Error('An image path is required');
  return `${IMAGE_ENDPOINT}/${encodeURIComponent(resolved.provider)}/${path}?${query}`;
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

/**
 * §9's hero image: the resizer's `hero` preset (quality 75, height 800, webp) at densities 1 and 2. The web's
 * home page shows it and the bff preloads the very same URLs in the page head, so the browser fetches it once,
 * before the app's code runs. A reference the resizer does not serve is used as it is; none gives null.
 */
export function heroImageAttributes(reference: string | undefined): { src: string; srcSet?: string } | null {
  if (!reference) return null;
  try {
    const { src, srcSet } = imageAttributes(reference, 'hero');
    return { src, srcSet };
  } catch {
    return { src: reference };
  }
}
