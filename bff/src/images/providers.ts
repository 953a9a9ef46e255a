import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SITE_ASSETS_DIR } from '../routes/pages/paths.js';

// The resizer's named sources. A provider is operator configuration, not user input, so its base URL is
// trusted even on loopback or a private network (the shop API's own image route usually is); only the path
// under it comes from the request. Absolute URLs from requests go through remote-policy.ts instead.

export type ImageProvider =
  | { name: string; kind: 'http'; base: URL }
  | { name: string; kind: 'dir'; root: string };

const providerName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Provider names are lowercase letters, digits, -');
const providerTarget = z.string().refine((value) => {
  if (isAbsolute(value)) return true;
  try {
    return ['http:', 'https:', 'file:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'Expected an http(s) base URL, a file: URL or an absolute directory');

/** IMAGE_PROVIDERS: JSON object of provider name → http(s) base URL, file: URL or absolute directory. */
export const imageProvidersEnvSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'Expected a JSON object such as {"shop":"http://host/images"}',
      });
      return z.NEVER;
    }
  })
  .pipe(z.record(providerName, providerTarget));

function toProvider(name: string, target: string): ImageProvider {
  if (isAbsolute(target)) return { name, kind: 'dir', root: resolve(target) };
  const url = new URL(target);
  if (url.protocol === 'file:') return { name, kind: 'dir', root: fileURLToPath(url) };
  // A base ending in "/" makes every request path land under it, never beside it.
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  url.search = '';
  url.hash = '';
  return { name, kind: 'http', base: url };
}

/**
 * The built-in providers (`shop`: the shop API's images under SHOP_API_URL/images; `site`: the bff's brand and
 * variant assets on disk, the ones served under /site-assets/) with IMAGE_PROVIDERS merged over them.
 */
export function buildProviders(
  shopApiUrl: string,
  configured: Record<string, string> = {},
): Map<string, ImageProvider> {
  const targets: Record<string, string> = {
    shop: new URL('images/', shopApiUrl.endsWith('/') ? shopApiUrl : `${shopApiUrl}/`).href,
    site: SITE_ASSETS_DIR,
    ...configured,
  };
  return new Map(Object.entries(targets).map(([name, target]) => [name, toProvider(name, target)]));
}

/** The provider whose http base an absolute URL lies under, and the path below it (the shop's own URLs). */
export function providerForUrl(
  providers: Map<string, ImageProvider>,
  url: URL,
): { provider: ImageProvider; path: string } | undefined {
  if (url.search !== '' || url.username !== '' || url.password !== '') return undefined;
  for (const provider of providers.values()) {
    if (provider.kind !== 'http') continue;
    if (url.origin === provider.base.origin && url.pathname.startsWith(provider.base.pathname)) {
      try {
        const path = decodeURIComponent(url.pathname.slice(provider.base.pathname.length));
        if (path !== '') return { provider, path };
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
