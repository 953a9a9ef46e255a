// A language_id the shop has no language for (99), on every call that keeps the language or writes mail or a
// provider's return address in it: a 400 naming language_id with REQUEST_MESSAGES.languageInvalid, and nothing
// written (no order, payment, reservation, quote, top-up, request, claim or application row, no idempotency key
// claimed, no stock taken, no file stored). The same call with a real language then succeeds, so the 400 was the
// language's. The cart's calls, the checkout's steps and the pro catalogue only name things in the language and stay
// lenient (cart.test.ts: an unknown id shows the site's default language).
import { randomUUID } from 'node:crypto';
import { REQUEST_MESSAGES } from '@storefront/shared-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryClaimStorage } from '../../src/services/claims/claim-storage.js';
import { createOrderInvoice } from '../../src/services/invoices/order-invoice.js';
import { appWithSandbox, miscInvoice, userWithBalance } from '../helpers/balance-fixtures.js';
import { guestCart, someProducts } from '../helpers/checkout-fixtures.js';
import { claimBody, file, photoWithExif, shopperWithOrder } from '../helpers/claim-fixtures.js';
import { forwardRequestIn, LT_ADDRESS } from '../helpers/forward-request-fixtures.js';
import { priceIt, quoteRequestBody, requestedQuote } from '../helpers/quote-fixtures.js';

const UNKNOWN = 99;
const ENGLISH = 1;

let t: Awaited<ReturnType<typeof appWithSandbox>>;
const storage = memoryClaimStorage();

beforeAll(async () => {
  t = await appWithSandbox({ claimStorage: storage });
});
afterAll(() => t.close());

type Headers = Record<string, string>;

/** The one row a set-up query must give. */
function only<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('the set-up found no row');
  return row;
}

/** A call ready to send but for its language: where, as whom, and its body with a given language_id. */
interface Call {
  url: string;
  headers: Headers;
  body(languageId: number): unknown;
}

/** What any of the calls could write: row counts, the stock on sale, closed checkouts, pro users, claim files. */
async function written() {
  const tables = [
    'orders',
    'order_lines',
    'payments',
    'idempotency_keys',
    'invoices',
    'balance_top_ups',
    'balance_transactions',
    'reservations',
    'quotes',
    'quote_lines',
    'quote_events',
    'forward_requests',
    'forward_request_events',
    'claims',
    'claim_items',
    'claim_files',
    'claim_events',
    'pro_applications',
  ];
  const counts = tables.map((table) => `(SELECT count(*)::int FROM ${table}) AS ${table}`).join(', ');
  const [row] = await t.db.query<Record<string, number>>(
    `SELECT ${counts},
       (SELECT sum(stock)::int FROM products) AS stock,
       (SELECT count(*)::int FROM checkouts WHERE status <> 'open') AS closed_checkouts,
       (SELECT count(*)::int FROM users WHERE is_pro) AS pro_users`,
  );
  return { ...row, claim_files_stored: storage.keys().length };
}

/** A guest's checkout ready to confirm (e-mail, address, sea, a parcel locker, card). */
async function readyCheckout(): Promise<Call> {
  const product = only(await someProducts(t.db, 1));
  const { token } = await guestCart(t.db, [{ productId: product.id, quantity: 1 }]);
  const headers = { 'x-cart-token': token, host: 'lt.localhost:3000', 'content-type': 'application/json' };
  const generated = await t.app.inject({
    method: 'GET',
    url: '/api/checkout/generate',
    headers: { ...headers },
  });
  const slug = generated.json().slug as string;
  const update = await t.post('/api/checkout/update', headers, {
    slug,
    language_id: ENGLISH,
    email: 'ona@example.test',
    address: LT_ADDRESS,
    shipping: 'sea',
    delivery: 1,
    parcel_shop: 'PL-1001',
  });
  expect(update.status).toBe(200);
  const method = await t.post('/api/checkout/payment-method', headers, {
    slug,
    language_id: ENGLISH,
    payment_method_id: 1,
  });
  expect(method.status).toBe(200);
  const key = randomUUID();
  return {
    url: '/api/checkout/confirm',
    headers,
    body: (language_id) => ({ slug, language_id, idempotency_key: key }),
  };
}

/** A fresh model of site 1, so the reservation limits never get in the way. */
async function reservationModel(): Promise<number> {
  const row = only(
    await t.db.query<{ id: number }>(
      `INSERT INTO reservation_models (site_id, name, colour, storage, price, deposit, expected_date, stock)
     VALUES (1, 'iPhone Language', 'Black', '128 GB', 999, 100, '2027-01-01', 5) RETURNING id`,
    ),
  );
  return row.id;
}

/** Each refusing call, set up so that only its language could be wrong. */
const CALLS: Record<string, () => Promise<Call>> = {
  'checkout/confirm (the order keeps its locale)': readyCheckout,
  'balance/top-up (the return address)': async () => {
    const { headers } = await userWithBalance(t.db);
    const key = randomUUID();
    return {
      url: '/api/balance/top-up',
      headers,
      body: (language_id) => ({ amount: 20, payment_method_id: 1, language_id, idempotency_key: key }),
    };
  },
  'invoice/pay, a miscellaneous invoice (the return address)': async () => {
    const { id, headers } = await userWithBalance(t.db);
    const invoice = await miscInvoice(t.db, id, 12.5);
    const key = randomUUID();
    return {
      url: '/api/invoice/pay',
      headers,
      body: (language_id) => ({ id: invoice, payment_method_id: 1, language_id, idempotency_key: key }),
    };
  },
  'invoice/pay, an order’s invoice (refused alike)': async () => {
    const { id, headers } = await userWithBalance(t.db);
    const order = only(
      await t.db.query<{ id: number }>(
        `INSERT INTO orders (user_id, email, site_id, status, total, currency_id) VALUES ($1, 'o@example.test', 1,
           'unpaid', 40, (SELECT id FROM currencies WHERE iso_code = 'EUR')) RETURNING id`,
        [id],
      ),
    );
    await createOrderInvoice(t.db, order.id);
    const invoice = only(
      await t.db.query<{ id: number }>('SELECT id FROM invoices WHERE order_id = $1', [order.id]),
    );
    const key = randomUUID();
    return {
      url: '/api/invoice/pay',
      headers,
      body: (language_id) => ({ id: invoice.id, payment_method_id: 1, language_id, idempotency_key: key }),
    };
  },
  'forward-requests/declare (the request keeps it)': async () => {
    const { headers } = await userWithBalance(t.db);
    const key = randomUUID();
    return {
      url: '/api/forward-requests/declare',
      headers,
      body: (language_id) => ({
        shop_name: 'Maple Books',
        inbound_tracking: '1Z999AA10123456784',
        contents: 'Three paperback novels',
        declared_value: 45.5,
        language_id,
        idempotency_key: key,
      }),
    };
  },
  'forward-requests/pay (the return address)': async () => {
    const { id, headers } = await userWithBalance(t.db);
    const { slug } = await forwardRequestIn(t.db, id, 'arrived');
    const chosen = await t.post('/api/forward-requests/shipping', headers, {
      slug,
      shipping_method: 'air',
      address: LT_ADDRESS,
      apply: true,
    });
    expect(chosen.status).toBe(200);
    const key = randomUUID();
    return {
      url: '/api/forward-requests/pay',
      headers,
      body: (language_id) => ({ slug, payment_method_id: 1, language_id, idempotency_key: key }),
    };
  },
  'quotes/request (the quote keeps it)': async () => {
    const { headers } = await userWithBalance(t.db);
    const body = quoteRequestBody();
    return { url: '/api/quotes/request', headers, body: (language_id) => ({ ...body, language_id }) };
  },
  'quotes/pay (the return address)': async () => {
    const { headers } = await userWithBalance(t.db);
    const { id, slug } = await requestedQuote(t.post, headers);
    await priceIt(t.db, id);
    const key = randomUUID();
    return {
      url: '/api/quotes/pay',
      headers,
      body: (language_id) => ({ slug, payment_method_id: 1, language_id, idempotency_key: key }),
    };
  },
  'reservations/create (its locale: mails and pages)': async () => {
    const modelId = await reservationModel();
    const key = randomUUID();
    const email = `ona-${randomUUID()}@example.test`;
    return {
      url: '/api/reservations/create',
      headers: { 'content-type': 'application/json', host: 'lt.localhost:3000' },
      body: (language_id) => ({
        model_id: modelId,
        name: 'Ona',
        email,
        accept_policy: true,
        language_id,
        idempotency_key: key,
      }),
    };
  },
  'reservations/pay (the return address)': async () => {
    const { headers } = await userWithBalance(t.db);
    const made = await t.post('/api/reservations/create', headers, {
      model_id: await reservationModel(),
      name: 'Ona',
      accept_policy: true,
      language_id: ENGLISH,
      idempotency_key: randomUUID(),
    });
    expect(made.status).toBe(200);
    const key = randomUUID();
    return {
      url: '/api/reservations/pay',
      headers,
      body: (language_id) => ({ id: made.body.id, payment_method_id: 1, language_id, idempotency_key: key }),
    };
  },
  'claims/create (the claim keeps it; its files are not stored)': async () => {
    const shopper = await shopperWithOrder(t.db);
    const body = claimBody(shopper.orderId, shopper.lineIds[0] as number, [file(await photoWithExif())]);
    return {
      url: '/api/claims/create',
      headers: shopper.headers,
      body: (language_id) => ({ ...body, fields: { ...body.fields, language_id } }),
    };
  },
  'pro/apply (the decision’s mail)': async () => {
    const { headers } = await userWithBalance(t.db);
    return {
      url: '/api/pro/apply',
      headers,
      body: (language_id) => ({
        company_name: 'Bulk Buyers UAB',
        registration_number: '305000111',
        vat_number: 'LT100000111',
        address: 'Konstitucijos pr. 7, Vilnius',
        language_id,
      }),
    };
  },
  'pro/orders/place (the order keeps its locale)': async () => {
    const buyer = await userWithBalance(t.db);
    await t.db.query('UPDATE users SET is_pro = true WHERE id = $1', [buyer.id]);
    const product = only(await someProducts(t.db, 1));
    const key = randomUUID();
    return {
      url: '/api/pro/orders/place',
      headers: buyer.headers,
      body: (language_id) => ({
        lines: [{ product_id: product.id, quantity: 1 }],
        language_id,
        idempotency_key: key,
      }),
    };
  },
};

describe('an unknown language_id', () => {
  it.each(Object.entries(CALLS))('%s: a 400 naming language_id, nothing written', async (_name, setUp) => {
    const call = await setUp();
    const before = await written();
    const refused = await t.post(call.url, call.headers, call.body(UNKNOWN));
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.message).toBe(REQUEST_MESSAGES.languageInvalid);
    expect(refused.body.fields).toEqual({ language_id: REQUEST_MESSAGES.languageInvalid });
    expect(await written()).toEqual(before);
    // The same call (the same idempotency key) with a language the shop has goes through and writes.
    const accepted = await t.post(call.url, call.headers, call.body(ENGLISH));
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await written()).not.toEqual(before);
  });

  it('the checkout’s steps only name things in it: they answer in the site’s default language', async () => {
    const product = only(await someProducts(t.db, 1));
    const { token } = await guestCart(t.db, [{ productId: product.id, quantity: 1 }]);
    const headers = { 'x-cart-token': token, host: 'lt.localhost:3000', 'content-type': 'application/json' };
    const generated = await t.app.inject({ method: 'GET', url: '/api/checkout/generate', headers });
    const slug = generated.json().slug as string;
    const fetched = await t.post(`/api/checkout/fetch/${slug}`, headers, {
      slug,
      step: 3,
      language_id: UNKNOWN,
    });
    expect(fetched.status).toBe(200);
    const [names] = await t.db.query<{ name_lt: string }>('SELECT name_lt FROM products WHERE id = $1', [
      product.id,
    ]);
    expect(fetched.body.products[0].name).toBe(names?.name_lt);
  });

  it('pro/apply without a language_id is still written in English', async () => {
    const { id, headers } = await userWithBalance(t.db);
    const applied = await t.post('/api/pro/apply', headers, {
      company_name: 'Quiet Buyers UAB',
      registration_number: '305000222',
      vat_number: 'LT100000222',
      address: 'Konstitucijos pr. 9, Vilnius',
    });
    expect(applied.status).toBe(200);
    const [row] = await t.db.query<{ locale: string }>(
      'SELECT locale FROM pro_applications WHERE user_id = $1',
      [id],
    );
    expect(row?.locale).toBe('en');
  });
});
