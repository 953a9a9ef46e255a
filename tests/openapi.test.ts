// /docs/json as a tool consumes it: a valid OpenAPI document (every $ref resolves, recursive schemas included),
// that a client generator turns into TypeScript, and whose state-changing calls declare the client header the
// bff requires (so Swagger UI's "Try it out" sends it, and the bff lets such a call through: issue #15).
import SwaggerParser from '@apidevtools/swagger-parser';
import { createServer, loadConfig } from '@storefront/bff';
import { CLIENT_HEADER } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, expect, test } from 'vitest';

type Parameter = {
  in: string;
  name: string;
  required?: boolean;
  schema?: { enum?: unknown[]; example?: unknown };
  example?: unknown;
};
type Operation = { parameters?: Parameter[] };
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

/** Every state-changing /api operation of the document, with its method, path and declared parameters. */
function stateChangingOperations() {
  return Object.entries(document().paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
      })),
  );
}

/**
 * What Swagger UI's "Try it out" sends from the /docs page: each required header parameter with the value the
 * document offers (its example, else its enum's first value), the page as Referer and Origin (same origin),
 * `Sec-Fetch-Site: same-origin`, a path parameter filled in. The body is not JSON, so the bff answers 400 from its
 * parser, after its CSRF check and before any shop call: whatever passes that check gets the 400, not a 403.
 */
function tryItOut(
  { method, path, parameters }: ReturnType<typeof stateChangingOperations>[number],
  withDeclaredHeaders = true,
) {
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    origin: 'http://localhost:3000',
    referer: 'http://localhost:3000/docs',
    'sec-fetch-site': 'same-origin',
    'content-type': 'application/json',
  };
  if (withDeclaredHeaders) {
    for (const parameter of parameters.filter((p) => p.in === 'header' && p.required)) {
      const value = parameter.example ?? parameter.schema?.example ?? parameter.schema?.enum?.[0];
      if (value !== undefined) headers[parameter.name] = String(value);
    }
  }
  const url = path.replace(/\{[^}]+\}/g, 'x');
  return app.inject({ method: method as 'POST', url, headers, payload: '{' });
}

test('"Try it out" on /docs: a state-changing call with the headers the document declares gets past the CSRF check', async () => {
  const operations = stateChangingOperations();
  expect(operations.length).toBeGreaterThan(0);
  for (const operation of operations) {
    const response = await tryItOut(operation);
    expect(response.statusCode, `${operation.method} ${operation.path}: ${response.body}`).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { $: expect.any(String) } });
  }
});

test('"Try it out" without the declared client header is the 403 it was before #15', async () => {
  const [operation] = stateChangingOperations();
  if (!operation) throw new Error('no state-changing operation');
  const response = await tryItOut(operation, false);
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({
    code: 'FORBIDDEN',
    message: `Missing ${CLIENT_HEADER.name} header`,
  });
});
