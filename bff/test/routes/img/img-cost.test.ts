import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, describe, expect, test } from 'vitest';
import { buildImgApp, imageSources, type LogLine, pngImage, SHOP_ORIGIN } from './img-test-app.js';

// What a resize may cost (issue #12, item 5): pixel caps by format, a time limit, work dropped when its client
// has gone; and how refusals for load are counted and logged (item 10).
let app: FastifyInstance | undefined;
let sources: ReturnType<typeof imageSources>;

async function start(env: Record<string, string> = {}, logs?: LogLine[]) {
  sources = imageSources();
  app = await buildImgApp({ agent: sources.agent, env, ...(logs ? { logs } : {}) });
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
  await sources.agent.close();
});

async function get(url: string) {
  if (!app) throw new Error('start() first');
  return app.inject({ method: 'GET', url });
}

function serve(path: string, png: Buffer, delayMs = 0) {
  sources.serve(SHOP_ORIGIN, path, () => ({ data: png, headers: { 'content-type': 'image/png' } }), delayMs);
}

async function shed(reason: string): Promise<number> {
  const metric = await app?.metrics.shedRequests.get();
  return metric?.values.find((value) => value.labels.reason === reason)?.value ?? 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('pixel caps by format', () => {
  test('refuses the 70-second request (4000 × 4000 avif at q=100) at once: 400 naming w and h, nothing fetched', async () => {
    await start();
    serve('/images/products/3/1.png', await pngImage(800, 800));
    const response = await get('/img/shop/products/3/1.png?w=4000&h=4000&f=avif&q=100');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', retryable: false });
    expect(Object.keys(body.fields)).toEqual(['w', 'h']);
    expect(body.message).toContain('avif is limited to 1,000,000');
    expect(sources.hits).toEqual([]);
  });

  test('caps avif below the other formats: the same box is made in webp and refused in avif', async () => {
    await start({ IMAGE_MAX_AVIF_OUTPUT_PIXELS: '10000' });
    serve('/images/a.png', await pngImage(200, 200));
    expect((await get('/img/shop/a.png?w=100&h=100&f=avif')).statusCode).toBe(200);
    const refused = await get('/img/shop/a.png?w=101&h=100&f=avif');
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['w', 'h']);
    expect((await get('/img/shop/a.png?w=101&h=100&f=webp')).statusCode).toBe(200);
  });

  test('refuses an output that only the source’s size makes too big (fit=outside on a tall image)', async () => {
    await start({ IMAGE_MAX_OUTPUT_PIXELS: '100000' });
    serve('/images/tall.png', await pngImage(20, 200));
    // Covering 1000 × 10 keeping the 1:10 ratio is 1000 × 10,000 pixels.
    const refused = await get('/img/shop/tall.png?w=1000&h=10&fit=outside');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('1000 × 10000');
    expect(Object.keys(refused.json().fields)).toEqual(['w', 'h']);
    const within = await get('/img/shop/tall.png?w=100&h=10&fit=outside');
    expect(within.statusCode).toBe(200);
    expect(await sharp(within.rawPayload).metadata()).toMatchObject({ width: 100, height: 1000 });
  });
});

describe('time limit', () => {
  test('a request waits at most IMAGE_RESIZE_TIMEOUT_MS (503 + Retry-After); the image made meanwhile serves the retry', async () => {
    // The avif encoder does not stop at sharp's timeout: the request is answered, the work finishes and is cached.
    await start({ IMAGE_RESIZE_TIMEOUT_MS: '50' });
    serve('/images/big.png', await pngImage(800, 800));
    const url = '/img/shop/big.png?w=300&h=300&f=avif&q=100';
    const first = await get(url);
    expect(first.statusCode).toBe(503);
    expect(first.headers['retry-after']).toBe('5');
    expect(first.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', retryable: true });
    expect(await shed('image_timeout')).toBe(1);
    let retry = await get(url);
    for (let attempt = 0; retry.statusCode === 503 && attempt < 300; attempt++) {
      await sleep(100);
      retry = await get(url);
    }
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['content-type']).toBe('image/avif');
    expect(sources.count('/images/big.png')).toBe(1);
  }, 60_000);
});

describe('shedding', () => {
  test('refusals of a full queue are counted and logged as one warning, not an error with a stack each', async () => {
    const logs: LogLine[] = [];
    await start({ IMAGE_MAX_CONCURRENT_RESIZES: '1', IMAGE_MAX_QUEUED_RESIZES: '0' }, logs);
    serve('/images/slow.png', await pngImage(10, 10), 200);
    const answers = await Promise.all([5, 6, 7, 8, 9, 10].map((w) => get(`/img/shop/slow.png?w=${w}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 503, 503, 503, 503, 503]);
    expect(answers.find((answer) => answer.statusCode === 503)?.headers['retry-after']).toBe('1');
    expect(await shed('image_queue_full')).toBe(5);
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);
    const warnings = logs.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ reason: 'image_queue_full', shed: 1 });
  });
});

describe('work whose client has gone', () => {
  test('is dropped from the queue before it starts: its source is never fetched', async () => {
    const server = await start({ IMAGE_MAX_CONCURRENT_RESIZES: '1' });
    const png = await pngImage(10, 10);
    serve('/images/a.png', png, 600);
    serve('/images/b.png', png);
    serve('/images/c.png', png);
    const origin = await server.listen({ host: '127.0.0.1', port: 0 });

    const a = fetch(`${origin}/img/shop/a.png?w=5`);
    await sleep(150);
    const leaving = new AbortController();
    const b = fetch(`${origin}/img/shop/b.png?w=5`, { signal: leaving.signal }).catch(
      (error: unknown) => error,
    );
    await sleep(150);
    leaving.abort();
    expect(await b).toBeInstanceOf(Error);
    expect((await a).status).toBe(200);
    // With one slot, c runs after whatever was queued before it.
    expect((await fetch(`${origin}/img/shop/c.png?w=5`)).status).toBe(200);
    expect(sources.count('/images/c.png')).toBe(1);
    expect(sources.count('/images/b.png')).toBe(0);
  });
});
