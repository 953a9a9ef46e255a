import { canonicalImageModifiers, type ImageModifiers } from '@storefront/shared-types';
import { Agent, type Dispatcher } from 'undici';
import type { ConcurrencyLimiter } from '../overload/concurrency-limiter.js';
import { type HostResolver, publicOnlyLookup } from './address-policy.js';
import { imageEtag } from './etag.js';
import { fetchSourceImage } from './fetch-source.js';
import type { CachedImage, CacheResult, ImageCache } from './image-cache.js';
import { ImageError } from './image-error.js';
import type { SourceImage } from './image-types.js';
import { assertOutputWithinCap, leastOutputSize, type OutputPixelCaps } from './output-cost.js';
import { type ImageProvider, providerForUrl } from './providers.js';
import { readFileSource } from './read-file-source.js';
import { assertRemoteAllowed, parseRemoteUrl } from './remote-policy.js';
import { resizeImage } from './resize.js';
import { safePathSegments } from './source-path.js';

/** Redirect hops followed per source fetch, each re-validated. */
export const MAX_IMAGE_REDIRECTS = 3;

export interface ImageServiceOptions {
  providers: Map<string, ImageProvider>;
  allowedHosts: readonly string[];
  resolve: HostResolver;
  /** Tests pass an undici MockAgent (used for every fetch); otherwise two Agents are made (see below). */
  dispatcher?: Dispatcher | undefined;
  connectTimeoutMs: number;
  fetchTimeoutMs: number;
  maxInputBytes: number;
  maxInputPixels: number;
  /** Most output pixels per format (output-cost.ts). */
  maxOutputPixels: OutputPixelCaps;
  /** sharp's time limit for one resize (whole seconds, rounded up). */
  resizeTimeoutMs: number;
  cache: ImageCache;
  /** Bounds concurrent and queued cache misses (fetch + resize). */
  limiter: ConcurrencyLimiter;
}

/** Where one request's image comes from, checked as far as can be done without the network. */
export type ImageSourceRef =
  | { kind: 'provider'; provider: ImageProvider; segments: string[] }
  | { kind: 'remote'; url: URL };

export interface RenderedImage {
  image: CachedImage;
  cache: CacheResult;
}

export function createImageService(options: ImageServiceOptions) {
  const { providers, cache } = options;
  // Providers are operator config and may live on loopback (the shop API); remote hosts get a socket-level
  // public-address check on every connection, on top of the check made before fetching.
  const providerAgent =
    options.dispatcher ?? new Agent({ connect: { timeout: options.connectTimeoutMs }, connections: 32 });
  const remoteAgent =
    options.dispatcher ??
    new Agent({ connect: { timeout: options.connectTimeoutMs, lookup: publicOnlyLookup }, connections: 32 });

  function underProvider(url: URL): boolean {
    const found = providerForUrl(providers, url);
    return found !== undefined;
  }

  async function checkRemote(url: URL): Promise<void> {
    parseRemoteUrl(url.href);
    await assertRemoteAllowed(url, { allowedHosts: options.allowedHosts, resolve: options.resolve });
  }

  function fromProvider(name: string, path: string): ImageSourceRef {
    const provider = providers.get(name);
    if (!provider) throw ImageError.badInput('provider', `Unknown image provider ${name}`);
    return { kind: 'provider', provider, segments: safePathSegments(path) };
  }

  /** An absolute URL: one of a provider's own URLs counts as that provider's image, anything else is remote. */
  function fromUrl(raw: string): ImageSourceRef {
    const url = parseRemoteUrl(raw);
    const owned = providerForUrl(providers, url);
    if (owned) return fromProvider(owned.provider.name, owned.path);
    return { kind: 'remote', url };
  }

  function sourceKey(source: ImageSourceRef): string {
    return source.kind === 'remote'
      ? source.url.href
      : `${source.provider.name}:${source.segments.join('/')}`;
  }

  function fetchUrl(url: URL): Promise<SourceImage> {
    return fetchSourceImage(url, {
      dispatcherFor: (hop) => (underProvider(hop) ? providerAgent : remoteAgent),
      timeoutMs: options.fetchTimeoutMs,
      maxBytes: options.maxInputBytes,
      maxRedirects: MAX_IMAGE_REDIRECTS,
      allowSvgFrom: underProvider,
      // A provider may redirect within itself; anywhere else must pass the remote allowlist.
      checkRedirect: async (target) => {
        if (underProvider(target)) return;
        // The client sent nothing wrong here: a redirect to a bad URL is a refused source, not a bad request.
        if (
          !['http:', 'https:'].includes(target.protocol) ||
          target.username !== '' ||
          target.password !== ''
        ) {
          throw ImageError.forbidden(`redirect to a ${target.protocol} URL or one with credentials`);
        }
        await checkRemote(target);
      },
    });
  }

  async function load(source: ImageSourceRef): Promise<SourceImage> {
    if (source.kind === 'remote') {
      await checkRemote(source.url);
      return fetchUrl(source.url);
    }
    const { provider, segments } = source;
    if (provider.kind === 'dir') return readFileSource(provider.root, segments, options.maxInputBytes);
    return fetchUrl(new URL(segments.map(encodeURIComponent).join('/'), provider.base));
  }

  /**
   * The resized image for a source and modifiers, from the cache when it was made before. An output over its
   * format's cap is refused before anything is fetched when the modifiers alone say so, else once the source's
   * size is known. The request stops waiting when `signal` aborts (its client has gone, or its time is up); work
   * not started by then is dropped unless another request still waits for it.
   */
  async function render(
    source: ImageSourceRef,
    mods: ImageModifiers,
    signal?: AbortSignal,
  ): Promise<RenderedImage> {
    const least = leastOutputSize(mods);
    if (least) assertOutputWithinCap(mods, least, options.maxOutputPixels, mods.fit === 'outside');
    const key = `${sourceKey(source)}?${new URLSearchParams(canonicalImageModifiers(mods))}`;
    const { image, result } = await cache.getOrMake(
      key,
      (jobSignal) =>
        options.limiter.run(async () => {
          const original = await load(source);
          const resized = await resizeImage(original.data, mods, {
            maxInputPixels: options.maxInputPixels,
            maxOutputPixels: options.maxOutputPixels,
            timeoutMs: options.resizeTimeoutMs,
          });
          return {
            data: resized.data,
            contentType: resized.contentType,
            etag: imageEtag(key, original.validator),
          };
        }, jobSignal),
      signal,
    );
    return { image, cache: result };
  }

  async function close(): Promise<void> {
    if (options.dispatcher) return;
    await Promise.all([providerAgent.close(), remoteAgent.close()]);
  }

  return { fromProvider, fromUrl, render, close };
}
