import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createMetrics } from '../../src/plugins/metrics.js';
import { createUpstreamClient } from '../../src/upstream/client.js';

// Real sockets: a MockAgent body ends at once, so it cannot show what undici does when the bff drops an
// answer that is still streaming (an abort error that, unhandled, used to take the whole process down).
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/api/declared-too-big') {
      // Declares more than the cap up front (the bff drops the body unread).
      const body = JSON.stringify({ a: 'x'.repeat(5_000) });
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length) });
      response.end(body);
      return;
    }
    if (request.url === '/api/in-chunks') {
      // A whole answer in three writes, no length declared: read to its end and parsed as one.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"items":[');
      setTimeout(() => {
        response.write('1,2,');
        setTimeout(() => response.end('3],"name":"ä"}'), 5);
      }, 5);
      return;
    }
    if (request.url === '/api/cut-short') {
      // Promises 100 bytes, sends 10 and drops the connection: the read must fail, not wait for ever.
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"items":[');
      setTimeout(() => response.socket?.destroy(), 5);
      return;
    }
    // Streams past the cap without declaring a length.
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write(`{"a":"${'x'.repeat(2_000)}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test.each(['/api/declared-too-big', '/api/streams-too-big'])(
  'an answer over the size cap (%s) is a 502 and no uncaught error escapes',
  async (path) => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    const client = createUpstreamClient({
      baseUrl,
      connectTimeoutMs: 1_000,
      maxResponseBytes: 1_000,
      connections: 2,
      metrics: createMetrics(),
    });
    try {
      const failure = await client
        .send({ call: 'too-big', method: 'GET', path, policy: 'default', host: 'lt.localhost' })
        .then(
          () => null,
          (error: unknown) => error as { statusCode?: number },
        );
      expect(failure?.statusCode).toBe(502);
      // Give undici's abort error a few turns of the event loop to surface if nothing listens for it.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await client.close();
    }
  },
);

function client(maxResponseBytes = 1_000) {
  return createUpstreamClient({
    baseUrl,
    connectTimeoutMs: 1_000,
    maxResponseBytes,
    connections: 2,
    metrics: createMetrics(),
  });
}

test('an answer that arrives in several chunks is read whole and parsed once', async () => {
  const upstream = client();
  try {
    const answer = await upstream.send({
      call: 'chunks',
      method: 'GET',
      path: '/api/in-chunks',
      policy: 'default',
      host: 'lt.localhost',
    });
    expect(answer.body).toEqual({ items: [1, 2, 3], name: 'ä' });
  } finally {
    await upstream.close();
  }
});

test('an answer cut off before its end is a 503, not a call that never settles', async () => {
  const upstream = client();
  try {
    const failure = await upstream
      .send({ call: 'cut', method: 'GET', path: '/api/cut-short', policy: 'default', host: 'lt.localhost' })
      .then(
        () => null,
        (error: unknown) => error as { statusCode?: number },
      );
    expect(failure?.statusCode).toBe(503);
  } finally {
    await upstream.close();
  }
});
