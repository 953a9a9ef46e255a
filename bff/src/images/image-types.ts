// What the resizer reads from a source before resizing it.
export interface SourceImage {
  data: Buffer;
  /** Media type the source declared (or the file extension implied). */
  contentType: string;
  /** Changes whenever the source's bytes do (its ETag, or size + modification time); part of our ETag. */
  validator: string;
}

/** Input media types sharp decodes. SVG only from providers: it is a document format, not a bitmap. */
export const RASTER_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'image/tiff',
]);
export const SVG_TYPE = 'image/svg+xml';
