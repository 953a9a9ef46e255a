import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publicOnlyLookup } from '../../src/images/address-policy.js';
import { type FetchOptions, fetchSourceImage } from '../../src/images/fetch-source.js';
import { ImageError } from '../../src/images/image-error.js';

// Real sockets on loopback: the connect-time guard and the time-out are properties of undici's socket layer,
// which a MockAgent skips.
let server: Server;
let port: number;
const plainAgent = new Agent();
const guardedAgent = new Agent({ connect: { lookup: publicOnlyLookup } });

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/slow.png') return; // never answers
    // Answers whose bodies the resizer does not read: they must be discarded without an unhandled error.
    const filler = '{"statusCode":404}';
    if (request.url === '/missing.png')
      return response.writeHead(404, { 'content-type': 'text/html' }).end(filler);
    if (request.url === '/page.png')
      return response.writeHead(200, { 'content-type': 'text/html' }).end(filler);
    if (request.url === '/huge.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end('x'.repeat(5_000));
    if (request.url === '/moved.png') {
      return response.writeHead(302, { location: '/elsewhere.png', 'content-type': 'text/html' }).end(filler);
    }
    response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from('png bytes'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await Promise.all([plainAgent.close(), guardedAgent.close()]);
});

function options(agent: Agent, overrides: Partial<FetchOptions> = {}): FetchOptions {
  return {
    dispatcherFor: () => agent,
    timeoutMs: 5_000,
    maxBytes: 1_000,
    maxRedirects: 0,
    allowSvgFrom: () => false,
    checkRedirect: async () => {},
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<ImageError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ImageError)) throw new Error(`expected an ImageError, got ${String(error)}`);
  return error;
}

describe('fetchSourceImage over real sockets', () => {
  test('reads an image from a trusted (provider) agent', async () => {
    const image = await fetchSourceImage(new URL(`http://localhost:${port}/a.png`), options(plainAgent));
    expect(image.data.toString()).toBe('png bytes');
    expect(image.contentType).toBe('image/png');
  });

  test('the remote agent refuses to connect to a name that resolves to loopback (DNS rebinding guard)', async () => {
    const error = await failure(
      fetchSourceImage(new URL(`http://localhost:${port}/a.png`), options(guardedAgent)),
    );
    expect(error.statusCode).toBe(403);
  });

  test('discards unread bodies of refused answers (404, wrong type, too big, refused redirect) safely', async () => {
    const refuseRedirects = options(plainAgent, {
      maxRedirects: 3,
      checkRedirect: async () => {
        throw new Error('refused');
      },
    });
    const cases: [string, number, FetchOptions][] = [
      ['/missing.png', 404, options(plainAgent)],
      ['/page.png', 502, options(plainAgent)],
      ['/huge.png', 502, options(plainAgent)],
      ['/moved.png', 502, refuseRedirects],
    ];
    for (const [path, status, opts] of cases) {
      const error = await failure(fetchSourceImage(new URL(`http://127.0.0.1:${port}${path}`), opts));
      expect(error.statusCode, path).toBe(status);
    }
    // Let any stream error surface as an unhandled error (vitest fails the run on one).
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  test('gives up on a source that does not answer within the time-out (504)', async () => {
    const error = await failure(
      fetchSourceImage(new URL(`http://127.0.0.1:${port}/slow.png`), options(plainAgent, { timeoutMs: 100 })),
    );
    expect(error.statusCode).toBe(504);
  });
});
