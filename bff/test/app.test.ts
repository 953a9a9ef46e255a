import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from './helpers/build-app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

test('the bff starts and exposes its config', () => {
  expect(app.config.NODE_ENV).toBe('test');
});
