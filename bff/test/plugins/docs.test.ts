import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../helpers/build-app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

test('/docs/json documents every /api route from the zod contract, and nothing else', async () => {
  const response = await app.inject({ url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  const document = response.json() as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
  };
  expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  expect(
    document.paths['/api/store-config']?.post?.requestBody?.content['application/json']?.schema,
  ).toMatchObject({
    properties: { langIso: { enum: ['en', 'lt', 'lv', 'ee'] } },
    required: ['langIso'],
  });
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/api/store-config',
      '/api/config/languages',
      '/api/translations/translationMessages',
      '/api/auth/permissions/can-view-translations',
      '/api/locale/change',
      '/api/utm',
    ]),
  );
});

test('/docs serves the browsable UI', async () => {
  const response = await app.inject({ url: '/docs/' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
});
