import { type Dispatcher, request } from 'undici';
import { discardBody } from '../upstream/discard-body.js';
import { ForbiddenAddressError } from './address-policy.js';
import { ImageError } from './image-error.js';
import { RASTER_TYPES, type SourceImage, SVG_TYPE } from './image-types.js';

export interface FetchOptions {
  /** The dispatcher for one hop (trusted providers and checked remote hosts use different ones). */
  dispatcherFor: (url: URL) => Dispatcher;
  /** Whole-fetch limit (headers and body, every redirect hop). */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** SVG is accepted only from trusted providers' URLs. */
  allowSvgFrom: (url: URL) => boolean;
  /** Validates each redirect target before it is fetched (throws ImageError to refuse it). */
  checkRedirect: (target: URL) => Promise<void>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function mediaType(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

async function readCapped(body: Dispatcher.ResponseData['body'], maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      discardBody(body);
      throw ImageError.badSource(`the image exceeds ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}

function fetchFailure(error: unknown): ImageError {
  if (error instanceof ImageError) return error;
  const code = (error as { code?: string; name?: string; cause?: { code?: string } } | null) ?? {};
  if (error instanceof ForbiddenAddressError || code.cause instanceof ForbiddenAddressError) {
    return ImageError.forbidden('the host resolves to a non-public address');
  }
  if (
    code.name === 'TimeoutError' ||
    code.code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code.code === 'UND_ERR_BODY_TIMEOUT' ||
    code.code === 'UND_ERR_CONNECT_TIMEOUT'
  ) {
    return ImageError.sourceTimeout();
  }
  return ImageError.unreachable('the request failed', error);
}

/**
 * GETs an image with undici's request(): redirects are followed by hand (each target re-validated first, at
 * most maxRedirects hops), the declared and the actual size are capped, and only image media types pass.
 */
export async function fetchSourceImage(url: URL, options: FetchOptions): Promise<SourceImage> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = url;
  try {
    for (let hop = 0; ; hop++) {
      const response = await request(current, {
        method: 'GET',
        dispatcher: options.dispatcherFor(current),
        signal,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
        headers: { accept: 'image/avif,image/webp,image/*;q=0.8', 'user-agent': 'storefront-bff-img' },
      });
      const { statusCode, headers, body } = response;
      if (REDIRECTS.has(statusCode)) {
        discardBody(body);
        const location = headers.location;
        if (typeof location !== 'string')
          throw ImageError.badSource(`redirect ${statusCode} without a location`);
        if (hop >= options.maxRedirects) throw ImageError.badSource('too many redirects');
        const next = new URL(location, current);
        await options.checkRedirect(next);
        current = next;
        continue;
      }
      if (statusCode === 404 || statusCode === 410) {
        discardBody(body);
        throw ImageError.notFound(current.pathname);
      }
      if (statusCode !== 200) {
        discardBody(body);
        // A failing source may recover (retryable 502); any other answer will not.
        if (statusCode >= 500) throw ImageError.unreachable(`the source answered ${statusCode}`);
        throw ImageError.badSource(`the source answered ${statusCode}`);
      }
      const type = mediaType(headers['content-type']);
      if (!RASTER_TYPES.has(type) && !(type === SVG_TYPE && options.allowSvgFrom(current))) {
        discardBody(body);
        throw ImageError.badSource(`content type ${type || '(none)'} is not a supported image`);
      }
      const declared = Number(headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        discardBody(body);
        throw ImageError.badSource(`the image exceeds ${options.maxBytes} bytes`);
      }
      const data = await readCapped(body, options.maxBytes);
      const etag = typeof headers.etag === 'string' ? headers.etag : '';
      const modified = typeof headers['last-modified'] === 'string' ? headers['last-modified'] : '';
      return { data, contentType: type, validator: `${current.href} ${etag} ${modified} ${data.length}` };
    }
  } catch (error) {
    throw fetchFailure(error);
  }
}
