// Which GETs are files rather than pages, and how long browsers may keep them.

/** Vite writes only content-hashed files into assets/, so they never change under the same name. */
const HASHED_DIR = '/assets/';
const FILE_EXTENSION =
  /\.(?:js|mjs|css|map|json|webmanifest|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|eot|wasm|br|gz)$/i;

/** A file of the web build (served as is, 404 when missing) rather than a page route. */
export function isAssetPath(path: string): boolean {
  return path.startsWith(HASHED_DIR) || FILE_EXTENSION.test(path);
}

export const IMMUTABLE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
export const UNHASHED_MAX_AGE_MS = 60 * 60 * 1000;

/** Hashed files are cached for a year and never revalidated; others (favicon, robots.txt) for an hour. */
export function assetCacheOptions(path: string): { maxAge: number; immutable: boolean } {
  return path.startsWith(HASHED_DIR)
    ? { maxAge: IMMUTABLE_MAX_AGE_MS, immutable: true }
    : { maxAge: UNHASHED_MAX_AGE_MS, immutable: false };
}
