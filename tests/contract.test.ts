// The endpoint contract against both services: the shop-api (PGlite, seeded) and the bff in front of it, each
// listening on a real port. Every endpoint of ENDPOINTS is called on the shop-api, and those the bff serves
// (`audience: 'both'`) on the bff too: the route must exist with the contract's method, a valid request must get
// a 2xx the response schema parses, and an invalid one a 400 naming the field. A new endpoint without samples
// below fails the test, so none can be added to the contract and forgotten by a service.
import { randomBytes, randomUUID } from 'node:crypto';
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
  shopResponseSchema,
} from '@storefront/shared-types';
import {
  buildApp,
  type createDatabase,
  createPasswordResetToken,
  createSandboxProvider,
  createSession,
  demoUsers,
  openEmailChange,
  type SandboxProvider,
  sandboxProviders,
} from '@storefront/shop-api';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { templateDatabase } from './support/test-databases.js';

type Database = Awaited<ReturnType<typeof createDatabase>>;
/** `token`: the call is made signed in with this shop session (a bearer token to the shop, the cookie to the bff). */
type Sample = { body?: unknown; query?: Record<string, string | number>; slug?: string; token?: string };
/** A sample that needs state made first (an account, a session, an address, a reset token). */
type SampleBuilder = () => Promise<Sample>;
type Invalid = Sample & { field: string };

let db: Database;
let shop: FastifyInstance;
let bff: FastifyInstance;
let sandbox: SandboxProvider;
const SANDBOX_SECRET = randomBytes(24).toString('hex');
let shopOrigin = '';
let bffOrigin = '';
const slugs = { p: '', o: '' };

const origin = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** A valid request per endpoint. Built lazily: product slugs come from the seeded database. */
function validSamples(): Record<EndpointName, Sample | SampleBuilder> {
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
    contentPage: { slug: 'about-us', query: { locale: 'lv' } },
    faqTree: { query: { locale: 'ee' } },
    faqTopic: { slug: 'shipping', query: { locale: 'en' } },
    blogList: { query: { locale: 'lt', page: 1 } },
    blogPost: { slug: 'how-air-and-sea-shipping-differ', query: { locale: 'en' } },
    contentIndex: { query: { locale: 'lt' } },
    // Account calls: each valid call gets an account of its own, so one call's change (a new password, a
    // revoked session) cannot break another's sample.
    refreshCurrentUser: async () => ({ body: {}, token: (await newAccount()).token }),
    login: async () => {
      const account = await newAccount();
      return { body: { email: account.email, password: account.password } };
    },
    checkClient: { body: { email: 'nobody-at-all@example.test' } },
    register: async () => ({ body: registration(uniqueEmail()) }),
    requestPasswordReset: async () => ({ body: { email: (await newAccount()).email, locale: 'lv' } }),
    passwordReset: async () => {
      const account = await newAccount();
      const token = await createPasswordResetToken(db, account.id);
      return {
        body: {
          token,
          email: account.email,
          password: 'a-new-password',
          password_confirmation: 'a-new-password',
        },
      };
    },
    changePassword: async () => {
      const account = await newAccount();
      const body = {
        current_password: account.password,
        password: 'changed-pass',
        password_confirmation: 'changed-pass',
      };
      return { body, token: account.token };
    },
    updateContactInfo: async () => {
      const account = await newAccount();
      const body = {
        first_name: 'Ona',
        last_name: 'Kontaktė',
        email: account.email,
        phone_number: '+370 600 00000',
      };
      return { body, token: account.token };
    },
    // The links of an e-mail change, each on an account of its own (a confirm or an undo uses its token up).
    confirmEmailChange: async () => {
      const { confirmToken } = await openEmailChange(db, (await newAccount()).id, uniqueEmail());
      return { body: { token: confirmToken } };
    },
    undoEmailChange: async () => {
      const { undoToken } = await openEmailChange(db, (await newAccount()).id, uniqueEmail());
      return { body: { token: undoToken } };
    },
    logout: async () => ({ body: {}, token: (await newAccount()).token }),
    getSubscriptionStatus: async () => {
      const account = await newAccount();
      return { body: { email: account.email }, token: account.token };
    },
    updateSubscriptionStatus: async () => ({ body: { subscribed: true }, token: (await newAccount()).token }),
    addDeliveryAddress: async () => ({ body: { id: 0, ...address }, token: (await newAccount()).token }),
    updateDeliveryAddress: async () => {
      const account = await newAccount();
      const id = await addAddress(account.token);
      return { body: { ...address, id, city: 'Kaunas' }, token: account.token };
    },
    deleteDeliveryAddress: async () => {
      const account = await newAccount();
      return { body: { id: await addAddress(account.token) }, token: account.token };
    },
    // Cart calls: the fetch as a guest with no cart; each change on a new account's own cart.
    cartFetch: { body: { language_id: 1 } },
    cartAdd: async () => ({
      body: { product_id: await firstProductId(), quantity: 1, language_id: 2, currency_id: 1 },
      token: (await newAccount()).token,
    }),
    cartUpdateQuantity: async () => {
      const { token, itemId } = await accountWithCartLine();
      return { body: { item_id: itemId, quantity: 1, language_id: 1 }, token };
    },
    cartRemove: async () => {
      const { token, itemId } = await accountWithCartLine();
      return { body: { item_id: itemId, language_id: 1 }, token };
    },
    cartClear: async () => ({ body: { language_id: 1 }, token: (await accountWithCartLine()).token }),
    cartShippingMethod: async () => ({
      body: { shipping_method: 'sea', language_id: 1 },
      token: (await accountWithCartLine()).token,
    }),
    // Checkout calls: each on a checkout of its own (a new account's cart made in the database).
    checkoutGenerate: async () => ({ token: (await newCheckoutAccount()).token }),
    checkoutFetch: async () => {
      const { token, slug } = await newCheckout();
      return { token, slug, body: { slug, step: 3, language_id: 1 } };
    },
    checkoutInvalidate: async () => {
      const { token, slug } = await newCheckout();
      return { token, slug, body: { slug, language_id: 1 } };
    },
    checkoutRemoveBalance: async () => {
      const { token, slug } = await newCheckout();
      return { token, body: { slug } };
    },
    checkoutUpdate: async () => {
      const { token, slug } = await newCheckout();
      return { token, body: { slug, language_id: 1, shipping: 'sea', address: { id: 0, ...address } } };
    },
    checkoutApplyPromotion: async () => {
      const { token, slug } = await newCheckout();
      return { token, body: { slug, language_id: 1, code: 'welcome10' } };
    },
    checkoutPaymentMethod: async () => {
      const { token, slug } = await newCheckout();
      return { token, body: { slug, language_id: 1, payment_method_id: 1 } };
    },
    checkoutConfirm: async () => {
      const { token, slug } = await readyCheckout(4);
      return { token, body: { slug, language_id: 1, idempotency_key: randomUUID() } };
    },
    orderPayment: async () => {
      const { token, orderId } = await confirmedOrder(1);
      return { token, body: { order_id: orderId } };
    },
    payOrder: async () => {
      const { token, orderId } = await confirmedOrder(1);
      return { token, body: { order_id: orderId, payment_method_id: 2, idempotency_key: randomUUID() } };
    },
    // Balance and invoices: each on an account of its own (a top-up through the sandbox, an invoice paid by balance).
    balanceHistory: async () => ({ body: { page: 1 }, token: (await newAccount()).token }),
    balanceTopUp: async () => ({
      body: { amount: 25.5, payment_method_id: 2, language_id: 1, idempotency_key: randomUUID() },
      token: (await newAccount()).token,
    }),
    balanceTopUpStatus: async () => {
      const { token } = await newAccount();
      const response = await request(shopOrigin)
        .post(ENDPOINTS.balanceTopUp.path)
        .set('authorization', `Bearer ${token}`)
        .send({ amount: 10, payment_method_id: 1, language_id: 1, idempotency_key: randomUUID() })
        .expect(200);
      return { token, body: { top_up_id: response.body.top_up_id } };
    },
    invoice: async () => {
      const { token, invoiceId } = await accountWithInvoice();
      return { token, body: { id: invoiceId } };
    },
    payInvoice: async () => {
      const { token, invoiceId } = await accountWithInvoice();
      return {
        token,
        body: { id: invoiceId, payment_method_id: 4, language_id: 1, idempotency_key: randomUUID() },
      };
    },
    myOrders: async () => ({
      token: (await confirmedOrder(4)).token,
      body: { language_id: 1, page: 1, type_for_filter: 'all_orders' },
    }),
    orderDetail: async () => {
      const { token, orderId } = await confirmedOrder(4);
      return { token, body: { number: `OR${orderId}` } };
    },
    // The seeded shipped order's parcel (db/seed/orders): a tracking number is public.
    trackParcel: { body: { number: 'TRKDEMO00000001' } },
    // Forwarding (#27): each on an account of its own; an arrived request is made in the database (the operator's
    // part), priced and paid through the calls themselves.
    warehouseAddress: async () => ({ body: {}, token: (await newAccount()).token }),
    forwardRequestDeclare: async () => ({
      token: (await newAccount()).token,
      body: {
        shop_name: 'Example Outfitters',
        inbound_tracking: '1Z 999 AA1',
        contents: 'Two books',
        declared_value: 40,
        language_id: 1,
        idempotency_key: randomUUID(),
      },
    }),
    myForwardRequests: async () => ({ token: (await arrivedRequest()).token, body: { page: 1 } }),
    forwardRequestDetail: async () => {
      const { token, slug } = await arrivedRequest();
      return { token, body: { slug } };
    },
    forwardRequestShipping: async () => {
      const { token, slug } = await arrivedRequest();
      return { token, body: { slug, shipping_method: 'sea', address: FORWARD_ADDRESS, apply: false } };
    },
    forwardRequestPay: async () => {
      const { token, slug } = await arrivedRequest();
      await request(shopOrigin)
        .post(ENDPOINTS.forwardRequestShipping.path)
        .set('authorization', `Bearer ${token}`)
        .send({ slug, shipping_method: 'air', address: FORWARD_ADDRESS, apply: true })
        .expect(200);
      const body = { slug, payment_method_id: 4, language_id: 1, idempotency_key: randomUUID() };
      return { token, body };
    },
    // Forwarding (#27): the calculator is public; each quote call on a quote of its own (a new account's request,
    // moved on in the database as the operator would), a create-order link on an offer of its own.
    forwardingCalculate: {
      body: { weight_kg: 2.4, length_cm: 40, width_cm: 30, height_cm: 20, country: 'NL' },
    },
    quoteRequest: async () => ({ token: (await newAccount()).token, body: quoteRequestBody() }),
    myQuotes: async () => ({ token: (await accountWithQuote('requested')).token, body: { page: 1 } }),
    quoteDetail: async () => {
      const { token, slug } = await accountWithQuote('priced');
      return { token, body: { slug } };
    },
    quoteAnswer: async () => {
      const { token, slug, questionId } = await accountWithQuote('needs_info');
      return { token, body: { slug, answers: [{ question_id: questionId, answer: 'Size 42, black' }] } };
    },
    quoteRecalculate: async () => {
      const { token, slug } = await accountWithQuote('priced');
      return { token, body: { slug, shipping_method: 'sea', apply: true } };
    },
    quotePay: async () => {
      const { token, slug } = await accountWithQuote('priced');
      await db.query(
        'UPDATE users SET balance = 1000 WHERE id = (SELECT user_id FROM quotes WHERE slug = $1)',
        [slug],
      );
      return {
        token,
        body: { slug, payment_method_id: 4, language_id: 1, idempotency_key: randomUUID() },
      };
    },
    createOrderView: async () => ({ body: { slug: await openOffer() } }),
    createOrderAccept: async () => ({
      token: (await newAccount()).token,
      body: { slug: await openOffer(), address },
    }),
    // Phone reservations (#28): the seeded models are public; a guest reserves with an e-mail; a reservation is
    // seen with its link's token, and its deposit paid from the signed-in owner's balance.
    reservationModels: { body: {} },
    reservationCreate: { body: reservationBody(uniqueEmail()) },
    reservationDetail: async () => {
      const { id, token } = await guestReservation();
      return { body: { id, token } };
    },
    reservationPay: async () => {
      const account = await newAccount();
      await db.query('UPDATE users SET balance = 1000 WHERE id = $1', [account.id]);
      const made = await shop.inject({
        method: 'POST',
        url: '/api/reservations/create',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
        payload: JSON.stringify(reservationBody()),
      });
      return {
        token: account.token,
        body: { id: made.json().id, payment_method_id: 4, language_id: 1, idempotency_key: randomUUID() },
      };
    },
    // Warranty claims (#28), each on an order of its own. claimCreate is the bff's call to the shop (files in
    // base64 JSON); the browser's multipart body to the bff has its own test below.
    claimOrder: async () => {
      const { token, orderId } = await confirmedOrder(4);
      return { token, body: { number: `OR${orderId}` } };
    },
    claimCreate: async () => {
      const { token, orderId } = await confirmedOrder(4);
      return { token, body: { fields: await claimFields(orderId), files: [{ name: 'a.pdf', data: PDF }] } };
    },
    orderClaims: async () => {
      const { token, orderId } = await confirmedOrder(4);
      return { token, body: { number: `OR${orderId}` } };
    },
    // Pro buyers (#28): applying on a new account; the rest on a new account made a pro buyer in the database (the
    // operator's approval), a pro order placed, declared and paid through the calls themselves.
    proApplication: async () => ({ token: (await newAccount()).token, body: {} }),
    proApply: async () => ({ token: (await newAccount()).token, body: PRO_COMPANY }),
    proCatalogue: async () => ({ token: (await proAccount()).token, body: { page: 1, language_id: 1 } }),
    proOrderPlace: async () => ({
      token: (await proAccount()).token,
      body: { lines: [{ product_id: 1, quantity: 1 }], language_id: 1, idempotency_key: randomUUID() },
    }),
    proOrders: async () => ({ token: (await proOrder(false)).token, body: {} }),
    proOrder: async () => {
      const { token, id } = await proOrder(false);
      return { token, body: { id } };
    },
    proOrderDeclare: async () => {
      const { token, id } = await proOrder(false);
      return { token, body: { id, ...PRO_DECLARATION } };
    },
    proOrderPay: async () => {
      const { token, id } = await proOrder(true);
      return { token, body: { id, payment_method_id: 4, language_id: 1, idempotency_key: randomUUID() } };
    },
  };
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
).toString('base64');

/** A claim's form fields on the first line of an order. */
async function claimFields(orderId: number) {
  const [line] = await db.query<{ id: number }>('SELECT id FROM order_lines WHERE order_id = $1 LIMIT 1', [
    orderId,
  ]);
  return {
    order_number: `OR${orderId}`,
    items: [{ line_id: line?.id ?? 0, quantity: 1 }],
    description: 'The screen flickers since the first day.',
    resolution: 'repair',
    language_id: 1,
    idempotency_key: randomUUID(),
  };
}

/** A reservation of the seeded model 13 (site lt's iPhone 17, 40 units): a guest's with an e-mail, or signed in. */
const reservationBody = (email?: string) => ({
  model_id: 13,
  name: 'Ona Contract',
  ...(email ? { email } : {}),
  accept_policy: true,
  language_id: 1,
  idempotency_key: randomUUID(),
});

async function guestReservation(): Promise<{ id: number; token: string }> {
  const made = await shop.inject({
    method: 'POST',
    url: '/api/reservations/create',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(reservationBody(uniqueEmail())),
  });
  return made.json();
}

const PRO_COMPANY = {
  company_name: 'Contract Parts UAB',
  registration_number: '305000999',
  vat_number: 'LT100000999',
  address: 'Gedimino pr. 1, Vilnius',
  language_id: 1,
};
const PRO_DECLARATION = {
  consignee: 'Ona Gavėja',
  company: 'Contract Parts UAB',
  purpose: 'Resale',
  customs_details: 'EU goods',
};

/** A new account made a pro buyer as the operator's approval does (with 1000 € of balance). */
async function proAccount(): Promise<{ id: number; token: string }> {
  const account = await newAccount();
  await db.query('UPDATE users SET is_pro = true, balance = 1000 WHERE id = $1', [account.id]);
  return account;
}

/** A pro buyer's pro order of one unit (declared when asked), placed through the call itself. */
async function proOrder(declared: boolean): Promise<{ token: string; id: number }> {
  const { token } = await proAccount();
  const placed = await request(shopOrigin)
    .post(ENDPOINTS.proOrderPlace.path)
    .set('authorization', `Bearer ${token}`)
    .send({ lines: [{ product_id: 1, quantity: 1 }], language_id: 1, idempotency_key: randomUUID() })
    .expect(200);
  if (declared) {
    await request(shopOrigin)
      .post(ENDPOINTS.proOrderDeclare.path)
      .set('authorization', `Bearer ${token}`)
      .send({ id: placed.body.id, ...PRO_DECLARATION })
      .expect(200);
  }
  return { token, id: placed.body.id };
}

const FORWARD_ADDRESS = {
  id: 0,
  first_name: 'Ona',
  last_name: 'Siuntėja',
  first_address: 'Gedimino pr. 1',
  city: 'Vilnius',
  zip: '01103',
  phone_number: '+370 600 00000',
  country_id: 1,
};

/** A new account (with 100 € of balance) and a forward request of it the warehouse has weighed (made in the database). */
async function arrivedRequest(): Promise<{ token: string; slug: string }> {
  const account = await newAccount();
  await db.query('UPDATE users SET balance = 100 WHERE id = $1', [account.id]);
  const slug = `contract-${randomUUID()}`;
  await db.query(
    `INSERT INTO forward_requests (slug, user_id, site_id, language_id, status, shop_name, inbound_tracking, contents,
       declared_value, weight_kg, length_cm, width_cm, height_cm, idempotency_key, arrived_at)
     VALUES ($1, $2, 1, 1, 'arrived', 'Example Outfitters', '1Z999AA1', 'Two books', 40, 2.2, 30, 20, 10, $1, now())`,
    [slug, account.id],
  );
  return { token: account.token, slug };
}

const quoteRequestBody = () => ({
  lines: [
    { url: 'https://shop.example.com/p/1', name: 'Trail shoes', quantity: 1, unit_price_seen: 59.9 },
    {
      url: 'https://other.example.com/item?id=7',
      name: 'Rain jacket',
      options: { size: 'M', colour: 'blue' },
      quantity: 2,
      unit_price_seen: 35,
    },
  ],
  address,
  language_id: 1,
  idempotency_key: randomUUID(),
});

/**
 * A new account's quote, requested through the shop, then moved on in the database as the operator would: priced
 * (a parcel, totals, a week to pay) or needing information (one open question).
 */
async function accountWithQuote(
  status: 'requested' | 'needs_info' | 'priced',
): Promise<{ token: string; slug: string; questionId: number }> {
  const { token } = await newAccount();
  const response = await request(shopOrigin)
    .post(ENDPOINTS.quoteRequest.path)
    .set('authorization', `Bearer ${token}`)
    .send(quoteRequestBody())
    .expect(200);
  const slug: string = response.body.slug;
  let questionId = 0;
  if (status === 'priced') {
    await db.query(
      'UPDATE quote_lines SET unit_price = unit_price_seen WHERE quote_id = (SELECT id FROM quotes WHERE slug = $1)',
      [slug],
    );
    await db.query(
      `UPDATE quotes SET status = 'priced', parcel = '{"weight_kg":3,"length_cm":40,"width_cm":30,"height_cm":20}',
         value = 129.9, service_fee = 10.39, shipping = 28.5, total = 168.79, expires_at = now() + interval '7 days'
       WHERE slug = $1`,
      [slug],
    );
  }
  if (status === 'needs_info') {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO quote_questions (quote_id, question) SELECT id, 'Which size?' FROM quotes WHERE slug = $1
       RETURNING id`,
      [slug],
    );
    await db.query("UPDATE quotes SET status = 'needs_info' WHERE slug = $1", [slug]);
    questionId = row?.id ?? 0;
  }
  return { token, slug, questionId };
}

/** An operator's create-order offer (made in the database): one line, priced by a flat shipping amount. */
async function openOffer(): Promise<string> {
  const slug = randomBytes(16).toString('base64url');
  const [quote] = await db.query<{ id: number }>(
    `INSERT INTO quotes (slug, site_id, language_id, origin, status, shipping_method, value, service_fee, shipping,
       total, expires_at, offer_email)
     VALUES ($1, 1, 1, 'offer', 'offered', 'air', 80, 6.4, 12, 98.4, now() + interval '7 days', 'offer@example.test')
     RETURNING id`,
    [slug],
  );
  await db.query(
    `INSERT INTO quote_lines (quote_id, position, url, name, quantity, unit_price_seen, unit_price)
     VALUES ($1, 1, 'https://shop.example.com/p/9', 'Desk lamp', 2, 40, 40)`,
    [quote?.id],
  );
  return slug;
}

/** A new account with an open miscellaneous invoice of 12 € (made in the database) and a balance to pay it. */
async function accountWithInvoice(): Promise<{ token: string; invoiceId: number }> {
  const account = await newAccount();
  await db.query('UPDATE users SET balance = 50 WHERE id = $1', [account.id]);
  const [invoice] = await db.query<{ id: number }>(
    `INSERT INTO invoices (user_id, lines, amount, due_at)
     VALUES ($1, '[{"description":"Customs fee","quantity":1,"unit_price":12,"amount":12}]', 12, now() + interval '14 days')
     RETURNING id`,
    [account.id],
  );
  if (!invoice) throw new Error('no invoice');
  return { token: account.token, invoiceId: invoice.id };
}

async function firstProductId(): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    "SELECT id FROM products WHERE kind = 'o' ORDER BY id LIMIT 1",
  );
  if (!row) throw new Error('no product');
  return row.id;
}

/** A new account whose cart holds one line (added straight on the shop-api), and that line's id. */
async function accountWithCartLine(): Promise<{ token: string; itemId: number }> {
  const { token } = await newAccount();
  const response = await request(shopOrigin)
    .post(ENDPOINTS.cartAdd.path)
    .set('authorization', `Bearer ${token}`)
    .send({ product_id: await firstProductId(), quantity: 1, language_id: 1 })
    .expect(200);
  return { token, itemId: response.body.cart.items[0].id };
}

/** A new account with a cart (made in the database) holding one product, and balance enough to pay it. */
async function newCheckoutAccount() {
  const account = await newAccount();
  await db.query('UPDATE users SET balance = 100000 WHERE id = $1', [account.id]);
  const [cart] = await db.query<{ id: number }>(
    'INSERT INTO carts (site_id, user_id) VALUES (1, $1) RETURNING id',
    [account.id],
  );
  await db.query(
    "INSERT INTO cart_lines (cart_id, product_id, quantity) SELECT $1, id, 1 FROM products WHERE kind = 'p' ORDER BY id LIMIT 1",
    [cart?.id],
  );
  return account;
}

async function newCheckout(): Promise<{ token: string; slug: string }> {
  const { token } = await newCheckoutAccount();
  const response = await request(shopOrigin)
    .get(ENDPOINTS.checkoutGenerate.path)
    .set('authorization', `Bearer ${token}`)
    .expect(200);
  return { token, slug: response.body.slug };
}

/** A checkout with an address and a payment method (4: the balance alone; 1: the card, through the sandbox). */
async function readyCheckout(method: number): Promise<{ token: string; slug: string }> {
  const { token, slug } = await newCheckout();
  const shop = (path: string, body: object) =>
    request(shopOrigin).post(path).set('authorization', `Bearer ${token}`).send(body).expect(200);
  await shop(ENDPOINTS.checkoutUpdate.path, { slug, language_id: 1, address: { id: 0, ...address } });
  if (method === 1) await shop(ENDPOINTS.checkoutRemoveBalance.path, { slug });
  await shop(ENDPOINTS.checkoutPaymentMethod.path, { slug, language_id: 1, payment_method_id: method });
  return { token, slug };
}

async function confirmedOrder(method: number): Promise<{ token: string; orderId: number }> {
  const { token, slug } = await readyCheckout(method);
  const response = await request(shopOrigin)
    .post(ENDPOINTS.checkoutConfirm.path)
    .set('authorization', `Bearer ${token}`)
    .send({ slug, language_id: 1, idempotency_key: randomUUID() })
    .expect(200);
  return { token, orderId: response.body.order_id };
}

const address = {
  first_name: 'Ona',
  last_name: 'Adresė',
  first_address: 'Gedimino pr. 1',
  city: 'Vilnius',
  zip: 'LT-01103',
  phone_number: '+37060000000',
  country_id: 1,
};

let emails = 0;
const uniqueEmail = () => `contract-${process.pid}-${++emails}@example.test`;
const registration = (email: string) => ({
  email,
  password: 'contract-password',
  password_confirmation: 'contract-password',
  first_name: 'Con',
  last_name: 'Tract',
});

/** A new account registered straight on the shop-api, with its session token. */
async function newAccount(): Promise<{ id: number; email: string; password: string; token: string }> {
  const body = registration(uniqueEmail());
  const response = await request(shopOrigin).post(ENDPOINTS.register.path).send(body).expect(200);
  return {
    id: response.body.user.id,
    email: body.email,
    password: body.password,
    token: response.body.token,
  };
}

async function addAddress(token: string): Promise<number> {
  const response = await request(shopOrigin)
    .post(ENDPOINTS.addDeliveryAddress.path)
    .set('authorization', `Bearer ${token}`)
    .send(address)
    .expect(200);
  return response.body.id;
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
  contentPage: { slug: 'About_Us', query: { locale: 'en' }, field: '*' },
  faqTree: { query: { locale: 'de' }, field: 'locale' },
  faqTopic: { slug: 'shipping', query: { locale: 'xx' }, field: 'locale' },
  blogList: { query: { locale: 'en', page: 0 }, field: 'page' },
  blogPost: { slug: 'a..b', query: { locale: 'en' }, field: '*' },
  contentIndex: { query: { locale: 'fr' }, field: 'locale' },
  marketplaceProduct: { slug: 'x', query: { locale: 'zz' }, field: 'locale' },
  search: { body: { locale: 'en', limit: 0 }, field: 'limit' },
  slugPages: { query: { kind: 'x', size: 10 }, field: 'kind' },
  slugList: { query: { kind: 'p', from: -1, limit: 10 }, field: 'from' },
  refreshCurrentUser: { body: { id: 1 }, field: '$' },
  login: { body: { email: 'not-an-email', password: 'x' }, field: 'email' },
  checkClient: { body: { email: '' }, field: 'email' },
  register: {
    body: { ...registration('new@example.test'), password_confirmation: 'other' },
    field: 'password_confirmation',
  },
  requestPasswordReset: { body: { email: 'a@example.test', locale: 'de' }, field: 'locale' },
  passwordReset: {
    body: {
      token: 'short',
      email: 'a@example.test',
      password: 'long-enough',
      password_confirmation: 'long-enough',
    },
    field: 'token',
  },
  changePassword: {
    body: { current_password: 'x', password: 'short', password_confirmation: 'short' },
    field: 'password',
  },
  updateContactInfo: {
    body: { first_name: 'A', last_name: 'B', email: 'a@example.test', phone_number: '37060000000' },
    field: 'phone_number',
  },
  confirmEmailChange: { body: { token: 'short' }, field: 'token' },
  undoEmailChange: { body: { token: 'not a token!' }, field: 'token' },
  logout: { body: { everywhere: true }, field: '$' },
  getSubscriptionStatus: { body: { email: `${'x'.repeat(250)}@example.test` }, field: 'email' },
  updateSubscriptionStatus: { body: { subscribed: 'yes' }, field: 'subscribed' },
  addDeliveryAddress: { body: { ...address, id: 5 }, field: 'id' },
  updateDeliveryAddress: { body: { ...address, id: 1, zip: '' }, field: 'zip' },
  deleteDeliveryAddress: { body: { id: 2 ** 31 }, field: 'id' },
  cartFetch: { body: { language_id: 'lt' }, field: 'language_id' },
  cartAdd: { body: { product_id: 1, quantity: 0, language_id: 1 }, field: 'quantity' },
  cartUpdateQuantity: { body: { item_id: 1, quantity: 1.5, language_id: 1 }, field: 'quantity' },
  cartRemove: { body: { item_id: 0, language_id: 1 }, field: 'item_id' },
  cartClear: { body: { language_id: 1, currency_id: -1 }, field: 'currency_id' },
  cartShippingMethod: { body: { shipping_method: 'rail', language_id: 1 }, field: 'shipping_method' },
  checkoutFetch: { slug: 'abc', body: { slug: 'abc', step: 2, language_id: 1 }, field: 'step' },
  checkoutInvalidate: { slug: 'abc', body: { slug: 'abc' }, field: 'language_id' },
  checkoutRemoveBalance: { body: { slug: '../x' }, field: 'slug' },
  checkoutUpdate: { body: { slug: 'abc', language_id: 1, delivery: -5 }, field: 'delivery' },
  checkoutApplyPromotion: { body: { slug: 'abc', language_id: 1, code: '' }, field: 'code' },
  checkoutPaymentMethod: {
    body: { slug: 'abc', language_id: 1, payment_method_id: 9 },
    field: 'payment_method_id',
  },
  checkoutConfirm: {
    body: { slug: 'abc', language_id: 1, idempotency_key: 'short' },
    field: 'idempotency_key',
  },
  orderPayment: { body: { order_id: 0 }, field: 'order_id' },
  payOrder: {
    body: { order_id: 1, payment_method_id: 4, idempotency_key: 'a-long-enough-key-0001' },
    field: 'payment_method_id',
  },
  balanceHistory: { body: { page: 0 }, field: 'page' },
  balanceTopUp: {
    body: { amount: 4.99, payment_method_id: 1, language_id: 1, idempotency_key: 'a-long-enough-key-0001' },
    field: 'amount',
  },
  balanceTopUpStatus: { body: { top_up_id: 'x' }, field: 'top_up_id' },
  invoice: { body: { id: -1 }, field: 'id' },
  payInvoice: {
    body: { id: 1, payment_method_id: 5, language_id: 1, idempotency_key: 'a-long-enough-key-0001' },
    field: 'payment_method_id',
  },
  myOrders: { body: { language_id: 1, page: 0, type_for_filter: null }, field: 'page' },
  orderDetail: { body: { number: 'QU1' }, field: 'number' },
  trackParcel: { body: { number: '' }, field: 'number' },
  warehouseAddress: { body: { suite: 'SF1' }, field: '$' },
  forwardRequestDeclare: {
    body: {
      shop_name: 'Shop',
      inbound_tracking: '1Z999',
      contents: 'Books',
      declared_value: 0,
      language_id: 1,
      idempotency_key: 'a-long-enough-key-0001',
    },
    field: 'declared_value',
  },
  myForwardRequests: { body: { page: 0 }, field: 'page' },
  forwardRequestDetail: { body: { slug: '../x' }, field: 'slug' },
  forwardRequestShipping: {
    body: { slug: 'abcd', shipping_method: 'rail', address: FORWARD_ADDRESS, apply: true },
    field: 'shipping_method',
  },
  forwardRequestPay: {
    body: { slug: 'abcd', payment_method_id: 0, language_id: 1, idempotency_key: 'a-long-enough-key-0001' },
    field: 'payment_method_id',
  },
  forwardingCalculate: {
    body: { weight_kg: 2, length_cm: 40, width_cm: 30, height_cm: 20, country: 'FR' },
    field: 'country',
  },
  quoteRequest: {
    body: {
      lines: [{ url: 'ftp://shop.example.com/p/1', name: 'x', quantity: 1, unit_price_seen: 1 }],
      address,
      language_id: 1,
      idempotency_key: 'contract-quote-key-0001',
    },
    field: 'lines.0.url',
  },
  myQuotes: { body: { page: 0 }, field: 'page' },
  quoteDetail: { body: { slug: 'not a slug' }, field: 'slug' },
  quoteAnswer: { body: { slug: 'demo-quote-1', answers: [] }, field: 'answers' },
  quoteRecalculate: {
    body: { slug: 'demo-quote-1', shipping_method: 'rail', apply: false },
    field: 'shipping_method',
  },
  quotePay: {
    body: {
      slug: 'demo-quote-1',
      payment_method_id: 5,
      language_id: 1,
      idempotency_key: 'contract-quote-key-0002',
    },
    field: 'payment_method_id',
  },
  createOrderView: { body: { slug: '' }, field: 'slug' },
  reservationModels: { body: { extra: 1 }, field: '$' },
  reservationCreate: {
    body: {
      model_id: 13,
      name: 'Ona',
      email: 'not an e-mail',
      accept_policy: true,
      language_id: 1,
      idempotency_key: 'contract-reservation-0001',
    },
    field: 'email',
  },
  reservationDetail: { body: { id: 1, token: 'bad token!' }, field: 'token' },
  reservationPay: {
    body: { id: 1, payment_method_id: 9, language_id: 1, idempotency_key: 'contract-reservation-0002' },
    field: 'payment_method_id',
  },
  claimOrder: { body: { number: 'CL1' }, field: 'number' },
  claimCreate: {
    body: { fields: { order_number: 'OR1', items: [], description: 'x', resolution: 'repair' }, files: [] },
    field: 'fields.items',
  },
  orderClaims: { body: { number: 'OR0' }, field: 'number' },
  createOrderAccept: {
    body: { slug: 'demo-offer-01', address: { ...address, country_id: 99 } },
    field: 'address.country_id',
  },
  proApplication: { body: { user_id: 1 }, field: '$' },
  proApply: { body: { ...PRO_COMPANY, company_name: '' }, field: 'company_name' },
  proCatalogue: { body: { page: 0 }, field: 'page' },
  proOrderPlace: {
    body: {
      lines: [{ product_id: 1, quantity: 0 }],
      language_id: 1,
      idempotency_key: 'contract-pro-key-0001',
    },
    field: 'lines.0.quantity',
  },
  proOrders: { body: { page: 1 }, field: '$' },
  proOrder: { body: { id: 0 }, field: 'id' },
  proOrderDeclare: { body: { id: 1, ...PRO_DECLARATION, customs_details: '' }, field: 'customs_details' },
  proOrderPay: {
    body: { id: 1, payment_method_id: 5, language_id: 1, idempotency_key: 'contract-pro-key-0002' },
    field: 'payment_method_id',
  },
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
  if (sample.token && target === shopOrigin) call.set('authorization', `Bearer ${sample.token}`);
  if (sample.token && target === bffOrigin)
    call.set('cookie', `${SESSION_COOKIE}=${bffSessionCookie(sample.token)}`);
  if (target === bffOrigin && endpoint.method === 'POST') {
    call.set(CLIENT_HEADER.name, CLIENT_HEADER.value).set('origin', bffOrigin);
  }
  return call;
}

/** A session cookie signed as the bff signs it: for this cookie name on the shop site the bff's address selects. */
function bffSessionCookie(token: string): string {
  const site = bff.variants.resolve(new URL(bffOrigin).hostname).upstreamHost;
  return bff.cookieSigner.sign(SESSION_COOKIE, token, site);
}

function expectRouted(response: request.Response, endpoint: EndpointDefinition) {
  const notFound = apiErrorSchema.safeParse(response.body);
  const message = notFound.success ? notFound.data.message : '';
  expect(message, `${endpoint.method} ${endpoint.path}`).not.toMatch(/^No such route/);
}

beforeAll(async () => {
  db = await templateDatabase(40);
  for (const kind of ['p', 'o'] as const) {
    const [row] = await db.query<{ slug: string }>(
      'SELECT slug FROM products WHERE kind = $1 ORDER BY id LIMIT 1',
      [kind],
    );
    if (!row) throw new Error(`the seed has no product of kind ${kind}`);
    slugs[kind] = row.slug;
  }
  // The sandbox payment provider on a port of its own: the card sample opens a payment there.
  sandbox = await createSandboxProvider({ secret: SANDBOX_SECRET });
  await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
  const sandboxUrl = origin(sandbox.app);
  shop = await buildApp({
    db,
    payments: { providers: sandboxProviders(sandboxUrl, SANDBOX_SECRET), reconcileOnListen: false },
  });
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
  await sandbox?.app.close();
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
    const entry = validSamples()[name];
    expect(entry, `no valid sample for ${name}: add one to validSamples`).toBeDefined();
    const sample = typeof entry === 'function' ? await entry() : entry;
    const response = await send(targetOf(service), endpoint, sample);
    expectRouted(response, endpoint);
    expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(200);
    expect(response.status).toBeLessThan(300);
    // The shop answers the bff what the contract says it does (login and register: the user and the token).
    const schema = service === 'bff' ? endpoint.response : shopResponseSchema(endpoint);
    const parsed = schema.safeParse(response.body);
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

test('claimCreate on the bff: the browser’s multipart body (a `fields` JSON part, `files` parts) becomes the claim', async () => {
  const { token, orderId } = await confirmedOrder(4);
  const response = await request(bffOrigin)
    .post(ENDPOINTS.claimCreate.path)
    .set(CLIENT_HEADER.name, CLIENT_HEADER.value)
    .set('origin', bffOrigin)
    .set('cookie', `${SESSION_COOKIE}=${bffSessionCookie(token)}`)
    .field('fields', JSON.stringify(await claimFields(orderId)))
    .attach('files', Buffer.from(PDF, 'base64'), { filename: 'receipt.pdf', contentType: 'application/pdf' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const parsed = ENDPOINTS.claimCreate.response.parse(response.body);
  expect(parsed.claim).toMatchObject({ number: `CL${parsed.claim.id}`, status: 'received' });
  expect(parsed.claim.attachments).toHaveLength(1);
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
