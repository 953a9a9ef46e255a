// The forwarding pages (#27) as curl sees them: the shop-api (PGlite, seeded) and the bff rendering through Vite's
// module loader (no build needed). The calculator is public; /forwarding and a request's page are the signed-in
// owner's (another user's request is the 404 a missing one is), each checked against what the shop answers.
import type { AddressInfo } from 'node:net';
import { createServer, loadConfig } from '@storefront/bff';
import {
  ENDPOINTS,
  type ForwardRequestDetail,
  htmlLang,
  type WarehouseAddress,
} from '@storefront/shared-types';
import { buildApp, type createDatabase } from '@storefront/shop-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { StorefrontBrowser } from './support/storefront-browser.js';
import { templateDatabase } from './support/test-databases.js';

type Database = Awaited<ReturnType<typeof createDatabase>>;
const LOCALE = 'en';
const HOST = 'localhost:3000';
let db: Database;
let shop: FastifyInstance | undefined;
let bff: FastifyInstance | undefined;
let bffOrigin = '';

const browser = () => new StorefrontBrowser(bffOrigin, HOST);
const euros = (amount: number) =>
  new Intl.NumberFormat(htmlLang(LOCALE), { style: 'currency', currency: 'EUR' }).format(amount);

async function call<T>(visitor: StorefrontBrowser, name: keyof typeof ENDPOINTS, body: unknown): Promise<T> {
  const answer = await visitor.post(ENDPOINTS[name].path, body);
  expect(answer.status, `${name}: ${answer.text}`).toBe(200);
  return answer.body as T;
}
async function signedIn(email: string, password: string): Promise<StorefrontBrowser> {
  const visitor = browser();
  await call(visitor, 'login', { email, password });
  return visitor;
}

beforeAll(async () => {
  db = await templateDatabase(40);
  shop = await buildApp({ db });
  await shop.listen({ host: '127.0.0.1', port: 0 });
  bff = await createServer({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      COOKIE_SECRET: 'ssr-forwarding-test-cookie-secret-long-enough-0123456',
      SHOP_API_URL: `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}`,
      PORT: '3000',
      WEB_DEV_SERVER: 'true',
      PAGE_CACHE_TTL_MS: '0',
    }),
  });
  await bff.listen({ host: '127.0.0.1', port: 0 });
  bffOrigin = `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
  await browser().page(`/${LOCALE}/calculate`);
}, 120_000);

afterAll(async () => {
  await bff?.close();
  await shop?.close();
  await db?.close();
});

describe('forwarding pages, rendered on the server', () => {
  test('/calculate is public, with and without the locale prefix', async () => {
    const page = await browser().page(`/${LOCALE}/calculate`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="calculator"');
    expect(page.text).toContain('data-layout="calculate-page"');
    const bare = await browser().page('/calculate');
    expect(bare.status).toBe(302);
    expect(bare.headers.location).toMatch(/^\/[a-z]{2}\/calculate$/);
  });

  test('the forwarding pages need a sign-in: a signed-out visitor goes to the login and comes back', async () => {
    for (const path of ['/forwarding', '/forwarding/demo-arrived']) {
      const page = await browser().page(`/${LOCALE}${path}`);
      expect(page.status, path).toBe(302);
      expect(page.headers.location, path).toBe(
        `/${LOCALE}/login?redirect=${encodeURIComponent(`/${LOCALE}${path}`)}`,
      );
    }
  });

  test('/forwarding shows the warehouse address with the suite code, the declare form and every request', async () => {
    const visitor = await signedIn('demo@storefront.test', 'demo-password');
    const address = await call<WarehouseAddress>(visitor, 'warehouseAddress', {});
    const list = await call<{ items: { number: string }[] }>(visitor, 'myForwardRequests', { page: 1 });
    const page = await visitor.page(`/${LOCALE}/forwarding`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`data-testid="warehouse-suite">${address.suite_code}<`);
    expect(page.text).toContain('data-testid="declare"');
    expect(list.items.length).toBe(6);
    expect(page.text.match(/data-testid="forward-request-row"/g)?.length).toBe(list.items.length);
    for (const item of list.items) expect(page.text).toContain(item.number);
  });

  test('/forwarding/{slug}: the owner’s request with its parcel and price; another user’s is a 404', async () => {
    const visitor = await signedIn('demo@storefront.test', 'demo-password');
    const paid = await call<ForwardRequestDetail>(visitor, 'forwardRequestDetail', { slug: 'demo-paid' });
    const page = await visitor.page(`/${LOCALE}/forwarding/demo-paid`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(paid.number);
    expect(page.text).toContain(`data-testid="forward-request-total">${euros(paid.totals?.total ?? 0)}<`);
    const arrived = await visitor.page(`/${LOCALE}/forwarding/demo-arrived?payment=decline`);
    expect(arrived.status).toBe(200);
    expect(arrived.text).toContain('data-testid="forward-request-choose-shipping"');
    expect(arrived.text).toContain('data-testid="forward-request-outcome"');
    const stranger = await signedIn('pro@storefront.test', 'pro-password');
    expect((await stranger.page(`/${LOCALE}/forwarding/demo-paid`)).status).toBe(404);
    expect((await visitor.page(`/${LOCALE}/forwarding/no-such-request`)).status).toBe(404);
  });
});
