// /docs/json as a tool consumes it: a valid OpenAPI document (every $ref resolves, recursive schemas included),
// that a client generator turns into TypeScript, and whose state-changing calls declare the client header the
// bff requires (so Swagger UI's "Try it out" sends it).
import SwaggerParser from '@apidevtools/swagger-parser';
import { createServer, loadConfig } from '@storefront/bff';
import { CLIENT_HEADER } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, expect, test } from 'vitest';

type Operation = { parameters?: { in: string; name: string; required?: boolean; schema?: unknown }[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let app: FastifyInstance;
let json: string;

beforeAll(async () => {
  app = await createServer({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      COOKIE_SECRET: 'openapi-test-cookie-secret-long-enough-0123456789',
      // Never called: only the document is fetched.
      SHOP_API_URL: 'http://shop-api.test',
    }),
  });
  const response = await app.inject({ url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  json = response.body;
});
afterAll(() => app?.close());

// Each consumer gets its own copy: swagger-parser dereferences the object it is given in place.
const document = () => JSON.parse(json) as Document;

test('/docs/json is a valid OpenAPI document in which every $ref resolves', async () => {
  await expect(SwaggerParser.validate(document() as never)).resolves.toMatchObject({
    openapi: expect.stringMatching(/^3\./),
  });
});

test('openapi-typescript generates types from /docs/json', async () => {
  const source = astToString(await openapiTS(document() as never));
  expect(source).toContain('"/api/catalogue/search"');
  expect(source).toContain('components');
});

test('every state-changing /api operation requires the client header', () => {
  const operations = Object.entries(document().paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ operation: `${method.toUpperCase()} ${path}`, ...operation })),
  );
  expect(operations.length).toBeGreaterThan(0);
  for (const { operation, parameters = [] } of operations) {
    expect(
      parameters.find((p) => p.in === 'header' && p.name === CLIENT_HEADER.name),
      operation,
    ).toMatchObject({ required: true, schema: { enum: [CLIENT_HEADER.value] } });
  }
});
