import { resolve } from 'node:path';
import { type ImageModifiers, imageModifiersSchema } from '@storefront/shared-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { type HostResolver, resolveAllAddresses } from '../../images/address-policy.js';
import { DiskImageCache } from '../../images/disk-cache.js';
import { etagMatches } from '../../images/etag.js';
import { ImageCache } from '../../images/image-cache.js';
import { ImageError } from '../../images/image-error.js';
import { createImageService, type ImageSourceRef } from '../../images/image-service.js';
import { imageWait } from '../../images/image-wait.js';
import { outputPixelCaps } from '../../images/output-cost.js';
import { buildProviders } from '../../images/providers.js';
import { parseAllowedHosts } from '../../images/remote-policy.js';
import { ConcurrencyLimiter } from '../../overload/concurrency-limiter.js';
import { CLIENT_CLOSED_REQUEST } from '../../plugins/error-handler.js';

export interface ImgRoutesOptions {
  /** Tests pass an undici MockAgent standing in for every image source. */
  dispatcher?: Dispatcher | undefined;
  /** Tests pass a fake DNS; production resolves with the system resolver. */
  resolve?: HostResolver | undefined;
}

/** A URL names one image at one size for good: browsers and CDNs keep it a year without asking again. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

// The image resizer (spec §7 "Images", modifiers f, fit, w, h, s, q, b; the URL rule is shared-types'
// imageUrl):
//   GET /img/<provider>/<path>?<modifiers>   an image of a configured provider (IMAGE_PROVIDERS; built in:
//                                            shop = SHOP_API_URL/images, site = bff/assets)
//   GET /img?url=<absolute URL>&<modifiers>  an http(s) image on an IMAGE_ALLOWED_HOSTS host whose every
//                                            address is public (a provider's own URL counts as the provider)
// Answers the resized image (webp unless f says otherwise) with a strong ETag (304 on If-None-Match) and a
// one-year immutable Cache-Control; the format is in the URL, not negotiated, so no Vary is needed. Bad
// modifiers → 400 naming them, and so is an output over its format's pixel cap (IMAGE_MAX_OUTPUT_PIXELS,
// IMAGE_MAX_AVIF_OUTPUT_PIXELS); refused sources → 403; missing → 404; unusable source → 502; too many misses
// queued, or no image within IMAGE_RESIZE_TIMEOUT_MS → 503 + Retry-After (counted and logged as shedding, not as
// errors); slow source → 504. A request whose client has gone stops waiting (499 in the logs), and its work is
// dropped if it had not started. Cache misses are counted in bff_cache_lookups_total{cache="img"}.
export default async function imgRoutes(fastify: FastifyInstance, opts: ImgRoutesOptions) {
  const { config, metrics } = fastify;
  const service = createImageService({
    providers: buildProviders(config.SHOP_API_URL, config.IMAGE_PROVIDERS),
    allowedHosts: parseAllowedHosts(config.IMAGE_ALLOWED_HOSTS),
    resolve: opts.resolve ?? resolveAllAddresses,
    dispatcher: opts.dispatcher,
    connectTimeoutMs: config.IMAGE_CONNECT_TIMEOUT_MS,
    fetchTimeoutMs: config.IMAGE_FETCH_TIMEOUT_MS,
    maxInputBytes: config.IMAGE_MAX_INPUT_BYTES,
    maxInputPixels: config.IMAGE_MAX_INPUT_PIXELS,
    maxOutputPixels: outputPixelCaps(config),
    resizeTimeoutMs: config.IMAGE_RESIZE_TIMEOUT_MS,
    cache: new ImageCache({
      maxBytes: config.IMAGE_CACHE_MAX_BYTES,
      ttlMs: config.IMAGE_CACHE_TTL_MS,
      disk: config.IMAGE_CACHE_DIR
        ? new DiskImageCache(resolve(config.IMAGE_CACHE_DIR), config.IMAGE_CACHE_DIR_MAX_BYTES, (error) =>
            fastify.log.warn({ err: error }, 'image disk cache failed'),
          )
        : undefined,
    }),
    limiter: new ConcurrencyLimiter(
      config.IMAGE_MAX_CONCURRENT_RESIZES,
      config.IMAGE_MAX_QUEUED_RESIZES,
      ImageError.busy,
    ),
  });
  fastify.addHook('onClose', async () => service.close());

  function modifiers(query: unknown): ImageModifiers {
    const parsed = imageModifiersSchema.safeParse(query ?? {});
    if (!parsed.success) throw ImageError.fromZod(parsed.error);
    return parsed.data;
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    source: ImageSourceRef,
    mods: ImageModifiers,
  ) {
    const wait = imageWait(reply.raw, config.IMAGE_RESIZE_TIMEOUT_MS);
    let rendered: Awaited<ReturnType<typeof service.render>>;
    try {
      rendered = await service.render(source, mods, wait.signal);
    } catch (error) {
      if (wait.ended === 'client-gone') {
        request.log.info('client closed the connection before its image was made');
        return reply.code(CLIENT_CLOSED_REQUEST).send();
      }
      const refusal = wait.ended === 'timeout' ? ImageError.resizeTimeout() : error;
      if (!(refusal instanceof ImageError) || !refusal.shedReason) throw error;
      // Load, not a fault: a counter and a rate-limited warning rather than an error with a stack per request.
      fastify.shedding.report(refusal.shedReason);
      return reply
        .code(refusal.statusCode)
        .headers(refusal.headers)
        .type('application/json; charset=utf-8')
        .send(refusal.body);
    } finally {
      wait.dispose();
    }
    const { image, cache } = rendered;
    metrics.cacheLookups.inc({ cache: 'img', result: cache });
    reply.header('cache-control', CACHE_CONTROL).header('etag', image.etag);
    if (etagMatches(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
    return reply.type(image.contentType).send(image.data);
  }

  fastify.get('/', async (request, reply) => {
    const { url, ...rest } = (request.query ?? {}) as Record<string, unknown>;
    if (typeof url !== 'string' || url === '') {
      throw ImageError.badInput('url', 'Required: the absolute http(s) URL of the image');
    }
    const mods = modifiers(rest);
    return send(request, reply, service.fromUrl(url), mods);
  });

  fastify.get<{ Params: { provider: string; '*': string } }>('/:provider/*', async (request, reply) => {
    const mods = modifiers(request.query);
    const source = service.fromProvider(request.params.provider, request.params['*']);
    return send(request, reply, source, mods);
  });
}
