import { CLIENT_HEADER } from '@storefront/shared-types';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AxeViolation,
  launchBrowser,
  openPage,
  saveScreenshot,
  seriousA11yViolations,
  siteUrl,
  waitForHydration,
} from './support/browser.js';

// Issue 14's checkout journeys on the real stack (shop-api on PGlite, the sandbox payment provider on its own
// origin, the bff serving the built web app), in Chromium: a guest pays by card, a signed-in user with balance plus
// a wallet, a decline and a failure that leave the order unpaid and payable again, a promotion code, sea shipping,
// removing the balance, leaving checkout for the cart; on two variants (lt, lv) and two currencies (EUR, USD).
// The cart is filled through its calls (the cart's own screens are the cart's journeys).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Json = Record<string, unknown>;

/** A call of the bff from the page, as the web client makes it (its header, the page's cookies). */
async function api<T = Json>(page: Page, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ path, body, header }) => {
      const response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', [header.name]: header.value },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { path, body, header: CLIENT_HEADER },
  );
  expect(answer.status, `${path}: ${JSON.stringify(answer.json)}`).toBe(200);
  return answer.json as T;
}

type StoreConfig = {
  site: { languages: { id: number; iso_code: string }[] };
  currencies: { id: number; iso_code: string }[];
  filteredCurrencies: { id: number; iso_code: string }[];
};

async function languageId(page: Page, locale: string): Promise<number> {
  const config = await api<StoreConfig>(page, '/api/store-config', { langIso: locale });
  const id = config.site.languages.find((language) => language.iso_code === locale)?.id;
  if (!id) throw new Error(`no language ${locale}`);
  return id;
}

/**
 * Fills the cart with in-stock shop products, the dearest first, until it is worth at least `minTotal` (in the
 * cart's currency): the balance journeys need an order the balance does not cover.
 */
async function fillCart(page: Page, locale: string, minTotal = 0, currencyId?: number): Promise<void> {
  const language_id = await languageId(page, locale);
  const found = await api<{ items: { id: number; kind: string; current_price: number }[] }>(
    page,
    '/api/catalogue/search',
    {
      locale,
      contentType: 'products',
      sort: minTotal > 0 ? 'price_desc' : 'price_asc',
      limit: 20,
      facets: false,
    },
  );
  let total = 0;
  for (const item of found.items.filter((i) => i.kind === 'p')) {
    const answer = await page.evaluate(
      async ({ body, header }) => {
        const response = await fetch('/api/cart/add', {
          method: 'POST',
          headers: { 'content-type': 'application/json', [header.name]: header.value },
          body: JSON.stringify(body),
        });
        return { status: response.status, json: await response.json() };
      },
      {
        body: {
          product_id: item.id,
          quantity: 1,
          language_id,
          ...(currencyId ? { currency_id: currencyId } : {}),
        },
        header: CLIENT_HEADER,
      },
    );
    if (answer.status !== 200) continue; // sold out: the next one
    const cart = (answer.json as { cart: { items: { price: number; quantity: number }[] } }).cart;
    total = cart.items.reduce((sum, line) => sum + line.price * line.quantity, 0);
    if (total > minTotal) return;
  }
  throw new Error(`the cart reached only ${total}`);
}

/** The shopper's way into checkout: the /cart page's Checkout button (checkout/generate → /checkout/{slug}). */
async function startCheckout(page: Page, locale: string): Promise<string> {
  await page.goto(siteUrl(new URL(page.url()).hostname, `/${locale}/cart`), { waitUntil: 'networkidle' });
  await waitForHydration(page);
  await page.getByTestId('cart-checkout').click();
  await page.waitForURL(new RegExp(`/${locale}/checkout/[^/]+$`));
  await page.getByTestId('order-summary').waitFor();
  return new URL(page.url()).pathname.split('/').pop() as string;
}

/**
 * An outcome page as the provider sends the shopper back to it: /payment/{outcome}?order_id=…, without a language
 * prefix, to which the site's language guard adds one.
 */
const OUTCOME = (outcome: string) => new RegExp(`^/[a-z]{2}/payment/${outcome}$`);

const radio = (page: Page, testId: string) => page.getByTestId(testId).locator('input[type=radio]');

async function fillGuestShipping(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('First name', { exact: true }).fill('Guest');
  await page.getByLabel('Last name', { exact: true }).fill('Buyer');
  await page.getByLabel('Address', { exact: true }).fill('Gedimino pr. 1');
  await page.getByLabel('City', { exact: true }).fill('Vilnius');
  await page.getByLabel('Postcode', { exact: true }).fill('LT-01103');
  await page.getByLabel('Phone', { exact: true }).fill('+370 600 00000');
}

/** Chooses the courier to the door (no pickup point) and goes on to the payment step. */
async function shippingToPayment(page: Page, method: 'air' | 'sea' = 'air'): Promise<void> {
  await radio(page, `shipping-${method}`).check();
  await radio(page, 'delivery-courier').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL((url) => url.pathname.includes('/payment/'));
  await page.getByTestId('order-summary').waitFor();
}

async function paymentToConfirm(page: Page, provider: number | null): Promise<void> {
  if (provider !== null) await radio(page, `payment-${provider}`).check();
  await page.getByRole('button', { name: 'Continue to confirmation' }).click();
  await page.waitForURL((url) => url.pathname.includes('/confirm/'));
  await page.getByTestId('confirm-order').waitFor();
}

/** Confirms, then acts on the sandbox provider's own page (another origin) and comes back to the storefront. */
async function confirmAndAtProvider(page: Page, action: 'Pay' | 'Decline' | 'Fail'): Promise<URL> {
  await page.getByTestId('confirm-order').click();
  await page.waitForURL((url) => url.port !== String(new URL(siteUrl('localhost')).port));
  await page.getByRole('button', { name: action }).click();
  await page.waitForURL((url) => url.pathname.includes('/payment/'));
  await waitForHydration(page);
  return new URL(page.url());
}

async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations: AxeViolation[] = await seriousA11yViolations(page);
  expect(violations, `axe on ${where}`).toEqual([]);
}

/** No element wider than the phone's screen (the page never scrolls sideways). */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await api(page, '/api/auth/login', { email, password });
}

describe('checkout journeys', () => {
  it('a guest on the lt site buys by card and comes back to a paid order (EUR)', {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await openPage(browser, siteUrl('lt.localhost', '/en'));
    await fillCart(page, 'en');
    await startCheckout(page, 'en');
    await expectAccessible(page, 'the shipping step');
    await fillGuestShipping(page, `guest-${Date.now()}@storefront.test`);
    await shippingToPayment(page);
    await expectAccessible(page, 'the payment step');
    await paymentToConfirm(page, 1);
    await expectAccessible(page, 'the confirm step');
    const back = await confirmAndAtProvider(page, 'Pay');
    expect(back.pathname).toMatch(OUTCOME('accept'));
    await page.getByTestId('order-paid').waitFor();
    expect(await dataLayerEvents(page)).toEqual(
      expect.arrayContaining(['marketplace_payment_success', 'trackTransaction', 'MarketplacePurchase']),
    );
    const orderId = back.searchParams.get('order_id');
    expect(await page.evaluate(() => localStorage.getItem('qu_track_50'))).toBe(orderId);
    await expectAccessible(page, 'the accept page');
    expect(errors).toEqual([]);
  });

  it('a promotion code lowers the shop’s total; the balance is removed once', {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await openPage(browser, siteUrl('lt.localhost', '/en'));
    await signIn(page, 'demo@storefront.test', 'demo-password');
    await fillCart(page, 'en', 400);
    await startCheckout(page, 'en');
    await shippingToPayment(page);
    const before = await page.getByTestId('checkout-total').textContent();
    await page.getByLabel('Have a promotion code?').fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('promotion-applied').waitFor();
    await saveScreenshot(page, 'checkout-payment-promotion');
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).not.toBe(before);
    const withBalance = await page.getByTestId('checkout-total').textContent();
    await page.getByRole('button', { name: 'Do not use my balance' }).click();
    await page.getByText('Your balance is not used for this order.').waitFor();
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).not.toBe(withBalance);
    expect(await page.getByRole('button', { name: 'Do not use my balance' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a signed-in user on the lv site pays with balance plus a wallet, in USD', {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await openPage(browser, siteUrl('lv.localhost', '/en'));
    const config = await api<StoreConfig>(page, '/api/store-config', { langIso: 'en' });
    const usd = [...config.filteredCurrencies, ...config.currencies].find((c) => c.iso_code === 'USD');
    if (!usd) throw new Error('the lv site offers no USD');
    // The currency selector's choice (its cookie), which the cart's calls carry as currency_id.
    await page
      .context()
      .addCookies([{ name: 'mm_currency_id', value: String(usd.id), url: siteUrl('lv.localhost') }]);
    await signIn(page, 'demo@storefront.test', 'demo-password');
    await fillCart(page, 'en', 400, usd.id);
    await startCheckout(page, 'en');
    // The saved address is chosen; sea shipping.
    await shippingToPayment(page, 'sea');
    await page.getByTestId('checkout-balance').waitFor();
    await paymentToConfirm(page, 2);
    // Sea shipping, the balance and the wallet on the confirm step, the total in the chosen currency.
    await page.getByRole('main').getByText('By sea').waitFor();
    await page.getByRole('main').getByText('Wallet').waitFor();
    expect(await page.getByTestId('checkout-total').textContent()).toMatch(/US\$|\$/);
    const back = await confirmAndAtProvider(page, 'Pay');
    expect(back.pathname).toMatch(OUTCOME('accept'));
    await page.getByTestId('order-paid').waitFor();
    expect(errors).toEqual([]);
  });

  it('a declined payment leaves the order unpaid and payable again; paying it again works', {
    timeout: 150_000,
  }, async () => {
    const { page, errors } = await openPage(browser, siteUrl('lt.localhost', '/en'));
    await fillCart(page, 'en');
    await startCheckout(page, 'en');
    await fillGuestShipping(page, `decline-${Date.now()}@storefront.test`);
    await shippingToPayment(page);
    await paymentToConfirm(page, 1);
    const back = await confirmAndAtProvider(page, 'Decline');
    expect(back.pathname).toMatch(OUTCOME('decline'));
    await page.getByTestId('order-unpaid').waitFor();
    expect(await dataLayerEvents(page)).toContain('marketplace_payment_declined');
    await expectAccessible(page, 'the decline page');
    await page.getByTestId('pay-again').click();
    await page.waitForURL((url) => /^\/[a-z]{2}\/payment\/pay\/\d+$/.test(url.pathname));
    await page.getByTestId('pay-order').click();
    await page.waitForURL((url) => url.port !== String(new URL(siteUrl('localhost')).port));
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => OUTCOME('accept').test(url.pathname));
    await page.getByTestId('order-paid').waitFor();
    expect(errors).toEqual([]);
  });

  it('a failed payment leads to its page with the order unpaid and payable again', {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await openPage(browser, siteUrl('lt.localhost', '/en'));
    await fillCart(page, 'en');
    await startCheckout(page, 'en');
    await fillGuestShipping(page, `fail-${Date.now()}@storefront.test`);
    await shippingToPayment(page);
    await paymentToConfirm(page, 3);
    const back = await confirmAndAtProvider(page, 'Fail');
    expect(back.pathname).toMatch(OUTCOME('fail'));
    await page.getByTestId('order-unpaid').waitFor();
    const href = await page.getByTestId('pay-again').getAttribute('href');
    expect(href).toBe(`${back.pathname.slice(0, 3)}/payment/pay/${back.searchParams.get('order_id')}`);
    expect(errors).toEqual([]);
  });

  it('leaving checkout invalidates it and returns to the cart; the pages fit a 390 px phone', {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await openPage(browser, siteUrl('lt.localhost', '/en'), {
      viewport: { width: 390, height: 844 },
    });
    await fillCart(page, 'en');
    await expectNoSidewaysScroll(page, 'home');
    const slug = await startCheckout(page, 'en');
    await expectNoSidewaysScroll(page, 'the shipping step');
    await saveScreenshot(page, 'checkout-shipping-390');
    await page.getByRole('banner').getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/en/cart');
    await expectAccessible(page, 'the cart');
    const language_id = await languageId(page, 'en');
    const refused = await page.evaluate(
      async ({ slug, language_id, header }) =>
        (
          await fetch(`/api/checkout/fetch/${slug}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [header.name]: header.value },
            body: JSON.stringify({ slug, step: 3, language_id }),
          })
        ).status,
      { slug, language_id, header: CLIENT_HEADER },
    );
    expect(refused).toBe(409);
    expect(errors).toEqual([]);
  });
});
