import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxProvider, type SandboxProvider } from '../../src/sandbox-provider/app.js';

// `npm start` runs the sandbox payment provider beside the shop-api and the bff, in one terminal: it logs as they do
// (issue #15), one line per request when answered, not Fastify's "incoming request" and "request completed" pair.
let provider: SandboxProvider;
let text = '';
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  provider = await createSandboxProvider({
    secret: 'sandbox-request-log-test-secret-0123456789',
    publicOrigin: 'http://localhost:4100',
    logger: { name: 'sandbox', level: 'debug', stream },
  });
});
afterAll(() => provider.app.close());

describe('sandbox request log', () => {
  it('writes one info line per request: method, URL, status and time, named sandbox', async () => {
    for (const [url, status] of [
      ['/pay/no-such-payment', 404],
      ['/favicon.ico', 404],
    ] as const) {
      text = '';
      const response = await provider.app.inject({ url });
      expect(response.statusCode).toBe(status);
      const lines = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; msg: string; name?: string });
      expect(lines).toEqual([
        expect.objectContaining({
          level: url === '/favicon.ico' ? 20 : 30,
          name: 'sandbox',
          msg: expect.stringMatching(new RegExp(`^GET ${url} ${status} \\d+ ms$`)),
        }),
      ]);
    }
  });
});
