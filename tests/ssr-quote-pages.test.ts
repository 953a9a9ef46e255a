// The quote pages (issue 27, the web's part) as curl sees them: the shop-api (PGlite, seeded) and the bff rendering
// through Vite's module loader (WEB_DEV_SERVER=true, no build needed). Signed out, the account's quote pages send
// the visitor to sign in and back; the order form is open to a guest; a quote's page shows what the shop answers.
import type { AddressInfo } from 'node:net';
import { createServer, loadConfig } from '@storefront/bff';
import { ENDPOINTS, htmlLang, type MyQuotesResponse, type QuoteDetail } from '@storefront/shared-types';
import { buildApp, createDatabase, seed } from '@storefront/shop-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { StorefrontBrowser } from './support/storefront-browser.js';

type Database = Awaited<ReturnType<typeof createDatabase>>;

const LOCALE = 'en';
const HOST = 'localhost:3000';

let db: Database;
let shop: FastifyInstance | undefined;
let bff: FastifyInstance | undefined;
let bffOrigin = '';
let texts: Record<string, string> = {};

const browser = () => new StorefrontBrowser(bffOrigin, HOST);

async function call<T>(visitor: StorefrontBrowser, name: keyof typeof ENDPOINTS, body: unknown): Promise<T> {
  const answer = await visitor.post(ENDPOINTS[name].path, body);
  expect(answer.status, `${name}: ${answer.text}`).toBe(200);
  return answer.body as T;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const text = (key: string) => escapeHtml(texts[key] ?? key);

beforeAll(async () => {
  db = await createDatabase({ dataDir: 'memory' });
  await seed(db, { products: 40 });
  shop = await buildApp({ db });
  await shop.listen({ host: '127.0.0.1', port: 0 });
  const shopOrigin = `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}`;
  bff = await createServer({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      COOKIE_SECRET: 'ssr-quote-pages-test-cookie-secret-long-enough-012345',
      SHOP_API_URL: shopOrigin,
      PORT: '3000',
      WEB_DEV_SERVER: 'true',
      PAGE_CACHE_TTL_MS: '0',
    }),
  });
  await bff.listen({ host: '127.0.0.1', port: 0 });
  bffOrigin = `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
  const visitor = browser();
  ({ resources: texts } = await call<{ resources: Record<string, string> }>(visitor, 'translations', {
    locale: LOCALE,
  }));
  // Warm Vite's transform of the app outside the tests' time.
  await visitor.page(`/${LOCALE}/order-form`);
}, 120_000);

afterAll(async () => {
  await bff?.close();
  await shop?.close();
  await db?.close();
});

describe('quote pages signed out (issue 27)', () => {
  test('the order form is open to a guest: its fields and the way to sign in later', async () => {
    const page = await browser().page(`/${LOCALE}/order-form`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="order-form"');
    expect(page.text).toContain(text('quotes.line.url'));
    expect(page.text).toContain(
      `href="/${LOCALE}/login?redirect=${encodeURIComponent(`/${LOCALE}/order-form/summary`)}"`,
    );
  });

  test('the summary, My quotes, a quote and its questions send a guest to sign in, and back', async () => {
    for (const path of [
      '/order-form/summary',
      '/quotes',
      '/quotes/demo-quote-priced-01',
      '/order-additional-info-needed/demo-quote-needs-info-01',
    ]) {
      const page = await browser().page(`/${LOCALE}${path}`);
      expect(page.status, path).toBe(302);
      expect(page.headers.location, path).toBe(
        `/${LOCALE}/login?redirect=${encodeURIComponent(`/${LOCALE}${path}`)}`,
      );
    }
  });

  test('a create-order link that cannot be one is the 404 page, without a sign-in', async () => {
    expect((await browser().page(`/${LOCALE}/create-order/not%20a%20slug`)).status).toBe(404);
    expect((await browser().page(`/${LOCALE}/create-order/no-such-offer-slug`)).status).toBe(404);
  });
});
