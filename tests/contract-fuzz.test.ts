// A schema-aware fuzz of every endpoint the bff serves, in front of the real shop-api (PGlite, seeded): requests
// drawn from the contract's zod schemas, valid or hostile in one way (boundary integers, huge strings, unicode and
// NUL, wrong types, extra and prototype keys, malformed JSON, a bad path, a wrong method, no CSRF headers). Every
// answer must come within the time limit, never be a 5xx, be the one error shape when it is an error, name the
// very fields the contract's schema names when it is a 400, list the endpoint's method in Allow when it is a 405,
// and never refuse a request the contract accepts. FUZZ_RUNS sets the number of cases (default 2,000);
// FUZZ_SEED replays a run.
import type { AddressInfo } from 'node:net';
import { createServer, loadConfig } from '@storefront/bff';
import { apiErrorSchema, BROWSER_ENDPOINT_NAMES, type EndpointName } from '@storefront/shared-types';
import { buildApp, type createDatabase } from '@storefront/shop-api';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  CHECKED_AGAINST_SHOP_DATA,
  caseArbitrary,
  type Expected,
  expectedAnswer,
  type FuzzCase,
  headersOf,
  payloadOf,
  REFUSALS,
} from './fuzz/fuzz-case.js';
import { templateDatabase } from './support/test-databases.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
/** No request may take longer: past it the case fails as a hang. */
const REQUEST_LIMIT_MS = 5_000;
const HOST = 'localhost';

type Database = Awaited<ReturnType<typeof createDatabase>>;
let db: Database;
let shop: FastifyInstance;
let bff: FastifyInstance;

beforeAll(async () => {
  db = await templateDatabase(40);
  shop = await buildApp({ db });
  await shop.listen({ host: '127.0.0.1', port: 0 });
  bff = await createServer({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      COOKIE_SECRET: 'fuzz-test-cookie-secret-long-enough-0123456789',
      SHOP_API_URL: `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}`,
      // The sign-in and reservation rate limits would answer most of their cases 429 before validation; each has
      // its own tests.
      AUTH_RATE_LIMIT_MAX: '1000000',
      RESERVATION_RATE_LIMIT_MAX: '1000000',
    }),
  });
}, 180_000);

afterAll(async () => {
  await bff?.close();
  await shop?.close();
  await db?.close();
});

async function send(fuzz: FuzzCase): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams(fuzz.query).toString();
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_LIMIT_MS} ms`)), REQUEST_LIMIT_MS);
  });
  const payload = payloadOf(fuzz);
  try {
    return await Promise.race([
      bff.inject({
        method: fuzz.method as 'GET',
        url: query ? `${fuzz.path}?${query}` : fuzz.path,
        headers: headersOf(fuzz, HOST),
        ...(payload === undefined ? {} : { payload }),
      }),
      hang,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The answer against what the contract says it must be; throws a message naming the case on a mismatch. */
function check(fuzz: FuzzCase, expected: Expected, response: LightMyRequestResponse): void {
  const where = `${fuzz.name} (${fuzz.what}): ${fuzz.method} ${fuzz.path.slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, `a 5xx: ${where}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], `not JSON: ${where}`).toMatch(/^application\/json/);
    const error = apiErrorSchema.safeParse(JSON.parse(response.body));
    expect(error.success, `not the one error shape: ${where}`).toBe(true);
    expect(error.data?.statusCode, where).toBe(response.statusCode);
  }
  // Read raw: zod's record parse would turn a `__proto__` field into a prototype.
  const fields = response.statusCode >= 400 ? Object.keys(JSON.parse(response.body).fields ?? {}) : [];
  if (response.statusCode === 400)
    expect(fields.length, `a 400 naming no field: ${where}`).toBeGreaterThan(0);
  if (expected.kind === 'accepted') {
    const dataChecked = CHECKED_AGAINST_SHOP_DATA[fuzz.name] ?? [];
    if (response.statusCode === 400 && fields.every((field) => dataChecked.includes(field))) return;
    expect(REFUSALS, `the contract accepts this request: ${where}`).not.toContain(response.statusCode);
    return;
  }
  expect(response.statusCode, `expected ${expected.status}: ${where}`).toBe(expected.status);
  if (expected.fields)
    expect(fields.sort(), `the fields named: ${where}`).toEqual([...expected.fields].sort());
  if (expected.fieldAmong) {
    expect(fields, `the prototype key named: ${where}`).toHaveLength(1);
    expect(expected.fieldAmong, `the prototype key named: ${where}`).toContain(fields[0]);
  }
  if (expected.allow) {
    expect(String(response.headers.allow).split(', '), `Allow: ${where}`).toContain(expected.allow);
  }
}

test(`${RUNS} fuzzed requests over the contract: no 5xx, no hang, every 400 names the field`, async () => {
  const statuses = new Map<number, number>();
  const names = BROWSER_ENDPOINT_NAMES as EndpointName[];
  const started = performance.now();
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...names).chain(caseArbitrary), async (fuzz) => {
      const response = await send(fuzz);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      check(fuzz, expectedAnswer(fuzz), response);
    }),
    { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
  console.info(
    `contract fuzz: ${RUNS} cases over ${names.length} endpoints in ${seconds} s (${byStatus.join(', ')})`,
  );
  expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(RUNS);
}, 600_000);
