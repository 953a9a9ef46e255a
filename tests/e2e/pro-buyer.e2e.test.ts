import { CLIENT_HEADER, proLineAmount, roundPercentageFee } from '@storefront/shared-types';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot, siteUrl, waitForHydration } from './support/browser.js';
import {
  api,
  expectAccessible,
  expectNoSidewaysScroll,
  languageId,
  OUTCOME,
  signIn,
} from './support/shop-journey.js';

// Issue 28's pro buyer journey on the real stack, in Chromium with axe: the seeded pro buyer (approved in the seed)
// orders 10 units of a product on /site-pro at its 10–49 tier price, declares the delivery on /site-pro-delivery,
// pays the order by card through the sandbox from /site-pro-payment/{id} on a 390 px phone and lands on the order
// outcome page; the marketplace's 1366 px layout (the order beside the catalogue) is checked once.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PRO = { email: 'pro@storefront.test', password: 'pro-password' };
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

async function checkScreen(page: Page, name: string, width: number): Promise<void> {
  await expectAccessible(page, name);
  if (width < 500) await expectNoSidewaysScroll(page, name);
  await saveScreenshot(page, `pro-buyer-${name}-${width}`);
}

type Catalogue = { products: Array<{ id: number; name: string; list_price: number; stock: number }> };

describe('pro buyers', () => {
  it('the pro buyer places a pro order, declares its delivery and pays it by card', {
    timeout: 150_000,
  }, async () => {
    const { page, errors } = await openPage(browser, siteUrl('lt.localhost', '/en'), { viewport: PHONE });
    await signIn(page, PRO.email, PRO.password);
    await page.goto(siteUrl('lt.localhost', '/en/site-pro'), { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const catalogue = await api<Catalogue>(page, '/api/pro/catalogue', {
      page: 1,
      language_id: await languageId(page, 'en'),
    });
    const product = catalogue.products.find((p) => p.stock >= 10);
    if (!product) throw new Error('no product with 10 units in stock');
    const row = page.getByTestId(`pro-product-${product.id}`);
    await row.waitFor();
    await checkScreen(page, 'market', PHONE.width);

    // 10 units: the 10–49 tier, 5 % off the list price (the shop's one rule).
    await row.getByLabel('Quantity').fill('10');
    const expected = proLineAmount(product.list_price, 10);
    const euros = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });
    const total = euros.format(expected);
    expect(await page.getByTestId('pro-summary-total').textContent()).toBe(total);
    expect(await page.getByTestId('pro-summary-lines').textContent()).toContain('−5 %');
    // On the phone the summary is below the catalogue: the bar keeps the total in sight.
    expect(await page.getByTestId('pro-bar-total').textContent()).toBe(total);
    await page.getByTestId('pro-place').click();
    await page.waitForURL((url) => url.pathname === '/en/site-pro-delivery' && url.searchParams.has('order'));
    await page.getByTestId('pro-delivery').waitFor();
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    expect(await page.getByTestId('pro-order-total').textContent()).toBe(total);
    await checkScreen(page, 'delivery', PHONE.width);

    // Paying before the declaration is refused by the shop (409 naming declaration): the page's own call.
    const early = await page.evaluate(
      async ({ id, header }) => {
        const response = await fetch('/api/pro/orders/pay', {
          method: 'POST',
          headers: { 'content-type': 'application/json', [header.name]: header.value },
          body: JSON.stringify({
            id,
            payment_method_id: 1,
            language_id: 1,
            idempotency_key: crypto.randomUUID(),
          }),
        });
        return { status: response.status, body: await response.json() };
      },
      { id: orderId, header: CLIENT_HEADER },
    );
    expect(early.status, JSON.stringify(early.body)).toBe(409);
    expect(Object.keys(early.body.fields ?? {})).toEqual(['declaration']);

    await page.getByLabel('Consignee').fill('Paulius Pro');
    await page.getByLabel('Company', { exact: true }).fill('Pro Parts UAB');
    await page.getByLabel('Purpose of the goods').fill('Resale in our shop');
    await page.getByLabel('Customs details').fill('EU goods, no export declaration');
    await page.getByRole('button', { name: 'Save and continue to payment' }).click();
    await page.waitForURL((url) => url.pathname === `/en/site-pro-payment/${orderId}`);
    await page.getByTestId('pro-declaration').waitFor();
    expect(await page.getByTestId('pro-declaration').textContent()).toContain('Pro Parts UAB');
    await checkScreen(page, 'payment', PHONE.width);

    // The bank transfer shows the way to the order's invoice; the card goes through the sandbox.
    await page.getByTestId('pro-payment-0').locator('input').check();
    await page.getByTestId('pro-bank-transfer').getByRole('link', { name: 'Open the invoice' }).waitFor();
    await page.getByTestId('pro-payment-1').locator('input').check();
    // The card's fee (1.5 %, §9 rounded to cents) is on the button: what the provider will collect.
    const withFee = expected + roundPercentageFee((expected * 1.5) / 100);
    expect(await page.getByTestId('pro-pay').textContent()).toBe(`Pay ${euros.format(withFee)}`);
    await page.getByTestId('pro-pay').click();
    await page.waitForURL((url) => url.port !== String(new URL(siteUrl('localhost')).port));
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => OUTCOME('accept').test(url.pathname));
    await waitForHydration(page);
    expect(new URL(page.url()).searchParams.get('order_id')).toBe(String(orderId));
    await expect
      .poll(async () => (await api<{ status: string }>(page, '/api/pro/orders/get', { id: orderId })).status)
      .toBe('paid');

    // The marketplace at 1366 px: the order beside the catalogue, the paid order in the list.
    await page.setViewportSize(LAPTOP);
    await page.goto(siteUrl('lt.localhost', '/en/site-pro'), { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.getByTestId(`pro-order-${orderId}`).waitFor();
    expect(await page.getByTestId(`pro-order-${orderId}`).textContent()).toContain('Paid');
    const list = await page.getByTestId('pro-products').boundingBox();
    const summary = await page.getByRole('complementary', { name: 'Your pro order' }).boundingBox();
    expect(summary && list && summary.x > list.x + list.width - 1).toBe(true);
    await checkScreen(page, 'market', LAPTOP.width);
    expect(errors).toEqual([]);
  });
});
