import { CLIENT_HEADER } from '@storefront/shared-types';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot, siteUrl } from './support/browser.js';
import {
  api,
  confirmAndAtProvider,
  dataLayerEvents,
  expectAccessible,
  expectNoSidewaysScroll,
  fillCart,
  fillGuestShipping,
  languageId,
  OUTCOME,
  paymentToConfirm,
  type StoreConfig,
  shippingToPayment,
  signInPastUnpaidAlert,
  startCheckout,
} from './support/shop-journey.js';

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

describe('checkout journeys', () => {
  it('a guest on the lt site buys by card and comes back to a paid order (EUR)', async () => {
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

  it('a promotion code lowers the shop’s total; the balance is removed once', async () => {
    const { page, errors } = await openPage(browser, siteUrl('lt.localhost', '/en'));
    await signInPastUnpaidAlert(page, 'demo@storefront.test', 'demo-password');
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

  it('a signed-in user on the lv site pays with balance plus a wallet, in USD', async () => {
    const { page, errors } = await openPage(browser, siteUrl('lv.localhost', '/en'));
    const config = await api<StoreConfig>(page, '/api/store-config', { langIso: 'en' });
    const usd = [...config.filteredCurrencies, ...config.currencies].find((c) => c.iso_code === 'USD');
    if (!usd) throw new Error('the lv site offers no USD');
    // The currency selector's choice (its cookie), which the cart's calls carry as currency_id.
    await page
      .context()
      .addCookies([{ name: 'mm_currency_id', value: String(usd.id), url: siteUrl('lv.localhost') }]);
    await signInPastUnpaidAlert(page, 'demo@storefront.test', 'demo-password');
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

  it('a failed payment leads to its page with the order unpaid and payable again', async () => {
    const { page, errors } = await openPage(browser, siteUrl('lt.localhost', '/en'));
    await fillCart(page, 'en');
    await startCheckout(page, 'en');
    await fillGuestShipping(page, `fail-${Date.now()}@storefront.test`);
    await shippingToPayment(page);
    await paymentToConfirm(page, 3);
    const back = await confirmAndAtProvider(page, 'Fail');
    expect(back.pathname).toMatch(OUTCOME('fail'));
    await page.getByTestId('order-unpaid').waitFor();
    const href = new URL(String(await page.getByTestId('pay-again').getAttribute('href')), back);
    expect(href.pathname).toBe(
      `${back.pathname.slice(0, 3)}/payment/pay/${back.searchParams.get('order_id')}`,
    );
    // A guest's Pay again carries the order's signed link, so it works on any of the site's hosts (#26).
    expect(href.searchParams.get('token')).toMatch(/^[\w-]{20,}$/);
    expect(errors).toEqual([]);
  });

  it('leaving checkout invalidates it and returns to the cart; the pages fit a 390 px phone', async () => {
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
