import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, saveScreenshot, siteUrl, waitForHydration } from './support/browser.js';
import { operatorCall } from './support/operator-api.js';
import {
  api,
  dataLayerEvents,
  expectAccessible,
  expectNoSidewaysScroll,
  languageId as languageIdOf,
} from './support/shop-journey.js';

// Issue 27's quotes ("buy it for me") on the real stack (shop-api on PGlite with the operator API on, the sandbox
// provider on its own origin, the bff serving the built web app), in Chromium. The whole journey runs once, on a
// phone (390 px): a guest fills the order form with two links, signs in at the summary, adds an address and sends
// the request; the operator prices it through the shop-api's operator API; the shopper pays by card in the sandbox
// and sees it paid; answers the operator's questions on another quote. Then, in the same
// signed-in context at 1366 px, each quote screen's layout and axe without repeating those steps: the answered
// quote priced, re-priced by sea in the recalculate pop-up and paid from the balance (its QU row in the balance
// history), and a create-order link accepted.

const HOST = 'lt.localhost';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
const PASSWORD = 'quotes-journey-password';

type QuoteDetail = {
  id: number;
  slug: string;
  number: string;
  status: string;
  lines: { id: number; quantity: number; unit_price_seen: number }[];
  address: Record<string, unknown> | null;
  totals: { total: number } | null;
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
let languageId = 0;
let email = '';
/** The quotes the journey made, for the layout check at the other width. */
const made: { paid?: QuoteDetail; answered?: QuoteDetail } = {};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const url = (path: string) => siteUrl(HOST, path);
const dialog = (name: string): Locator => page.getByTestId(`modal-${name}`).getByRole('dialog');

async function go(path: string): Promise<void> {
  await page.goto(url(path), { waitUntil: 'networkidle' });
  await waitForHydration(page);
}

/** axe, no sideways scroll on a phone, a screenshot. */
async function checkScreen(name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await expectAccessible(page, `${name} (${width})`);
  if (width < 500) await expectNoSidewaysScroll(page, name);
  await saveScreenshot(page, `quotes-${name}-${width}`);
}

/** The shop's staff, through the shop-api's operator API (never through the bff). */
async function operator<T = Record<string, unknown>>(
  path: string,
  body: Record<string, unknown>,
): Promise<T> {
  const response = await operatorCall(path, body, 'e2e-quotes');
  const answer = (await response.json()) as T;
  expect(response.status, `${path}: ${JSON.stringify(answer)}`).toBe(200);
  return answer;
}

/** Prices every line at the price the shopper saw plus a euro, for a 3 kg parcel. */
function priceQuote(quote: QuoteDetail) {
  return operator(`quotes/${quote.number}/price`, {
    lines: quote.lines.map((line) => ({ id: line.id, unit_price: line.unit_price_seen + 1 })),
    parcel: { weight_kg: 3, length_cm: 40, width_cm: 30, height_cm: 20 },
  });
}

const quoteOf = (slug: string) => api<QuoteDetail>(page, '/api/quotes/get', { slug });

async function fillLine(
  line: Locator,
  fields: { url: string; name: string; size?: string; qty: string; price: string },
) {
  await line.getByLabel('Product link').fill(fields.url);
  await line.getByLabel('Product name').fill(fields.name);
  if (fields.size) await line.getByLabel('Size (optional)').fill(fields.size);
  await line.getByLabel('Quantity').fill(fields.qty);
  await line.getByLabel('Price each (EUR)').fill(fields.price);
}

describe('quotes: buy it for me', () => {
  it('a guest fills the order form, signs in at the summary, requests, pays by card, and answers questions (390)', {
    timeout: 240_000,
  }, async () => {
    // The shopper's account exists already (made in a throwaway context, so this one stays signed out).
    email = `quotes-${Date.now()}@storefront.test`;
    const setup = await browser.newContext();
    const setupPage = await setup.newPage();
    await setupPage.goto(url('/en'), { waitUntil: 'networkidle' });
    await api(setupPage, '/api/auth/register', {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      first_name: 'Quinn',
      last_name: 'Quote',
      locale: 'en',
    });
    await setup.close();

    context = await browser.newContext({ viewport: PHONE });
    page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));

    // The order form, signed out, found from the footer of the home page: two lines, the first link without its
    // https://.
    await go('/en');
    await page.locator('footer').getByRole('link', { name: 'Buy from any store' }).click();
    await page.waitForURL((u) => u.pathname === '/en/order-form');
    await page.getByTestId('order-form-line').first().waitFor();
    await checkScreen('order-form');
    await fillLine(page.getByTestId('order-form-line').first(), {
      url: 'shop.example/trail-shoe-42',
      name: 'Trail shoe',
      size: '42',
      qty: '1',
      price: '79,90',
    });
    await page.getByTestId('order-form-add').click();
    await fillLine(page.getByTestId('order-form-line').nth(1), {
      url: 'https://books.example/item/123',
      name: 'Field guide',
      qty: '2',
      price: '12.50',
    });
    await page.getByTestId('order-form-continue').click();
    await page.getByText('Please include a valid url (e.g.: https://shop.example/...).').waitFor();
    await checkScreen('order-form-invalid');
    await page
      .getByTestId('order-form-line')
      .first()
      .getByLabel('Product link')
      .fill('https://shop.example/trail-shoe-42');
    // The draft survives a reload.
    await page.reload({ waitUntil: 'networkidle' });
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId('order-form-line').count()).toBe(2);
    expect(await page.getByTestId('order-form-line').nth(1).getByLabel('Product name').inputValue()).toBe(
      'Field guide',
    );

    // Continue asks for the sign-in and comes back to the summary with the lines.
    await page.getByTestId('order-form-continue').click();
    await page.waitForURL((u) => u.pathname === '/en/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/en/order-form/summary');
    await waitForHydration(page);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/en/order-form/summary');
    await expect.poll(() => page.getByTestId('summary-line').count()).toBe(2);
    languageId = await languageIdOf(page, 'en');

    // A new account has no address: the new-address pop-up adds one, and it is chosen.
    await page.getByTestId('summary-add-address').click();
    const add = dialog('new-address');
    await add.getByLabel('Address', { exact: true }).fill('Gedimino pr. 9');
    await add.getByLabel('City', { exact: true }).fill('Vilnius');
    await add.getByLabel('Postcode', { exact: true }).fill('LT-01103');
    await add.getByLabel('Phone', { exact: true }).fill('+370 600 00000');
    await add.getByRole('button', { name: 'Save address' }).click();
    await add.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('summary-address').locator('input:checked').count()).toBe(1);
    // The estimate by the shared rule: goods 79.90 + 2 × 12.50 = 104.90.
    expect(await page.getByTestId('summary-estimate-value').textContent()).toMatch(/104[.,]90/);
    await checkScreen('summary');
    await page.getByTestId('summary-submit').click();
    await page.waitForURL((u) => u.pathname === '/en/order-successful');
    await page.getByTestId('order-successful-number').waitFor();
    const slug = new URL(page.url()).searchParams.get('quote') ?? '';
    expect(await page.getByTestId('order-successful-number').textContent()).toMatch(/QU\d+/);
    await expect.poll(() => dataLayerEvents(page)).toContain('QuoteRequestSuccess');
    await checkScreen('order-successful');

    // My quotes: requested, nothing to pay yet.
    await go('/en/quotes');
    const row = page.getByTestId('quote-row').first();
    expect(await row.getByTestId('quote-row-status').textContent()).toBe('Requested');
    await checkScreen('my-quotes');

    // The operator prices it; the quote page offers Pay, and the card goes through the sandbox.
    const requested = await quoteOf(slug);
    expect(requested.lines).toHaveLength(2);
    await priceQuote(requested);
    await go(`/en/quotes/${slug}`);
    expect(await page.getByTestId('quote-status').textContent()).toBe('Awaiting payment');
    await page.getByTestId('quote-pay').waitFor();
    await expect.poll(() => dataLayerEvents(page)).toContain('QuotePaymentPageView');
    await checkScreen('quote-priced');
    await page.getByTestId('quote-payment-1').click();
    await page.getByTestId('quote-pay').click();
    const bff = String(new URL(url('/')).port);
    await page.waitForURL((u) => u.port !== bff);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((u) => u.port === bff && u.pathname === `/en/quotes/${slug}`);
    expect(new URL(page.url()).searchParams.get('payment')).toBe('accept');
    await waitForHydration(page);
    await page.getByTestId('quote-outcome-paid').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('quote-status').textContent()).toBe('Paid');
    await expect.poll(() => dataLayerEvents(page)).toContain('quote_payment_success');
    await checkScreen('quote-paid');
    made.paid = await quoteOf(slug);
    // The card's money passed through the balance: the history shows the quote's QU rows.
    await go('/en/user-account');
    await expect
      .poll(() => page.getByTestId('balance-row-number').allTextContents())
      .toContain(made.paid.number);

    // Another request; the operator asks which colour; the shopper answers.
    const second = await api<QuoteDetail>(page, '/api/quotes/request', {
      lines: [{ url: 'https://bags.example/tote', name: 'Tote bag', quantity: 1, unit_price_seen: 30 }],
      shipping_method: 'air',
      address: requested.address,
      language_id: languageId,
      idempotency_key: randomBytes(16).toString('hex'),
    });
    await operator(`quotes/${second.number}/questions`, {
      questions: ['Which colour: black or sand?'],
    });
    await go('/en/quotes');
    await page.getByRole('link', { name: `Answer our questions ${second.number}` }).click();
    await page.waitForURL((u) => u.pathname === `/en/order-additional-info-needed/${second.slug}`);
    await page.getByTestId('additional-info-question').waitFor();
    await checkScreen('additional-info');
    await page.getByTestId('additional-info-submit').click();
    await page.getByText('Field is required.').waitFor();
    await page.getByLabel('Which colour: black or sand?').fill('Sand, please');
    await page.getByTestId('additional-info-submit').click();
    await dialog('additional-info-success').waitFor();
    await checkScreen('additional-info-success');
    made.answered = await quoteOf(second.slug);
    expect(made.answered.status).toBe('requested');
    expect(errors).toEqual([]);
  });

  it('the quote screens at 1366 px: layout and axe, the recalculate pop-up and a create-order link', {
    timeout: 180_000,
  }, async () => {
    if (!made.paid || !made.answered) throw new Error('the journey at 390 px did not finish');
    await page.setViewportSize(LAPTOP);
    await go('/en/order-form');
    await checkScreen('order-form');
    await go('/en/quotes');
    await checkScreen('my-quotes');
    await go(`/en/quotes/${made.paid.slug}`);
    await checkScreen('quote-paid');

    // The answered quote, priced: the recalculate pop-up previews sea and applies it.
    await priceQuote(made.answered);
    await go(`/en/quotes/${made.answered.slug}`);
    const before = await page.getByTestId('quote-totals-shipping').textContent();
    await page.getByTestId('quote-recalculate').click();
    const recalculate = dialog('recalculate');
    await recalculate.getByTestId('recalculate-totals').waitFor();
    await recalculate.getByTestId('recalculate-sea').click();
    await checkScreen('recalculate');
    await recalculate.getByTestId('recalculate-apply').click();
    await recalculate.waitFor({ state: 'detached' });
    expect(await page.getByTestId('quote-method').textContent()).toBe('Sea shipping');
    expect(await page.getByTestId('quote-totals-shipping').textContent()).not.toBe(before);
    await checkScreen('quote-priced');

    // Paid from the balance (the operator credits it first): at once, and the history has the quote's QU row.
    const repriced = await quoteOf(made.answered.slug);
    await operator('balance', { email, type: 1, amount: repriced.totals?.total ?? 0 });
    await page.reload({ waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.getByTestId('quote-payment-4').click();
    await page.getByTestId('quote-pay').click();
    await expect.poll(() => page.getByTestId('quote-status').textContent()).toBe('Paid');
    await go('/en/user-account');
    await expect
      .poll(() => page.getByTestId('balance-row-number').allTextContents())
      .toContain(repriced.number);
    await checkScreen('balance-history');

    // A create-order link the operator made: never indexed; accepted, it is the account's payable quote.
    const offer = await operator<{ slug: string }>('quote-offers', {
      email: 'someone@storefront.test',
      lines: [{ url: 'https://lamps.example/desk', name: 'Desk lamp', quantity: 1, unit_price: 45 }],
      shipping_method: 'air',
      shipping_amount: 15,
    });
    await go(`/en/create-order/${offer.slug}`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await checkScreen('create-order');
    await page.getByTestId('create-order-accept').click();
    await page.waitForURL((u) => u.pathname.startsWith('/en/quotes/'));
    await page.getByTestId('quote-pay').waitFor();
    // The accepted offer's link is gone: Back returns to the page before it, not to a "Page not found".
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/en/user-account');
  });
});
