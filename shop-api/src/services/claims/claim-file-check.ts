// Whether a claim's file is what it must be (#28), by its bytes only: the name and the type the browser declared
// are ignored. JPEG, PNG and WebP images are decoded and re-encoded by sharp (metadata such as EXIF and GPS are
// not copied; the pixel count is capped before decoding, so a small file declaring a huge image is refused), a
// PDF is checked by its header and trailer and refused when it carries scripts or embedded files. A file that is
// also something else (a polyglot: an image followed by a script, a PDF inside an image) is refused too.
import {
  CLAIM_MESSAGES,
  CLAIM_UPLOAD_LIMITS,
  type ClaimFileType,
  sniffClaimFileType,
} from '@storefront/shared-types';
import sharp from 'sharp';

export interface CheckedFile {
  content_type: ClaimFileType;
  /** The bytes to keep: an image's re-encoding, a PDF as it came. */
  data: Buffer;
}

/** A refusal naming the file (`files.2`) with its status: 413 too large, 415 not an accepted type, else 400. */
export function fileError(statusCode: 400 | 413 | 415, message: string, field: string) {
  return Object.assign(new Error(message), { statusCode, fields: { [field]: message } });
}

/** Text that has no business inside an image: markup, scripts, another format's header. */
const FOREIGN_IN_IMAGE = [/<script/i, /<\?php/i, /<html/i, /<svg/i, /%PDF-/];
/** What makes a PDF more than a document: scripts, actions that run things, files inside it. */
const ACTIVE_IN_PDF = [/\/JavaScript\b/, /\/JS\b/, /\/Launch\b/, /\/EmbeddedFile\b/, /\/RichMedia\b/];

/** Whether an image's bytes end where its format says (nothing appended after the image). */
function endsCleanly(type: ClaimFileType, data: Buffer): boolean {
  if (type === 'image/jpeg') {
    let end = data.length;
    while (end > 0 && data[end - 1] === 0) end -= 1; // some cameras pad with zeros
    return end >= 2 && data[end - 2] === 0xff && data[end - 1] === 0xd9;
  }
  if (type === 'image/png') return data.toString('latin1', data.length - 8, data.length - 4) === 'IEND';
  if (type === 'image/webp') return data.readUInt32LE(4) + 8 === data.length;
  return true;
}

/** Checks one file (its index names it in a refusal) and answers what to keep. */
export async function checkClaimFile(data: Buffer, index: number): Promise<CheckedFile> {
  const field = `files.${index}`;
  if (data.length > CLAIM_UPLOAD_LIMITS.file_bytes_max)
    throw fileError(413, CLAIM_MESSAGES.fileTooLarge, field);
  const type = sniffClaimFileType(data);
  if (type === null) throw fileError(415, CLAIM_MESSAGES.fileType, field);
  const text = data.toString('latin1');
  if (type === 'application/pdf') {
    const tail = data.toString('latin1', Math.max(0, data.length - 1024));
    if (!tail.includes('%%EOF')) throw fileError(415, CLAIM_MESSAGES.fileType, field);
    if (ACTIVE_IN_PDF.some((pattern) => pattern.test(text))) {
      throw fileError(415, CLAIM_MESSAGES.filePolyglot, field);
    }
    return { content_type: type, data };
  }
  if (!endsCleanly(type, data) || FOREIGN_IN_IMAGE.some((pattern) => pattern.test(text))) {
    throw fileError(415, CLAIM_MESSAGES.filePolyglot, field);
  }
  return { content_type: type, data: await reencode(data, type, field) };
}

async function reencode(data: Buffer, type: ClaimFileType, field: string): Promise<Buffer> {
  const options = { limitInputPixels: CLAIM_UPLOAD_LIMITS.pixels_max, failOn: 'error' as const };
  try {
    // The header alone first: a decompression bomb is refused without decoding a pixel.
    const { width = 0, height = 0 } = await sharp(data, options).metadata();
    if (width * height > CLAIM_UPLOAD_LIMITS.pixels_max || width === 0 || height === 0) {
      throw fileError(400, CLAIM_MESSAGES.imageInvalid, field);
    }
    // rotate() applies the EXIF orientation to the pixels, so the photo stays upright once EXIF is dropped;
    // sharp copies no metadata unless asked (withMetadata), so EXIF, GPS and XMP are gone.
    const image = sharp(data, options).rotate();
    if (type === 'image/png') return await image.png().toBuffer();
    if (type === 'image/webp') return await image.webp({ quality: 85 }).toBuffer();
    return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw fileError(400, CLAIM_MESSAGES.imageInvalid, field);
  }
}
