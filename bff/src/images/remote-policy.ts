import { isIP } from 'node:net';
import { type HostResolver, isPublicAddress } from './address-policy.js';
import { ImageError } from './image-error.js';

// The allowlist for absolute source URLs (`/img?url=…` and every redirect hop): http(s) only, no credentials,
// a host the operator listed (IMAGE_ALLOWED_HOSTS), and every address that host resolves to public. The
// resizer is not an open proxy: a user-supplied URL can reach only the shop's own CDN and buckets.

/** IMAGE_ALLOWED_HOSTS entries: `cdn.shop.example` (exactly that host) or `*.shop.example` (any subdomain). */
export function parseAllowedHosts(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase().replace(/\.$/, ''))
    .filter(Boolean);
}

function hostAllowed(hostname: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) =>
    entry.startsWith('*.')
      ? hostname.endsWith(entry.slice(1)) && hostname.length > entry.length - 1
      : entry === hostname,
  );
}

/** Parses an absolute URL and refuses what no request may fetch, before any network use. */
export function parseRemoteUrl(raw: string, field = 'url'): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw ImageError.badInput(field, 'Expected an absolute http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw ImageError.badInput(field, `Scheme ${url.protocol} is not allowed; use http or https`);
  }
  if (url.username !== '' || url.password !== '') {
    throw ImageError.badInput(field, 'Credentials in image URLs are not allowed');
  }
  return url;
}

/**
 * Checks an absolute URL against the allowlist and resolves its host, refusing with 403 when the host is not
 * listed, is a loopback name, or has any non-public address (IP literals included, IPv4-mapped IPv6 too).
 */
export async function assertRemoteAllowed(
  url: URL,
  options: { allowedHosts: readonly string[]; resolve: HostResolver },
): Promise<void> {
  const hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  const literal = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    throw ImageError.forbidden(`${hostname} is a loopback host`);
  }
  if (isIP(literal) !== 0) {
    if (!isPublicAddress(literal)) throw ImageError.forbidden(`${hostname} is not a public address`);
  }
  if (!hostAllowed(hostname, options.allowedHosts)) {
    throw ImageError.forbidden(`${hostname} is not an allowed image host`);
  }
  if (isIP(literal) !== 0) return;
  let addresses: string[];
  try {
    addresses = await options.resolve(hostname);
  } catch (error) {
    throw ImageError.unreachable(`${hostname} does not resolve`, error);
  }
  if (addresses.length === 0) throw ImageError.unreachable(`${hostname} does not resolve`);
  const refused = addresses.find((address) => !isPublicAddress(address));
  if (refused !== undefined) throw ImageError.forbidden(`${hostname} resolves to a non-public address`);
}
