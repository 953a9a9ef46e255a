// The quote pages (issue 27, the web's part) as curl sees them: the shop-api (PGlite, seeded) and the bff rendering
// through Vite's module loader (WEB_DEV_SERVER=true, no build needed). Signed out, the account's quote pages send
// the visitor to sign in and back; the order form is open to a guest; a quote's page shows what the shop answers.
import type { AddressInfo } from 'node:net';
import { createServer, loadConfig } from '@storefront/bff';
import { ENDPOINTS, htmlLang, type MyQuotesResponse, type QuoteDetail } from '@storefront/shared-types';
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
  db = await templateDatabase(40);
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

async function signedIn(email: string, password: string): Promise<StorefrontBrowser> {
  const visitor = browser();
  await call(visitor, 'login', { email, password });
  return visitor;
}

describe('quote pages with the shop’s data (issue 27)', () => {
  test('My quotes lists every quote of the first page with its status and a link to each', async () => {
    const visitor = await signedIn('demo@storefront.test', 'demo-password');
    const quotes = await call<MyQuotesResponse>(visitor, 'myQuotes', { page: 1, scope: 'all_stores' });
    expect(quotes.items.length).toBeGreaterThan(0);
    const page = await visitor.page(`/${LOCALE}/quotes`);
    expect(page.status).toBe(200);
    expect(page.text.match(/data-testid="quote-row"/g)?.length).toBe(quotes.items.length);
    for (const quote of quotes.items) {
      expect(page.text).toContain(`href="/${LOCALE}/quotes/${quote.slug}"`);
      if (quote.next_action === 'answer')
        expect(page.text).toContain(`href="/${LOCALE}/order-additional-info-needed/${quote.slug}"`);
    }
  });

  test('a priced quote: its lines, amounts as the shop priced them, expiry and Pay; a stranger gets the 404 page', async () => {
    const visitor = await signedIn('demo@storefront.test', 'demo-password');
    const quote = await call<QuoteDetail>(visitor, 'quoteDetail', { slug: 'demo-quote-priced-01' });
    expect(quote.can_pay).toBe(true);
    const page = await visitor.page(`/${LOCALE}/quotes/${quote.slug}`);
    expect(page.status).toBe(200);
    for (const line of quote.lines) expect(page.text).toContain(escapeHtml(line.name));
    const money = new Intl.NumberFormat(htmlLang(LOCALE), { style: 'currency', currency: quote.currency });
    expect(page.text).toContain(
      `data-testid="quote-totals-total">${escapeHtml(money.format(quote.totals?.total ?? Number.NaN))}<`,
    );
    expect(page.text).toContain(`data-testid="quote-status">${text('quotes.status.priced')}<`);
    expect(page.text).toContain('data-testid="quote-expires"');
    expect(page.text).toContain('data-testid="quote-pay"');
    const stranger = await signedIn('unpaid@storefront.test', 'unpaid-password');
    expect((await stranger.page(`/${LOCALE}/quotes/${quote.slug}`)).status).toBe(404);
    expect((await visitor.page(`/${LOCALE}/quotes/no-such-quote`)).status).toBe(404);
  });

  test('a quote needing information shows the questions to answer', async () => {
    const visitor = await signedIn('demo@storefront.test', 'demo-password');
    const quote = await call<QuoteDetail>(visitor, 'quoteDetail', { slug: 'demo-quote-needs-info-01' });
    const page = await visitor.page(`/${LOCALE}/order-additional-info-needed/${quote.slug}`);
    expect(page.status).toBe(200);
    const open = quote.questions.filter((question) => question.answer === null);
    expect(open.length).toBeGreaterThan(0);
    for (const question of open) expect(page.text).toContain(escapeHtml(question.question));
  });

  test('a create-order link is shown signed out, never indexed, with a sign-in to accept', async () => {
    const page = await browser().page(`/${LOCALE}/create-order/demo-offer-01`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(page.text).toContain('data-testid="create-order-lines"');
    expect(page.text).toContain(
      `href="/${LOCALE}/login?redirect=${encodeURIComponent(`/${LOCALE}/create-order/demo-offer-01`)}"`,
    );
  });
});
