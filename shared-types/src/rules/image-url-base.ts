// The part of the image URL rule that needs no schema (§7 images, §9 hero): sources, presets, the canonical
// modifier order and the URL itself for modifiers already known to be valid. Kept apart from image-url.ts
// (which validates with zod) so a screen that only shows the hero, like the home page's first paint, loads no zod.
import { HERO_IMAGE, IMAGE_DENSITIES, IMAGE_FORMAT, IMAGE_MODIFIERS } from '../constants.js';
import type { ImageModifiers } from './image-url.js';

export const IMAGE_ENDPOINT = '/img';
/** Output formats the resizer writes; webp (§9) unless `f` says otherwise. */
export const IMAGE_OUTPUT_FORMATS = ['webp', 'jpeg', 'png', 'avif'] as const;
export type ImageOutputFormat = (typeof IMAGE_OUTPUT_FORMATS)[number];
/** How the image fills a w × h box (sharp's fit names). */
export const IMAGE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
/**
 * Providers every caller knows, and the site-relative path prefix under which their images are stored:
 * `shop` is the shop API's product images (`/images/...`), `site` the bff's brand and variant assets
 * (`/site-assets/...`). The bff maps each name to a base URL or directory (env IMAGE_PROVIDERS).
 */
export const IMAGE_PROVIDERS = { shop: '/images/', site: '/site-assets/' } as const;
export type ImageProviderName = keyof typeof IMAGE_PROVIDERS;

/**
 * Named modifier sets. `hero` is §9's hero image (quality 75, height 800); the others are the catalogue's
 * product sizes (square boxes, the whole product visible on a white background).
 */
export const IMAGE_PRESETS = {
  hero: { f: IMAGE_FORMAT, h: HERO_IMAGE.height, q: HERO_IMAGE.quality },
  // The header's logo, drawn at most 40 px high: a raster, because an SVG image is laid out in a document of its
  // own on every page load (tens of milliseconds of a phone's main thread, more with text in it).
  logo: { f: IMAGE_FORMAT, h: 40 },
  // A 40 × 40 px icon (the home page's benefits), a raster for the same reason.
  icon: { f: IMAGE_FORMAT, fit: 'contain', w: 40, h: 40 },
  thumbnail: { f: IMAGE_FORMAT, fit: 'contain', w: 96, h: 96, b: 'ffffff' },
  card: { f: IMAGE_FORMAT, fit: 'contain', w: 300, h: 300, b: 'ffffff' },
  product: { f: IMAGE_FORMAT, fit: 'contain', w: 800, h: 800, b: 'ffffff' },
  // Link previews: the 1200 × 630 JPEG they expect (they read neither SVG nor, everywhere, WebP).
  social: { f: 'jpeg', fit: 'cover', w: 1200, h: 630 },
  productSocial: { f: 'jpeg', fit: 'contain', w: 1200, h: 630, b: 'ffffff' },
} as const satisfies Record<string, ImageModifiers>;
export type ImagePresetName = keyof typeof IMAGE_PRESETS;

/** Where an image comes from: a provider's path, or an absolute URL the bff checks against its allowlist. */
export type ImageSource = { provider: string; path: string } | { url: string };

export interface ImageUrlOptions {
  /** Provider names the caller may use; defaults to IMAGE_PROVIDERS' names. */
  providers?: readonly string[];
}

export function assertProvider(provider: string, options: ImageUrlOptions): void {
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

/** A path of non-empty segments that never start with a dot and need no escaping: sent as it is. */
const PLAIN_PATH = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*$/;

function encodePath(path: string): string {
  // The common case (`products/514/1.png`), three times per listing card: no split, encode and join.
  if (PLAIN_PATH.test(path)) return path;
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

/** The URL of a resolved source with its modifiers' query string (canonical order, as canonicalImageModifiers). */
function urlWithQuery(resolved: ImageSource, query: string, options: ImageUrlOptions): string {
  if ('url' in resolved) {
    const url = new URLSearchParams([['url', resolved.url]]).toString();
    return `${IMAGE_ENDPOINT}?${query ? `${url}&${query}` : url}`;
  }
  assertProvider(resolved.provider, options);
  const path = encodePath(resolved.path);
  if (path === '') throw new Error('An image path is required');
  return `${IMAGE_ENDPOINT}/${encodeURIComponent(resolved.provider)}/${path}?${query}`;
}

/** The URL for modifiers already known to be valid (checked by imageUrl, or a preset's constants). */
export function resizerUrl(
  source: string | ImageSource,
  mods: ImageModifiers,
  options: ImageUrlOptions,
): string {
  const resolved = typeof source === 'string' ? imageSource(source, options) : source;
  return urlWithQuery(resolved, new URLSearchParams(canonicalImageModifiers(mods)).toString(), options);
}

/**
 * A preset's query string at one density, made once: a listing builds three URLs for each of its 48 cards while
 * the page hydrates, and the query part is the same for all of them.
 */
const presetQueries = new Map<string, string>();
function presetQuery(preset: ImagePresetName, scale: number): string {
  const key = `${preset}|${scale}`;
  let query = presetQueries.get(key);
  if (query === undefined) {
    query = new URLSearchParams(canonicalImageModifiers({ ...IMAGE_PRESETS[preset], s: scale })).toString();
    presetQueries.set(key, query);
  }
  return query;
}

/** A source's URL at each density of a preset, and the CSS box when the preset fixes both sides. */
function presetUrls(source: string | ImageSource, preset: ImagePresetName) {
  const mods: ImageModifiers = IMAGE_PRESETS[preset];
  const resolved = typeof source === 'string' ? imageSource(source, {}) : source;
  return {
    url: (scale: number) => urlWithQuery(resolved, presetQuery(preset, scale), {}),
    box: mods.w && mods.h ? { width: mods.w, height: mods.h } : {},
  };
}

/**
 * An <img>'s src, srcset (§9 densities 1 and 2) and, when the preset fixes both sides, its CSS box, for one of
 * the named presets. Presets are constants the resizer accepts (a test pins these URLs to the validating
 * imageAttributes'), so this skips the modifier schema and a screen showing catalogue images needs no zod.
 * §8: an unknown provider or an empty densities list raises an error.
 */
export function presetImageAttributes(
  source: string | ImageSource,
  preset: ImagePresetName,
  densities: readonly number[] = IMAGE_DENSITIES,
): { src: string; srcSet: string; width?: number; height?: number } {
  if (densities.length === 0) throw new Error('The image densities list must not be empty');
  const { url, box } = presetUrls(source, preset);
  const srcSet = densities.map((density) => `${url(density)} ${density}x`).join(', ');
  return { src: url(1), srcSet, ...box };
}

/** `attributes()` of a stored reference, or the reference as it is when the resizer does not serve it. */
function resizedOrAsIs<T>(reference: string, attributes: () => T): T | { src: string } {
  try {
    return attributes();
  } catch {
    return { src: reference };
  }
}

/**
 * A preset's src and srcset (densities 1 and 2) for a stored site image such as the logo; a reference the resizer
 * does not serve is used as it is.
 */
export function resizedImageAttributes(
  reference: string,
  preset: ImagePresetName,
): { src: string; srcSet?: string } {
  return resizedOrAsIs(reference, () => {
    const { src, srcSet } = presetImageAttributes(reference, preset);
    return { src, srcSet };
  });
}

/**
 * Like presetImageAttributes, but the srcset names each density's image by its width (`800w, 1600w`) and the page
 * says how wide it shows the image (`sizes`, CSS media conditions and lengths). The browser then takes the smallest
 * image that covers the box at the screen's density, instead of the 2x whenever the screen is denser than 1: a
 * phone at 1.75 was decoding a 3200 × 1600 px hero (on the main thread, for the first paint) for a 380 px box.
 * `width` is the 1x image's width where the preset fixes only the height (the hero).
 */
export function responsiveImageAttributes(
  source: string | ImageSource,
  preset: ImagePresetName,
  sizes: string,
  width?: number,
): { src: string; srcSet: string; sizes: string; width?: number; height?: number } {
  const baseWidth = width ?? (IMAGE_PRESETS[preset] as ImageModifiers).w;
  if (!baseWidth)
    throw new Error(`The ${preset} preset needs the image's width for a width-described srcset`);
  const { url, box } = presetUrls(source, preset);
  const srcSet = IMAGE_DENSITIES.map((density) => `${url(density)} ${baseWidth * density}w`).join(', ');
  return { src: url(1), srcSet, sizes, ...box };
}

/** The hero's box is 2:1 (the home page reserves it so): the width of its 1x image at §9's height 800. */
export const HERO_IMAGE_WIDTH = HERO_IMAGE.height * 2;

/**
 * §9's hero image: the resizer's `hero` preset (quality 75, height 800, webp) at densities 1 and 2, described by
 * width for the box `sizes` gives. A reference the resizer does not serve is used as it is; none gives null.
 */
export function heroImageAttributes(
  reference: string | undefined,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } | null {
  if (!reference) return null;
  return resizedOrAsIs(reference, () => {
    const { src, srcSet } = responsiveImageAttributes(reference, 'hero', sizes, HERO_IMAGE_WIDTH);
    return { src, srcSet, sizes };
  });
}

/**
 * A link-preview image (og:image) as an absolute URL on the site's canonical origin: the resizer's social preset
 * of a site or shop image, or the reference as it is when the resizer does not serve it (another site's URL).
 */
export function socialImageUrl(
  reference: string,
  canonicalOrigin: string,
  preset: 'social' | 'productSocial' = 'social',
): string {
  if (/^https?:\/\//.test(reference)) return reference;
  let url = reference;
  try {
    url = resizerUrl(reference, IMAGE_PRESETS[preset], {});
  } catch {
    // Not a resizer source: linked as it is.
  }
  return /^https?:\/\//.test(url) ? url : `${canonicalOrigin}${url}`;
}
