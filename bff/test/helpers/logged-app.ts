import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Dispatcher } from 'undici';
import app from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import { loggerOptions, serverOptions } from '../../src/config/server-options.js';
import { fakeWebRenderer } from './fake-web-renderer.js';

/**
 * The real app on the real logger settings (level info), its JSON log lines captured instead of written to
 * stdout, pages rendered by a fake; for tests that assert what is (or is not) logged.
 */
export async function buildLoggedApp(options: {
  upstreamDispatcher: Dispatcher;
  env?: Record<string, string>;
}): Promise<{ server: FastifyInstance; lines: () => Record<string, unknown>[] }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    COOKIE_SECRET: 'test-cookie-secret-that-is-long-enough-0123456789',
    SHOP_API_URL: 'http://shop-api.test',
    ...options.env,
  });
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const server = Fastify({ ...serverOptions(config), logger: { ...loggerOptions(config), stream } });
  await server.register(fp(app), {
    config,
    upstreamDispatcher: options.upstreamDispatcher,
    webRenderer: fakeWebRenderer(),
  });
  await server.ready();
  const lines = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { server, lines };
}
