import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

// The shop-api on a logger at debug whose JSON lines are kept, to see what each request writes.
let database: TestDatabase;
let app: FastifyInstance;
let text = '';
beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  app = await buildApp({ db: database.db, logger: { level: 'debug', stream } });
});
afterAll(async () => {
  await app.close();
  await database.cleanup();
});

/** The lines one request wrote, found by its id. */
async function linesOf(request: InjectOptions) {
  text = '';
  const response = await app.inject(request);
  const lines = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: number; msg: string; reqId?: string; err?: unknown });
  return { response, lines };
}

describe('request log', () => {
  it('writes one info line per call: method, URL, status and time', async () => {
    const { response, lines } = await linesOf({
      method: 'POST',
      url: '/api/store-config',
      headers: { host: 'lv.localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ langIso: 'lv' }),
    });
    expect(response.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: expect.stringMatching(/^POST \/api\/store-config 200 \d+ ms$/),
    });
  });

  it("logs a shopper's missing category as an ordinary 404, with no warning and no stack", async () => {
    const { response, lines } = await linesOf({
      method: 'POST',
      url: '/api/catalogue/search',
      headers: { host: 'lt.localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ locale: 'lt', categorySlug: 'no-such-category' }),
    });
    expect(response.statusCode).toBe(404);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe(30);
    expect(lines[0]?.msg).toMatch(/^POST \/api\/catalogue\/search 404 /);
    expect(JSON.stringify(lines)).not.toContain('stack');
  });

  it('keeps product images and health probes at debug', async () => {
    for (const url of ['/healthz', '/images/products/1/1.png']) {
      const { lines } = await linesOf({ url });
      expect(lines.map((line) => line.level)).toEqual([20]);
    }
  });
});
