import { describe, expect, test } from 'vitest';
import { ImageError } from '../../src/images/image-error.js';
import { assertRemoteAllowed, parseAllowedHosts, parseRemoteUrl } from '../../src/images/remote-policy.js';

const resolve = async (host: string) =>
  ({ 'cdn.shop.example': ['93.184.215.14'], 'a.b.shop.example': ['93.184.215.14'] })[host] ?? [];

async function status(url: string, allowed: string): Promise<number> {
  try {
    await assertRemoteAllowed(parseRemoteUrl(url), { allowedHosts: parseAllowedHosts(allowed), resolve });
    return 200;
  } catch (error) {
    if (error instanceof ImageError) return error.statusCode;
    throw error;
  }
}

describe('parseAllowedHosts', () => {
  test('reads a comma-separated list, lower-cased, trailing dots dropped', () => {
    expect(parseAllowedHosts(' CDN.Shop.example., *.bucket.example ,')).toEqual([
      'cdn.shop.example',
      '*.bucket.example',
    ]);
    expect(parseAllowedHosts(undefined)).toEqual([]);
  });
});

describe('assertRemoteAllowed', () => {
  test('allows exactly the listed hosts, and subdomains only through a wildcard', async () => {
    expect(await status('https://cdn.shop.example/a.png', 'cdn.shop.example')).toBe(200);
    expect(await status('https://CDN.shop.example./a.png', 'cdn.shop.example')).toBe(200);
    expect(await status('https://a.b.shop.example/a.png', 'cdn.shop.example')).toBe(403);
    expect(await status('https://a.b.shop.example/a.png', '*.shop.example')).toBe(200);
    // The wildcard does not cover the bare domain or a look-alike suffix.
    expect(await status('https://shop.example/a.png', '*.shop.example')).toBe(403);
    expect(await status('https://evilshop.example/a.png', '*.shop.example')).toBe(403);
  });

  test('refuses everything when no host is listed', async () => {
    expect(await status('https://cdn.shop.example/a.png', '')).toBe(403);
  });

  test('answers 502 for a listed name that does not resolve', async () => {
    expect(await status('https://gone.shop.example/a.png', '*.shop.example')).toBe(502);
  });

  test('refuses non-http schemes and credentials as bad input', () => {
    expect(() => parseRemoteUrl('ftp://cdn.shop.example/a.png')).toThrow(/Scheme ftp:/);
    expect(() => parseRemoteUrl('data:image/png;base64,AAAA')).toThrow(/Scheme data:/);
    expect(() => parseRemoteUrl('https://u:p@cdn.shop.example/a.png')).toThrow(/Credentials/);
    expect(() => parseRemoteUrl('not a url')).toThrow(/absolute http/);
  });
});
