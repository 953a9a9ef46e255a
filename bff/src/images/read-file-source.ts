import { open } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { ImageError } from './image-error.js';
import { type SourceImage, SVG_TYPE } from './image-types.js';

const TYPE_BY_EXTENSION: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': SVG_TYPE,
};

/** Reads an image of a directory provider (segments already checked by safePathSegments), size-capped. */
export async function readFileSource(
  root: string,
  segments: string[],
  maxBytes: number,
): Promise<SourceImage> {
  const file = join(root, ...segments);
  const contentType = TYPE_BY_EXTENSION[extname(file).toLowerCase()];
  if (!contentType) throw ImageError.badInput('path', 'Not an image file (jpg, png, webp, avif, gif or svg)');
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, 'r');
  } catch {
    throw ImageError.notFound(segments.join('/'));
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw ImageError.notFound(segments.join('/'));
    if (stats.size > maxBytes) throw ImageError.badSource(`the image exceeds ${maxBytes} bytes`);
    const data = await handle.readFile();
    return { data, contentType, validator: `file ${stats.size} ${stats.mtimeMs}` };
  } finally {
    await handle.close();
  }
}
