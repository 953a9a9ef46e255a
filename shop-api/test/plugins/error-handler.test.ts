// The shop-api answers every error in the one shape the bff does (shared-types errors.ts): the router's own
// refusals, JSON bodies with prototype keys and wrong methods included.
import { apiErrorSchema } from '@storefront/shared-types';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('a malformed percent-encoding in the path is a 400 naming the path', async () => {
  const res = await t.app.inject({ url: '/api/catalogue/products/%ZZ?locale=lt' });
  expect(res.statusCode).toBe(400);
  expect(apiErrorSchema.parse(res.json())).toMatchObject({
    code: 'VALIDATION_FAILED',
    fields: { path: 'Malformed percent-encoding' },
  });
});

test('a JSON body with a prototype key is a 400 naming where it is', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/store-config',
    headers: { 'content-type': 'application/json' },
    payload: '{"langIso":"lt","__proto__":{"polluted":true}}',
  });
  expect(res.statusCode).toBe(400);
  expect(Object.keys(res.json().fields)).toEqual(['__proto__']);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

test('a wrong method is a 405 with Allow from the registered routes; an unknown path stays a 404', async () => {
  const wrong = await t.app.inject({ method: 'GET', url: '/api/store-config' });
  expect(wrong.statusCode).toBe(405);
  expect(wrong.headers.allow).toBe('POST');
  expect(apiErrorSchema.parse(wrong.json()).code).toBe('METHOD_NOT_ALLOWED');
  const post = await t.app.inject({ method: 'POST', url: '/api/catalogue/categories', payload: {} });
  expect(post.statusCode).toBe(405);
  expect(post.headers.allow).toBe('GET, HEAD');
  expect((await t.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
});
