// The steps of a shopper's journey through the shop, shared by the browser journeys (checkout, after the purchase):
// calls of the bff from the page as the web client makes them, filling a cart, the checkout's steps, the sandbox
// provider's page, and the checks every journey makes (axe, no sideways scroll).
import { CLIENT_HEADER } from '@storefront/shared-types';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type AxeViolation, seriousA11yViolations, siteUrl, waitForHydration } from './browser.js';

export type Json = Record<string, unknown>;

/** A call of the bff from the page, as the web client makes it (its header, the page's cookies). */
export async function api<T = Json>(page: Page, path: string, body?: unknown): Promise<T> {
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

export type StoreConfig = {
  site: { languages: { id: number; iso_code: string }[] };
  currencies: { id: number; iso_code: string }[];
  filteredCurrencies: { id: number; iso_code: string }[];
};

export async function languageId(page: Page, locale: string): Promise<number> {
  const config = await api<StoreConfig>(page, '/api/store-config', { langIso: locale });
  const id = config.site.languages.find((language) => language.iso_code === locale)?.id;
  if (!id) throw new Error(`no language ${locale}`);
  return id;
}

/**
 * Fills the cart with in-stock shop products, the dearest first, until it is worth at least `minTotal` (in the
 * cart's currency): the balance journeys need an order the balance does not cover.
 */
export async function fillCart(page: Page, locale: string, minTotal = 0, currencyId?: number): Promise<void> {
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
export async function startCheckout(page: Page, locale: string): Promise<string> {
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
export const OUTCOME = (outcome: string) => new RegExp(`^/[a-z]{2}/payment/${outcome}$`);

export const radio = (page: Page, testId: string) => page.getByTestId(testId).locator('input[type=radio]');

export async function fillGuestShipping(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('First name', { exact: true }).fill('Guest');
  await page.getByLabel('Last name', { exact: true }).fill('Buyer');
  await page.getByLabel('Address', { exact: true }).fill('Gedimino pr. 1');
  await page.getByLabel('City', { exact: true }).fill('Vilnius');
  await page.getByLabel('Postcode', { exact: true }).fill('LT-01103');
  await page.getByLabel('Phone', { exact: true }).fill('+370 600 00000');
}

/** Chooses the courier to the door (no pickup point) and goes on to the payment step. */
export async function shippingToPayment(page: Page, method: 'air' | 'sea' = 'air'): Promise<void> {
  await radio(page, `shipping-${method}`).check();
  await radio(page, 'delivery-courier').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL((url) => url.pathname.includes('/payment/'));
  await page.getByTestId('order-summary').waitFor();
}

export async function paymentToConfirm(page: Page, provider: number | null): Promise<void> {
  if (provider !== null) await radio(page, `payment-${provider}`).check();
  await page.getByRole('button', { name: 'Continue to confirmation' }).click();
  await page.waitForURL((url) => url.pathname.includes('/confirm/'));
  await page.getByTestId('confirm-order').waitFor();
}

/** Confirms, then acts on the sandbox provider's own page (another origin) and comes back to the storefront. */
export async function confirmAndAtProvider(page: Page, action: 'Pay' | 'Decline' | 'Fail'): Promise<URL> {
  await page.getByTestId('confirm-order').click();
  await page.waitForURL((url) => url.port !== String(new URL(siteUrl('localhost')).port));
  await page.getByRole('button', { name: action }).click();
  await page.waitForURL((url) => url.pathname.includes('/payment/'));
  await waitForHydration(page);
  return new URL(page.url());
}

export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations: AxeViolation[] = await seriousA11yViolations(page);
  expect(violations, `axe on ${where}`).toEqual([]);
}

/** No element wider than the phone's screen (the page never scrolls sideways). */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
}

export const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await api(page, '/api/auth/login', { email, password });
}

/**
 * Signs in a shopper who has unpaid orders (demo) and closes the unpaid-orders alert the next page shows (§4), as a
 * shopper would before going on; closed, it stays closed for the browser session.
 */
export async function signInPastUnpaidAlert(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, email, password);
  await page.reload();
  await waitForHydration(page);
  const alert = page.getByTestId('unpaid-orders-alert');
  await alert.waitFor();
  await alert.getByRole('button', { name: 'Close' }).click();
  await alert.waitFor({ state: 'detached' });
}
