import { BROWSER_ENDPOINT_NAMES, ENDPOINTS } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../../helpers/build-app.js';

// The /api routes come from the endpoint contract: each browser endpoint is routed with its method and path
// and documented in /docs with its tag and summary.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);
afterAll(() => app.close());

test.each(BROWSER_ENDPOINT_NAMES)('%s is routed with its contract method and path', (name) => {
  const { method, path } = ENDPOINTS[name];
  expect(app.hasRoute({ method, url: path })).toBe(true);
});

test('/docs lists every browser endpoint with its tag and summary, and no shop-only one', async () => {
  const document = (await app.inject({ url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
  };
  for (const name of BROWSER_ENDPOINT_NAMES) {
    const { method, path, tag, summary } = ENDPOINTS[name];
    const documented = path.endsWith('*') ? `${path.slice(0, -1)}{*}` : path;
    expect(document.paths[documented]?.[method.toLowerCase()], name).toMatchObject({ tags: [tag], summary });
  }
  expect(Object.keys(document.paths)).not.toContain(ENDPOINTS.slugList.path);
});
