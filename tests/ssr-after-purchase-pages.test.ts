// The pages after a purchase as curl sees them (issue 26, the web's part): the shop-api (PGlite, seeded) and the
// bff rendering through Vite's module loader (WEB_DEV_SERVER=true, no build needed). Each page's status and
// content is checked against what the shop itself answers for the same account.
import type { AddressInfo } from 'node:net';
import { createServer, loadConfig } from '@storefront/bff';
import {
  type BalanceHistoryResponse,
  balanceOrderNumber,
  ENDPOINTS,
  htmlLang,
  type InvoiceResponse,
  MY_ORDERS_PAGE_SIZE,
  type MyOrdersResponse,
  type OrderDetailResponse,
  type User,
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
let texts: Record<string, string> = {};

const browser = () => new StorefrontBrowser(bffOrigin, HOST);

async function call<T>(visitor: StorefrontBrowser, name: keyof typeof ENDPOINTS, body: unknown): Promise<T> {
  const answer = await visitor.post(ENDPOINTS[name].path, body);
  expect(answer.status, `${name}: ${answer.text}`).toBe(200);
  return answer.body as T;
}

async function signedIn(
  email: string,
  password: string,
): Promise<{ visitor: StorefrontBrowser; user: User }> {
  const visitor = browser();
  const { user } = await call<{ user: User }>(visitor, 'login', { email, password });
  return { visitor, user };
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const euros = (amount: number) =>
  new Intl.NumberFormat(htmlLang(LOCALE), { style: 'currency', currency: 'EUR' }).format(amount);
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
      COOKIE_SECRET: 'ssr-after-purchase-test-cookie-secret-long-enough-0123',
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
  await visitor.page(`/${LOCALE}/tracking`);
}, 120_000);

afterAll(async () => {
  await bff?.close();
  await shop?.close();
  await db?.close();
});

describe('account, balance and invoices (issue 26): rendered on the server with the shop’s data', () => {
  test('/user-account shows the balance, open orders, Top up and the first page of the §3 history', async () => {
    const { visitor, user } = await signedIn('demo@storefront.test', 'demo-password');
    const history = await call<BalanceHistoryResponse>(visitor, 'balanceHistory', { page: 1 });
    expect(history.items.length).toBeGreaterThan(0);
    const page = await visitor.page(`/${LOCALE}/user-account`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`data-testid="account-balance">${escapeHtml(euros(user.balance))}<`);
    expect(page.text).toContain(`data-testid="account-open-orders">${user.open_orders_count}<`);
    expect(page.text).toContain(`href="/${LOCALE}/balance/pay"`);
    // Every row of the first page, each as §3 shows it: ID + id, its order number by the shared rule.
    expect(page.text.match(/data-testid="balance-row"/g)?.length).toBe(history.items.length);
    for (const row of history.items) {
      expect(page.text).toContain(`ID${row.id}`);
      const number = balanceOrderNumber(row);
      if (number) expect(page.text).toContain(escapeHtml(number));
      // An invoice's number opens the invoice.
      if (row.rel_type === 4 && row.rel_id !== null)
        expect(page.text).toContain(`href="/${LOCALE}/invoice/${row.rel_id}"`);
    }
    expect(history.items.some((row) => row.rel_type === 4)).toBe(true);
    expect(page.text).toContain(text('balance.history.title'));
  });

  test('the account pages need a sign-in: a signed-out visitor goes to the login and comes back', async () => {
    for (const path of ['/user-account', '/my-orders', '/balance/pay', '/invoice/1']) {
      const page = await browser().page(`/${LOCALE}${path}`);
      expect(page.status, path).toBe(302);
      expect(page.headers.location, path).toBe(
        `/${LOCALE}/login?redirect=${encodeURIComponent(`/${LOCALE}${path}`)}`,
      );
    }
  });

  test('/balance/pay is the top-up form with the 5–1000 € bounds; a top-up of someone else’s says it is unknown', async () => {
    const { visitor } = await signedIn('demo@storefront.test', 'demo-password');
    const form = await visitor.page(`/${LOCALE}/balance/pay`);
    expect(form.status).toBe(200);
    expect(form.text).toContain('data-testid="top-up-form"');
    expect(form.text).toContain('min="5"');
    expect(form.text).toContain('max="1000"');
    for (const id of [1, 2, 3]) expect(form.text).toContain(`data-testid="top-up-provider-${id}"`);
    const unknown = await visitor.page(`/${LOCALE}/balance/pay?top_up_id=999999`);
    expect(unknown.status).toBe(200);
    expect(unknown.text).not.toContain('data-testid="top-up-paid"');
  });

  test('/invoice/{id}: an open invoice with its lines, amount, due date and ways to pay; both print', async () => {
    const { visitor, user } = await signedIn('demo@storefront.test', 'demo-password');
    const rows = await db.query<{ id: number }>('SELECT id FROM invoices WHERE user_id = $1 ORDER BY id', [
      user.id,
    ]);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    let open = 0;
    let paid = 0;
    for (const { id } of rows) {
      const invoice = await call<InvoiceResponse>(visitor, 'invoice', { id });
      const page = await visitor.page(`/${LOCALE}/invoice/${id}`);
      expect(page.status, `invoice ${id}`).toBe(200);
      expect(page.text).toContain(escapeHtml(invoice.number));
      for (const line of invoice.lines) expect(page.text).toContain(escapeHtml(line.description));
      expect(page.text).toContain(
        `data-testid="invoice-amount">${escapeHtml(new Intl.NumberFormat(htmlLang(LOCALE), { style: 'currency', currency: invoice.currency }).format(invoice.amount))}<`,
      );
      expect(page.text).toContain(
        `data-testid="invoice-status">${text(`invoice.status.${invoice.status}`)}<`,
      );
      if (invoice.status === 'open') {
        open += 1;
        expect(page.text).toContain('data-testid="invoice-pay"');
        // An open invoice prints too: a shopper paying by bank transfer needs it on paper.
        expect(page.text).toContain('data-testid="invoice-print"');
        if (invoice.balance_available >= invoice.amount)
          expect(page.text).toContain('data-testid="invoice-payment-4"');
      }
      if (invoice.status === 'paid') {
        paid += 1;
        expect(page.text).toContain('data-testid="invoice-print"');
        expect(page.text).not.toContain('data-testid="invoice-pay"');
      }
    }
    expect(open).toBeGreaterThan(0);
    expect(paid).toBeGreaterThan(0);
  });

  test('another user’s invoice is the 404 page, like a missing one', async () => {
    const { user } = await signedIn('demo@storefront.test', 'demo-password');
    const [invoice] = await db.query<{ id: number }>('SELECT id FROM invoices WHERE user_id = $1 LIMIT 1', [
      user.id,
    ]);
    if (!invoice) throw new Error('the demo user has no invoice');
    const { visitor } = await signedIn('unpaid@storefront.test', 'unpaid-password');
    expect((await visitor.page(`/${LOCALE}/invoice/${invoice.id}`)).status).toBe(404);
    expect((await visitor.page(`/${LOCALE}/invoice/2147483647`)).status).toBe(404);
  });

  test('the invoice outcome pages: without invoice_id they go home; with it they link to the invoice', async () => {
    const { visitor, user } = await signedIn('demo@storefront.test', 'demo-password');
    for (const outcome of ['accept', 'decline']) {
      const bare = await visitor.page(`/${LOCALE}/invoice/${outcome}`);
      expect(bare.status, outcome).toBe(302);
      expect(bare.headers.location, outcome).toBe(`/${LOCALE}`);
    }
    const [invoice] = await db.query<{ id: number }>('SELECT id FROM invoices WHERE user_id = $1 LIMIT 1', [
      user.id,
    ]);
    const page = await visitor.page(`/${LOCALE}/invoice/accept?invoice_id=${invoice?.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`href="/${LOCALE}/invoice/${invoice?.id}"`);
  });
});

describe('payment outcome and tracking (issue 26)', () => {
  test('an outcome page for an order the visitor may not see says so and offers sign-in: never "Page not found"', async () => {
    const page = await browser().page(`/${LOCALE}/payment/accept?order_id=2147483000`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="order-not-visible"');
    expect(page.text).toContain(text('checkout.outcome.not_visible'));
    expect(page.text).toContain(
      `href="/${LOCALE}/login?redirect=${encodeURIComponent(`/${LOCALE}/payment/accept?order_id=2147483000`)}"`,
    );
  });

  test('/tracking is a form that works without JavaScript: its GET goes on to the parcel’s page', async () => {
    const form = await browser().page(`/${LOCALE}/tracking`);
    expect(form.status).toBe(200);
    expect(form.text).toContain(`action="/${LOCALE}/tracking"`);
    expect(form.text).toContain('name="number"');
    const sent = await browser().page(`/${LOCALE}/tracking?number=trkdemo%2000000001`);
    expect(sent.status).toBe(302);
    expect(sent.headers.location).toBe(`/${LOCALE}/tracking/TRKDEMO00000001`);
    const refused = await browser().page(`/${LOCALE}/tracking?number=%3Cscript%3E`);
    expect(refused.status).toBe(200);
    expect(refused.text).toContain(text('tracking.invalid'));
  });

  test('an unknown parcel is said on its page (200), not a 404', async () => {
    const page = await browser().page(`/${LOCALE}/tracking/NOSUCHPARCEL1`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="tracking-unknown"');
  });
});

describe('my orders and an order’s page (issue 26)', () => {
  test('the first page of orders with links to each and Pay for the payable ones', async () => {
    const { visitor } = await signedIn('demo@storefront.test', 'demo-password');
    const config = await call<{ site: { languages: { id: number; iso_code: string }[] } }>(
      visitor,
      'storeConfig',
      {
        langIso: LOCALE,
      },
    );
    const language = config.site.languages.find((l) => l.iso_code === LOCALE)?.id ?? 0;
    const orders = await call<MyOrdersResponse>(visitor, 'myOrders', {
      language_id: language,
      page: 1,
      type_for_filter: 'all_orders',
    });
    const page = await visitor.page(`/${LOCALE}/my-orders`);
    expect(page.status).toBe(200);
    expect(page.text.match(/data-testid="order-row"/g)?.length ?? 0).toBe(orders.items.length);
    for (const order of orders.items) {
      expect(page.text).toContain(`href="/${LOCALE}/my-orders/${order.number}"`);
      if (order.can_pay) expect(page.text).toContain(`href="/${LOCALE}/payment/pay/${order.id}"`);
    }
    // Bad values are dropped: the address becomes the plain one, never an error page.
    const bad = await visitor.page(`/${LOCALE}/my-orders?filter=everything&page=-3`);
    expect(bad.status, bad.headers.location).toBe(302);
    expect(bad.headers.location).toBe(`/${LOCALE}/my-orders`);
    // A page past the last is the last page (not "Page 99 of 3" over an empty table).
    const last = Math.ceil(orders.total / MY_ORDERS_PAGE_SIZE);
    expect(last).toBeGreaterThan(1);
    const past = await visitor.page(`/${LOCALE}/my-orders?page=99`);
    expect(past.status, past.headers.location).toBe(302);
    expect(past.headers.location).toBe(`/${LOCALE}/my-orders?page=${last}`);
  });

  test('an order’s page for its owner: lines, amounts as charged, status; a stranger gets the 404 page', async () => {
    const { visitor } = await signedIn('demo@storefront.test', 'demo-password');
    const orders = await call<MyOrdersResponse>(visitor, 'myOrders', {
      language_id: 1,
      page: 1,
      type_for_filter: null,
    });
    const summary = orders.items[0];
    if (!summary) throw new Error('the demo user has no orders');
    const order = await call<OrderDetailResponse>(visitor, 'orderDetail', { number: summary.number });
    const page = await visitor.page(`/${LOCALE}/my-orders/${order.number}`);
    expect(page.status).toBe(200);
    for (const line of order.lines) expect(page.text).toContain(escapeHtml(line.name));
    const money = new Intl.NumberFormat(htmlLang(LOCALE), { style: 'currency', currency: order.currency });
    expect(page.text).toContain(
      `data-testid="order-amount-total">${escapeHtml(money.format(order.amounts.total))}<`,
    );
    expect(page.text).toContain(`data-testid="order-status">${text(`orders.status.${order.status}`)}<`);
    expect(page.text.includes('data-testid="order-pay-again"')).toBe(order.can_pay);
    // The courier's kind reads as the checkout's label, not the shop's code.
    if (order.delivery.courier) {
      expect(page.text).toContain(
        `<dd>${escapeHtml(text(`checkout.delivery.${order.delivery.courier}`))}</dd>`,
      );
    }
    const { visitor: stranger } = await signedIn('unpaid@storefront.test', 'unpaid-password');
    expect((await stranger.page(`/${LOCALE}/my-orders/${order.number}`)).status).toBe(404);
    // The order's signed link opens it signed out.
    const link = (
      await call<{ order: { link_path: string } }>(visitor, 'orderPayment', { order_id: order.id })
    ).order.link_path;
    const guest = await browser().page(`/${LOCALE}${link}`);
    expect(guest.status).toBe(200);
    expect(guest.text).toContain(escapeHtml(order.number));
  });
});
