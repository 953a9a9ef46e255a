import sharp from 'sharp';

// Product pictures are drawn, not stored: a deterministic SVG (colours and shapes from the product id and the
// picture number) rendered once to PNG by sharp and kept in a small in-memory cache.

const SIZE = 800;
const CACHE_ENTRIES = 256;
const cache = new Map<string, Promise<Buffer>>();

const hue = (seed: number) => (seed * 137.508) % 360;

export function productImageSvg(productId: number, n: number): string {
  const h = hue(productId * 7 + n);
  const h2 = (h + 40 + (productId % 5) * 25) % 360;
  const shapes = Array.from({ length: 3 + (productId % 4) }, (_, i) => {
    const x = ((productId * 31 + i * 97 + n * 13) % 600) + 100;
    const y = ((productId * 17 + i * 53 + n * 29) % 600) + 100;
    const r = 40 + ((productId + i * 11) % 90);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(h2 + i * 30) % 360},70%,${45 + i * 5}%)" fill-opacity="0.8"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <rect width="${SIZE}" height="${SIZE}" fill="hsl(${h},45%,92%)"/>
  <rect x="160" y="160" width="480" height="480" rx="48" fill="hsl(${h},55%,60%)"/>${shapes}</svg>`;
}

/** The PNG for picture n of a product (same bytes every time). */
export function productImagePng(productId: number, n: number): Promise<Buffer> {
  const key = `${productId}/${n}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const rendered = sharp(Buffer.from(productImageSvg(productId, n)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  rendered.catch(() => cache.delete(key));
  cache.set(key, rendered);
  if (cache.size > CACHE_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return rendered;
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
  const key = `blog/${slug}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const rendered = sharp(Buffer.from(blogCoverSvg(slug)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  rendered.catch(() => cache.delete(key));
  cache.set(key, rendered);
  return rendered;
}
