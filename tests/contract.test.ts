// The endpoint contract against both services: the shop-api (PGlite, seeded) and the bff in front of it, each
// listening on a real port. Every endpoint of ENDPOINTS is called on the shop-api, and those the bff serves
// (`audience: 'both'`) on the bff too: the route must exist with the contract's method, a valid request must get
// a 2xx the response schema parses, and an invalid one a 400 naming the field. A new endpoint without samples
// below fails the test, so none can be added to the contract and forgotten by a service.
import type { AddressInfo } from 'node:net';
import { createServer, loadConfig } from '@storefront/bff';
import {
  apiErrorSchema,
  CLIENT_HEADER,
  ENDPOINTS,
  type EndpointDefinition,
  type EndpointName,
  endpointPath,
  SESSION_COOKIE,
} from '@storefront/shared-types';
import { buildApp, createDatabase, createSession, demoUsers, seed } from '@storefront/shop-api';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

type Database = Awaited<ReturnType<typeof createDatabase>>;
type Sample = { body?: unknown; query?: Record<string, string | number>; slug?: string };
type Invalid = Sample & { field: string };

let db: Database;
let shop: FastifyInstance;
let bff: FastifyInstance;
let shopOrigin = '';
let bffOrigin = '';
const slugs = { p: '', o: '' };

const origin = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** A valid request per endpoint. Built lazily: product slugs come from the seeded database. */
function validSamples(): Record<EndpointName, Sample> {
  return {
    storeConfig: { body: { langIso: 'lt' } },
    languages: {},
    translations: { body: { locale: 'lt' } },
    canViewTranslations: {},
    currentUser: { body: {} },
    localeChange: { body: { newLocale: 'en' } },
    utm: { body: { utm_source: 'contract-test' } },
    searchFlags: { body: { langId: 2, locale: 'lt' } },
    parsedCategories: { body: { queryKey: 'phone', locale: 'en' } },
    searchForCategoryItems: { body: { locale: 'lt', params: { limit: 5 } } },
    categories: { query: { locale: 'lt' } },
    catalogueFlags: { query: { locale: 'lt' } },
    product: { slug: slugs.p, query: { locale: 'en' } },
    marketplaceProduct: { slug: slugs.o, query: { locale: 'en' } },
    search: { body: { locale: 'en', limit: 2 } },
    slugPages: { query: { kind: 'p', size: 10 } },
    slugList: { query: { kind: 'o', from: 0, limit: 10 } },
  };
}

/** An invalid request per endpoint that declares any input, and the field its 400 must name. */
const invalidSamples: Partial<Record<EndpointName, Invalid>> = {
  storeConfig: { body: { langIso: 'xx' }, field: 'langIso' },
  translations: { body: { locale: 'de' }, field: 'locale' },
  // The body must be empty: an unexpected key fails the (strict) body as a whole, named `$`.
  currentUser: { body: { userId: 1 }, field: '$' },
  localeChange: { body: { newLocale: 'fr' }, field: 'newLocale' },
  utm: { body: { utm_medium: 'x'.repeat(500) }, field: 'utm_medium' },
  searchFlags: { body: { langId: 0, locale: 'lt' }, field: 'langId' },
  parsedCategories: { body: { queryKey: '', locale: 'lt' }, field: 'queryKey' },
  searchForCategoryItems: { body: { locale: 'lt', params: { limit: 1000 } }, field: 'params.limit' },
  categories: { query: { locale: 'xx' }, field: 'locale' },
  catalogueFlags: { query: { locale: 'xx' }, field: 'locale' },
  product: { slug: 'a b', query: { locale: 'en' }, field: '*' },
  marketplaceProduct: { slug: 'x', query: { locale: 'zz' }, field: 'locale' },
  search: { body: { locale: 'en', limit: 0 }, field: 'limit' },
  slugPages: { query: { kind: 'x', size: 10 }, field: 'kind' },
  slugList: { query: { kind: 'p', from: -1, limit: 10 }, field: 'from' },
};

/** The request as a browser (bff) or the bff (shop-api) sends it; POSTs to the bff pass its CSRF check. */
function send(target: string, endpoint: EndpointDefinition, sample: Sample) {
  // A slug is sent raw (as a browser would write it) so an invalid one reaches the route's schema.
  const path = endpoint.path.endsWith('*')
    ? endpoint.path.slice(0, -1) + (sample.slug ?? '')
    : endpointPath(endpoint);
  const agent = request(target);
  const call = endpoint.method === 'GET' ? agent.get(path) : agent.post(path).send(sample.body as object);
  if (sample.query) call.query(sample.query);
  if (target === bffOrigin && endpoint.method === 'POST') {
    call.set(CLIENT_HEADER.name, CLIENT_HEADER.value).set('origin', bffOrigin);
  }
  return call;
}

function expectRouted(response: request.Response, endpoint: EndpointDefinition) {
  const notFound = apiErrorSchema.safeParse(response.body);
  const message = notFound.success ? notFound.data.message : '';
  expect(message, `${endpoint.method} ${endpoint.path}`).not.toMatch(/^No such route/);
}

beforeAll(async () => {
  db = await createDatabase({ dataDir: 'memory' });
  await seed(db, { products: 40 });
  for (const kind of ['p', 'o'] as const) {
    const [row] = await db.query<{ slug: string }>(
      'SELECT slug FROM products WHERE kind = $1 ORDER BY id LIMIT 1',
      [kind],
    );
    if (!row) throw new Error(`the seed has no product of kind ${kind}`);
    slugs[kind] = row.slug;
  }
  shop = await buildApp({ db });
  await shop.listen({ host: '127.0.0.1', port: 0 });
  shopOrigin = origin(shop);
  bff = await createServer({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      COOKIE_SECRET: 'contract-test-cookie-secret-long-enough-0123456789',
      SHOP_API_URL: shopOrigin,
    }),
  });
  await bff.listen({ host: '127.0.0.1', port: 0 });
  bffOrigin = origin(bff);
}, 180_000);

afterAll(async () => {
  await bff?.close();
  await shop?.close();
  await db?.close();
});

const names = Object.keys(ENDPOINTS) as EndpointName[];
const served = (name: EndpointName) =>
  ENDPOINTS[name].audience === 'both' ? ['shop-api', 'bff'] : ['shop-api'];
const cases = names.flatMap((name) => served(name).map((service) => [name, service] as const));
const targetOf = (service: string) => (service === 'bff' ? bffOrigin : shopOrigin);

describe.each(cases)('%s on the %s', (name, service) => {
  const endpoint: EndpointDefinition = ENDPOINTS[name];

  test('a valid request gets a 2xx the contract response schema parses', async () => {
    const sample = validSamples()[name];
    expect(sample, `no valid sample for ${name}: add one to validSamples`).toBeDefined();
    const response = await send(targetOf(service), endpoint, sample);
    expectRouted(response, endpoint);
    expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(200);
    expect(response.status).toBeLessThan(300);
    const parsed = endpoint.response.safeParse(response.body);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  const declaresInput = Boolean(endpoint.body ?? endpoint.query ?? endpoint.params);
  test.runIf(declaresInput)('an invalid request is a 400 naming the field', async () => {
    const invalid = invalidSamples[name];
    if (!invalid) throw new Error(`no invalid sample for ${name}: add one to invalidSamples`);
    const response = await send(targetOf(service), endpoint, invalid);
    expectRouted(response, endpoint);
    expect(response.status).toBe(400);
    const error = apiErrorSchema.parse(response.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toContain(invalid.field);
  });
});

test('every endpoint has its samples (a new one cannot be forgotten)', () => {
  const valid = validSamples();
  for (const name of names) {
    expect(valid[name], name).toBeDefined();
    const { body, query, params } = ENDPOINTS[name] as EndpointDefinition;
    if (body ?? query ?? params) expect(invalidSamples[name], name).toBeDefined();
  }
});

test('getCurrentUser: the signed-in user on both, sent by the bff as the bearer token', async () => {
  const user = demoUsers[0];
  const token = await createSession(db, user.id);
  const endpoint = ENDPOINTS.currentUser;
  const fromShop = await send(shopOrigin, endpoint, { body: {} }).set('authorization', `Bearer ${token}`);
  expect(fromShop.body).toMatchObject({ id: user.id, email: user.email });
  // Signed as the bff signs it: for this cookie name on the shop site the bff's address selects.
  const site = bff.variants.resolve(new URL(bffOrigin).hostname).upstreamHost;
  const fromBff = await send(bffOrigin, endpoint, { body: {} }).set(
    'cookie',
    `${SESSION_COOKIE}=${bff.cookieSigner.sign(SESSION_COOKIE, token, site)}`,
  );
  expect(endpoint.response.parse(fromBff.body)).toEqual(endpoint.response.parse(fromShop.body));
});
