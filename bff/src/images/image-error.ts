import { type ApiErrorBody, apiError, ERROR_CODES, validationError } from '@storefront/shared-types';
import type { z } from 'zod';
import { UpstreamError } from '../upstream/upstream-error.js';

// A refused or failed image request, already in the one error shape. It extends UpstreamError because the
// error handler sends that class's body as it is; the resizer's sources are upstreams too.
export class ImageError extends UpstreamError {
  /** Response headers the error handler copies (it reads retry-after). */
  readonly headers: Record<string, string>;
  /** Set when the request was refused for load, not for anything wrong: counted and logged as shedding. */
  readonly shedReason: 'image_queue_full' | 'image_timeout' | undefined;

  constructor(
    body: ApiErrorBody,
    options?: {
      cause?: unknown;
      headers?: Record<string, string>;
      shedReason?: 'image_queue_full' | 'image_timeout';
    },
  ) {
    super(body, options);
    this.name = 'ImageError';
    this.headers = options?.headers ?? {};
    this.shedReason = options?.shedReason;
  }

  /** 503: too much resizing already queued; the client may retry after a second. */
  static busy(): ImageError {
    return new ImageError(
      apiError(503, ERROR_CODES.UPSTREAM_UNAVAILABLE, 'The image resizer is busy; try again shortly'),
      { headers: { 'retry-after': '1' }, shedReason: 'image_queue_full' },
    );
  }

  /**
   * 503: the image was not made within the time limit. Work already running goes on and is cached, so the retry
   * a few seconds later usually finds it.
   */
  static resizeTimeout(): ImageError {
    return new ImageError(
      apiError(
        503,
        ERROR_CODES.UPSTREAM_UNAVAILABLE,
        'The image could not be made in time; try again shortly',
      ),
      { headers: { 'retry-after': '5' }, shedReason: 'image_timeout' },
    );
  }

  /** 400: the output would cost more than the resizer makes; names the modifiers that set its size. */
  static tooLarge(fields: readonly string[], message: string): ImageError {
    return new ImageError(
      apiError(400, ERROR_CODES.VALIDATION_FAILED, `Invalid request: ${fields.join(', ')} (${message})`, {
        fields: Object.fromEntries(fields.map((field) => [field, message])),
      }),
    );
  }

  /** 400 naming the modifier (or `url`, `path`, `provider`) that is wrong. */
  static badInput(field: string, message: string): ImageError {
    return new ImageError(
      apiError(400, ERROR_CODES.VALIDATION_FAILED, `Invalid request: ${field} (${message})`, {
        fields: { [field]: message },
      }),
    );
  }

  static fromZod(error: z.ZodError): ImageError {
    return new ImageError(validationError(error));
  }

  /** 403: a source the resizer will not fetch (foreign host, private address, redirect to either). */
  static forbidden(reason: string): ImageError {
    return new ImageError(apiError(403, ERROR_CODES.FORBIDDEN, `Image source refused: ${reason}`));
  }

  static notFound(what: string): ImageError {
    return new ImageError(apiError(404, ERROR_CODES.NOT_FOUND, `Image not found: ${what}`));
  }

  /**
   * 502: the source answered something that is not a usable image (wrong type, too big, undecodable). The client
   * hears only that: the reason (a source's status, a decoder's own words) is in the error's message, for the log.
   */
  static badSource(reason: string, cause?: unknown): ImageError {
    const body = apiError(502, ERROR_CODES.UPSTREAM_INVALID_RESPONSE, 'Image source unusable', {
      retryable: false,
    });
    return ImageError.forTheLog(new ImageError(body, { cause }), reason);
  }

  /** 502: the source could not be fetched (refused connection, no DNS answer, a 5xx); the reason as above. */
  static unreachable(reason: string, cause?: unknown): ImageError {
    const body = apiError(502, ERROR_CODES.UPSTREAM_ERROR, 'Image source unreachable');
    return ImageError.forTheLog(new ImageError(body, { cause }), reason);
  }

  /** The logged message (the error's own) carries the detail; the body sent stays generic. */
  private static forTheLog(error: ImageError, reason: string): ImageError {
    error.message = `${error.body.message}: ${reason}`;
    return error;
  }

  static sourceTimeout(): ImageError {
    return new ImageError(apiError(504, ERROR_CODES.UPSTREAM_TIMEOUT, 'Image source did not answer in time'));
  }
}
