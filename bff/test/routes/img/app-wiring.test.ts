import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, expect, test } from 'vitest';
import { buildTestApp } from '../../helpers/build-app.js';
import { imageSources, pngImage, SHOP_ORIGIN } from './img-test-app.js';

// The resizer as the whole bff serves it (registered in app.ts before the page wildcard, sources faked by the
// app's upstream MockAgent).
let app: FastifyInstance | undefined;
let sources: ReturnType<typeof imageSources>;

afterEach(async () => {
  await app?.close();
  app = undefined;
  await sources.agent.close();
});

test('the bff serves /img from the shop provider and refuses loopback sources in the one error shape', async () => {
  sources = imageSources();
  const png = await pngImage(64, 32);
  sources.serve(SHOP_ORIGIN, '/images/products/3/1.png', () => ({
    data: png,
    headers: { 'content-type': 'image/png' },
  }));
  app = await buildTestApp({
    upstreamDispatcher: sources.agent,
    env: { IMAGE_ALLOWED_HOSTS: '127.0.0.1,[::1]' },
  });

  const image = await app.inject({
    method: 'GET',
    url: '/img/shop/products/3/1.png?w=16&s=2',
    headers: { host: 'lv.localhost' },
  });
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/webp');
  expect((await sharp(image.rawPayload).metadata()).width).toBe(32);

  for (const url of ['http://127.0.0.1:4000/images/products/3/1.png', 'http://[::1]/a.png']) {
    const refused = await app.inject({ method: 'GET', url: `/img?url=${encodeURIComponent(url)}` });
    expect(refused.statusCode, url).toBe(403);
    expect(refused.json()).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: expect.stringContaining('Image source refused'),
      retryable: false,
    });
  }
  expect(sources.count('/images/products/3/1.png')).toBe(1);
});
