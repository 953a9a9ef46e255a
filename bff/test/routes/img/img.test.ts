import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageUrl } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, describe, expect, test } from 'vitest';
import {
  buildImgApp,
  CDN_ORIGIN,
  imageSources,
  imgCacheLookups,
  pngImage,
  SHOP_ORIGIN,
} from './img-test-app.js';

let app: FastifyInstance | undefined;
let sources: ReturnType<typeof imageSources>;

async function start(env: Record<string, string> = {}) {
  sources = imageSources();
  app = await buildImgApp({ agent: sources.agent, env });
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
  await sources.agent.close();
});

const PRODUCT = '/images/products/12/1.png';

async function serveProduct(width = 200, height = 100) {
  const png = await pngImage(width, height);
  sources.serve(SHOP_ORIGIN, PRODUCT, () => ({
    data: png,
    headers: { 'content-type': 'image/png', etag: '"v1"' },
  }));
  return png;
}

async function get(url: string, headers: Record<string, string> = {}) {
  if (!app) throw new Error('start() first');
  return app.inject({ method: 'GET', url, headers });
}

describe('resizing', () => {
  test('resizes a provider image to the requested width in webp by default, cacheable for a year', async () => {
    await start();
    await serveProduct(200, 100);
    const response = await get('/img/shop/products/12/1.png?w=80');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 80, height: 40 });
  });

  test('writes the format asked for and fills a w × h box', async () => {
    await start();
    await serveProduct(200, 100);
    for (const [f, format] of [
      ['jpeg', 'jpeg'],
      ['png', 'png'],
      ['avif', 'heif'],
    ] as const) {
      const response = await get(`/img/shop/products/12/1.png?f=${f}&w=30&h=30&fit=cover&q=60`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(`image/${f}`);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format, width: 30, height: 30 });
    }
    const contained = await get('/img/shop/products/12/1.png?w=30&h=30&fit=inside');
    expect(await sharp(contained.rawPayload).metadata()).toMatchObject({ width: 30, height: 15 });
  });

  test('density 2 doubles the pixel size of the same box', async () => {
    await start();
    await serveProduct(400, 200);
    const one = await sharp(
      (await get('/img/shop/products/12/1.png?w=50&h=40&fit=cover')).rawPayload,
    ).metadata();
    const two = await sharp(
      (await get('/img/shop/products/12/1.png?w=50&h=40&fit=cover&s=2')).rawPayload,
    ).metadata();
    expect([one.width, one.height]).toEqual([50, 40]);
    expect([two.width, two.height]).toEqual([100, 80]);
  });

  test('renders the brand hero from disk through the shared hero preset: height 800, webp', async () => {
    await start();
    const url = imageUrl('/site-assets/brands/1/hero-1.svg', 'hero');
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.height).toBe(800);
    expect(sources.hits).toEqual([]);
  });
});

describe('bad requests', () => {
  test.each([
    ['w=0', 'w'],
    ['w=4001', 'w'],
    ['h=abc', 'h'],
    ['f=gif', 'f'],
    ['fit=stretch', 'fit'],
    ['q=101', 'q'],
    ['s=4', 's'],
    ['w=3000&s=2', 's'],
    ['b=%23fff', 'b'],
    ['x=1', '$'],
  ])('answers 400 naming the modifier for %s, fetching nothing', async (query, field) => {
    await start();
    await serveProduct();
    const response = await get(`/img/shop/products/12/1.png?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', retryable: false });
    expect(Object.keys(body.fields)).toContain(field);
    expect(sources.hits).toEqual([]);
  });

  test('refuses an unknown provider, a path leaving the provider and a missing url', async () => {
    await start();
    expect((await get('/img/bucket/a.png')).json().fields).toHaveProperty('provider');
    for (const path of [
      '/img/site/..%2F..%2Fpackage.json',
      '/img/site/brands//1/logo.svg',
      '/img/shop/a%5Cb.png',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().fields).toHaveProperty('path');
    }
    expect((await get('/img?w=10')).json().fields).toHaveProperty('url');
    expect((await get('/img/site/brands/1/missing.svg')).statusCode).toBe(404);
    expect(sources.hits).toEqual([]);
  });
});

describe('sources', () => {
  test('fetches an absolute URL on an allowed host whose addresses are public', async () => {
    await start();
    const png = await pngImage(20, 20);
    sources.serve(CDN_ORIGIN, '/p/1.png', () => ({ data: png, headers: { 'content-type': 'image/png' } }));
    const response = await get(`/img?url=${encodeURIComponent(`${CDN_ORIGIN}/p/1.png`)}&w=10`);
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(10);
  });

  test("treats the shop's own absolute image URL as the shop provider (trusted, though not listed)", async () => {
    await start({ IMAGE_ALLOWED_HOSTS: '' });
    await serveProduct();
    const response = await get(`/img?url=${encodeURIComponent(`${SHOP_ORIGIN}${PRODUCT}`)}&w=10`);
    expect(response.statusCode).toBe(200);
    expect(sources.count(PRODUCT)).toBe(1);
  });

  test.each([
    ['a foreign host', 'https://evil.example/a.png'],
    ['127.0.0.1 (even when listed)', 'http://127.0.0.1/a.png'],
    ['[::1] (even when listed)', 'http://[::1]/a.png'],
    ['localhost (even when listed)', 'http://localhost:4000/a.png'],
    ['a private IP literal (even when listed)', 'http://10.0.0.1/a.png'],
    ['an IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/a.png'],
    ['an integer-encoded loopback', 'http://2130706433/a.png'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data'],
    ['an allowed name resolving to a private address', 'https://rebind.shop.example/a.png'],
    ['an allowed name with one loopback address among public ones', 'https://mixed.shop.example/a.png'],
    ['an allowed name resolving to link-local', 'https://metadata.shop.example/a.png'],
  ])('refuses %s with 403 and fetches nothing', async (_name, url) => {
    await start();
    const response = await get(`/img?url=${encodeURIComponent(url)}&w=10`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', retryable: false });
    expect(sources.hits).toEqual([]);
  });

  test.each([
    ['a non-http scheme', 'file:///etc/passwd'],
    ['credentials in the URL', 'https://user:secret@cdn.shop.example/a.png'],
    ['a relative URL', '/images/a.png'],
  ])('refuses %s with 400', async (_name, url) => {
    await start();
    const response = await get(`/img?url=${encodeURIComponent(url)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('url');
  });

  test.each([
    ['127.0.0.1', 'http://127.0.0.1/internal.png'],
    ['[::1]', 'http://[::1]:4000/internal.png'],
    ['localhost', 'http://localhost/internal.png'],
    ['a foreign host', 'https://evil.example/a.png'],
    ['a private name', 'https://rebind.shop.example/a.png'],
    ['a file: URL', 'file:///etc/passwd'],
    ['a URL with credentials', 'https://user:pw@img.shop.example/a.png'],
  ])(
    'refuses a redirect from an allowed host to %s (403), never fetching the target',
    async (_name, target) => {
      await start();
      sources.serve(CDN_ORIGIN, '/moved.png', () => ({ statusCode: 302, headers: { location: target } }));
      const response = await get(`/img?url=${encodeURIComponent(`${CDN_ORIGIN}/moved.png`)}`);
      expect(response.statusCode).toBe(403);
      expect(sources.hits).toEqual([{ origin: CDN_ORIGIN, path: '/moved.png' }]);
    },
  );

  test('refuses a redirect from the shop provider to loopback, and follows one to an allowed host', async () => {
    await start();
    const png = await pngImage(20, 20);
    sources.serve(SHOP_ORIGIN, '/images/a.png', () => ({
      statusCode: 301,
      headers: { location: 'http://127.0.0.1/' },
    }));
    sources.serve(SHOP_ORIGIN, '/images/b.png', () => ({
      statusCode: 307,
      headers: { location: `${CDN_ORIGIN}/b.png` },
    }));
    sources.serve(CDN_ORIGIN, '/b.png', () => ({ data: png, headers: { 'content-type': 'image/png' } }));
    expect((await get('/img/shop/a.png')).statusCode).toBe(403);
    expect((await get('/img/shop/b.png?w=5')).statusCode).toBe(200);
  });

  test('answers 404 when the source has no such image', async () => {
    await start();
    sources.serve(SHOP_ORIGIN, '/images/none.png', () => ({ statusCode: 404 }));
    expect((await get('/img/shop/none.png')).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  test('rejects a non-image content type and an undecodable image (502)', async () => {
    await start();
    sources.serve(SHOP_ORIGIN, '/images/page.png', () => ({
      data: '<html></html>',
      headers: { 'content-type': 'text/html' },
    }));
    sources.serve(SHOP_ORIGIN, '/images/broken.png', () => ({
      data: Buffer.from('not really a png'),
      headers: { 'content-type': 'image/png' },
    }));
    const html = await get('/img/shop/page.png');
    expect(html.statusCode).toBe(502);
    // The answer is generic: what the source sent or the decoder said is for the log (ImageError), not the client.
    expect(html.json()).toMatchObject({
      code: 'UPSTREAM_INVALID_RESPONSE',
      message: 'Image source unusable',
    });
    const broken = await get('/img/shop/broken.png');
    expect(broken.statusCode).toBe(502);
    expect(broken.json().message).toBe('Image source unusable');
  });

  test('refuses SVG from a remote host (only providers may serve documents)', async () => {
    await start();
    sources.serve(CDN_ORIGIN, '/logo.svg', () => ({
      data: '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>',
      headers: { 'content-type': 'image/svg+xml' },
    }));
    expect((await get(`/img?url=${encodeURIComponent(`${CDN_ORIGIN}/logo.svg`)}`)).statusCode).toBe(502);
  });

  test('rejects a source bigger than IMAGE_MAX_INPUT_BYTES, declared or not (502)', async () => {
    await start({ IMAGE_MAX_INPUT_BYTES: '1000' });
    const big = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1000);
    sources.serve(SHOP_ORIGIN, '/images/declared.png', () => ({
      data: big,
      headers: { 'content-type': 'image/png', 'content-length': String(big.length) },
    }));
    sources.serve(SHOP_ORIGIN, '/images/streamed.png', () => ({
      data: big,
      headers: { 'content-type': 'image/png' },
    }));
    for (const path of ['/img/shop/declared.png', '/img/shop/streamed.png']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(502);
      expect(response.json().message).toBe('Image source unusable');
    }
  });

  test('refuses an image with more pixels than IMAGE_MAX_INPUT_PIXELS', async () => {
    await start({ IMAGE_MAX_INPUT_PIXELS: '1000' });
    await serveProduct(100, 100);
    expect((await get('/img/shop/products/12/1.png?w=10')).statusCode).toBe(502);
  });
});

describe('caching', () => {
  test('a repeated request resizes nothing: one source fetch, then cache hits', async () => {
    const bff = await start();
    await serveProduct();
    const first = await get('/img/shop/products/12/1.png?w=40&f=webp');
    // Same image and size written differently: the same cache entry.
    const second = await get('/img/shop/products/12/1.png?f=webp&s=1&w=40');
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(sources.count(PRODUCT)).toBe(1);
    expect(await imgCacheLookups(bff)).toEqual({ hit: 1, miss: 1 });

    await get('/img/shop/products/12/1.png?w=41');
    expect(sources.count(PRODUCT)).toBe(2);
  });

  test('concurrent identical requests share one fetch and one resize', async () => {
    const bff = await start();
    await serveProduct();
    const responses = await Promise.all([1, 2, 3, 4].map(() => get('/img/shop/products/12/1.png?w=33')));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(sources.count(PRODUCT)).toBe(1);
    expect(await imgCacheLookups(bff)).toEqual({ hit: 3, miss: 1 });
  });

  test('a failure is not cached: the next request tries the source again', async () => {
    await start();
    let status = 503;
    const png = await pngImage(10, 10);
    sources.serve(SHOP_ORIGIN, '/images/flaky.png', () =>
      status === 503 ? { statusCode: 503 } : { data: png, headers: { 'content-type': 'image/png' } },
    );
    expect((await get('/img/shop/flaky.png')).statusCode).toBe(502);
    status = 200;
    expect((await get('/img/shop/flaky.png')).statusCode).toBe(200);
  });

  test('answers 304 without a body when If-None-Match carries the ETag', async () => {
    await start();
    await serveProduct();
    const first = await get('/img/shop/products/12/1.png?w=20');
    const etag = first.headers.etag as string;
    const again = await get('/img/shop/products/12/1.png?w=20', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(
      (await get('/img/shop/products/12/1.png?w=20', { 'if-none-match': `W/${etag}, "other"` })).statusCode,
    ).toBe(304);
    const other = await get('/img/shop/products/12/1.png?w=21', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  test('refuses more concurrent misses than the resizer may run or queue (503 + Retry-After), serving hits', async () => {
    await start({ IMAGE_MAX_CONCURRENT_RESIZES: '1', IMAGE_MAX_QUEUED_RESIZES: '0' });
    const png = await pngImage(10, 10);
    sources.serve(
      SHOP_ORIGIN,
      '/images/slow.png',
      () => ({ data: png, headers: { 'content-type': 'image/png' } }),
      100,
    );
    const [first, second] = await Promise.all([get('/img/shop/slow.png?w=5'), get('/img/shop/slow.png?w=6')]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(503);
    expect(second.headers['retry-after']).toBe('1');
    expect(second.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', retryable: true });
    // Joining an identical request in flight takes no slot.
    const same = await Promise.all([get('/img/shop/slow.png?w=7'), get('/img/shop/slow.png?w=7')]);
    expect(same.map((response) => response.statusCode)).toEqual([200, 200]);
  });

  test('replicas sharing IMAGE_CACHE_DIR reuse each other’s resizes (and a restart keeps them)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'img-dir-'));
    try {
      await start({ IMAGE_CACHE_DIR: dir });
      await serveProduct();
      const first = await get('/img/shop/products/12/1.png?w=24');
      const replica = await buildImgApp({ agent: sources.agent, env: { IMAGE_CACHE_DIR: dir } });
      const second = await replica.inject({ method: 'GET', url: '/img/shop/products/12/1.png?w=24' });
      await replica.close();
      expect(second.statusCode).toBe(200);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(sources.count(PRODUCT)).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('with the cache turned off every request resizes again', async () => {
    await start({ IMAGE_CACHE_MAX_BYTES: '0' });
    await serveProduct();
    await get('/img/shop/products/12/1.png?w=20');
    await get('/img/shop/products/12/1.png?w=20');
    expect(sources.count(PRODUCT)).toBe(2);
  });
});
