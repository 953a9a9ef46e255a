import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, expect, test } from 'vitest';
import { loadConfig } from '../../src/config/env.js';
import { serverOptions } from '../../src/config/server-options.js';
import variant from '../../src/plugins/variant.js';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

// Just the variant plugin on the real server options (trustProxy comes from them), echoing what it decided.
async function build(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  app = Fastify(serverOptions(config));
  await app.register(
    fp(async (instance) => {
      instance.decorate('config', config);
      await instance.register(variant);
      instance.get('/which', async (request) => ({
        code: request.variant.code,
        brand: request.variant.brand,
      }));
    }),
  );
  return app;
}

test('the Host header picks the variant, port or not', async () => {
  const server = await build();
  const lv = await server.inject({ url: '/which', headers: { host: 'lv.localhost:3000' } });
  expect(lv.json()).toEqual({ code: 'lv', brand: null });
  const wl = await server.inject({ url: '/which', headers: { host: 'wl3.localhost' } });
  expect(wl.json()).toEqual({ code: 'wl', brand: 3 });
});

test('an unknown host is served as lt', async () => {
  const server = await build();
  const response = await server.inject({ url: '/which', headers: { host: 'evil.example' } });
  expect(response.json()).toEqual({ code: 'lt', brand: null });
});

test('x-forwarded-host from an untrusted peer is ignored', async () => {
  const server = await build();
  const response = await server.inject({
    url: '/which',
    headers: { host: 'localhost', 'x-forwarded-host': 'lv.localhost' },
  });
  expect(response.json().code).toBe('lt');
});

test('x-forwarded-host from a trusted proxy is believed', async () => {
  // inject() connects from 127.0.0.1.
  const server = await build({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1' });
  const response = await server.inject({
    url: '/which',
    headers: { host: 'internal-lb', 'x-forwarded-host': 'lv.localhost' },
  });
  expect(response.json().code).toBe('lv');
});

test('a bad VARIANTS_FILE stops the start with a readable message', async () => {
  await expect(build({ VARIANTS_FILE: '/nonexistent/variants.json' })).rejects.toThrowError(
    /VARIANTS_FILE \/nonexistent\/variants.json cannot be read/,
  );
});
