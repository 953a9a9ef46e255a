import { ENDPOINTS, type EndpointName } from '@storefront/shared-types';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorHandler from '../../src/plugins/error-handler.js';
import zodSchemas from '../../src/plugins/zod-schemas.js';
import { registerEndpoint } from '../../src/routes/register-endpoint.js';
import { createTestApp } from '../helpers/test-app.js';

describe('the shop-api routes', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(Object.keys(ENDPOINTS) as EndpointName[])(
    '%s is served with its contract method and path',
    (name) => {
      const { method, path } = ENDPOINTS[name];
      expect(t.app.hasRoute({ method, url: path })).toBe(true);
    },
  );
});

describe('registerEndpoint', () => {
  it('hands the handler the parsed parts and checks the answer against the response schema', async () => {
    const app = Fastify();
    await app.register(errorHandler);
    await app.register(zodSchemas);
    let seen: unknown;
    registerEndpoint(app, 'product', async (_request, input) => {
      seen = input;
      // Off-contract on purpose: the response schema must catch it.
      return { nope: true } as never;
    });
    const res = await app.inject({ url: '/api/catalogue/products/brand/x-1?locale=lt' });
    expect(seen).toMatchObject({ params: { '*': 'brand/x-1' }, query: { locale: 'lt' } });
    expect(res.statusCode).toBe(500);
    const bad = await app.inject({ url: '/api/catalogue/products/brand/x-1?locale=xx' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['locale']);
    await app.close();
  });
});
