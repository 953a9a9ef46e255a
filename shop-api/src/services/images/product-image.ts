import sharp from 'sharp';
import { type ProductKind, productDrawingSvg, productKindOf } from './product-drawings.js';

// Product pictures are drawn, not stored: a flat illustration of the product's kind (from its category: a phone
// looks like a phone) in colours from the product id and the picture number (product-drawings.ts), rendered once
// to PNG by sharp and kept in a small in-memory LRU cache.

const CACHE_ENTRIES = 256;
const cache = new Map<string, Promise<Buffer>>();

const hue = (seed: number) => (seed * 137.508) % 360;

/** Least recently used first: a hit moves to the end, the oldest goes when the cache is full. */
function cached(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const rendered = render();
  rendered.catch(() => cache.delete(key));
  cache.set(key, rendered);
  if (cache.size > CACHE_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return rendered;
}

/** The SVG of picture n of a product in the category with this slug. */
export function productImageSvg(productId: number, n: number, categorySlug: string | null): string {
  return productDrawingSvg(productKindOf(categorySlug), productId, n);
}

/**
 * The PNG for picture n of a product in the category with this slug (same bytes every time): a 256-colour PNG,
 * which flat drawings need no more than, at a fraction of the bytes.
 */
export function productImagePng(productId: number, n: number, categorySlug: string | null): Promise<Buffer> {
  const kind: ProductKind = productKindOf(categorySlug);
  return cached(`${kind}/${productId}/${n}`, () =>
    sharp(Buffer.from(productDrawingSvg(kind, productId, n)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer(),
  );
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain wordmark for a site's cdn_logo. */
export function siteLogoSvg(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="48" viewBox="0 0 240 48">
  <rect width="240" height="48" rx="8" fill="#1f2937"/>
  <text x="120" y="31" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">${escapeXml(name)}</text></svg>`;
}

const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;

/** A blog post's cover: a deterministic landscape (sky, sea, a ship or a plane) from the post's slug. */
export function blogCoverSvg(slug: string): string {
  const seed = [...slug].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 100_003, 7);
  const h = hue(seed);
  const shapes = Array.from({ length: 4 }, (_, i) => {
    const x = (seed * (i + 3) * 37) % COVER_WIDTH;
    const w = 160 + ((seed >> i) % 240);
    return `<rect x="${x}" y="${330 + i * 40}" width="${w}" height="60" rx="12" fill="hsl(${(h + i * 25) % 360},60%,${40 + i * 8}%)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
  <rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="hsl(${h},55%,88%)"/>
  <circle cx="${200 + (seed % 800)}" cy="140" r="70" fill="hsl(${(h + 180) % 360},80%,70%)"/>
  <rect y="400" width="${COVER_WIDTH}" height="230" fill="hsl(${(h + 30) % 360},50%,45%)"/>${shapes}</svg>`;
}

/** The PNG cover of a blog post (same bytes every time). */
export function blogCoverPng(slug: string): Promise<Buffer> {
  return cached(`blog/${slug}`, () =>
    sharp(Buffer.from(blogCoverSvg(slug)))
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
}
