import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  saveScreenshot,
  seriousA11yViolations,
  siteUrl,
} from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('locale routing', () => {
  it('lt.localhost/ lands on /lt with the lt site, no page errors and no serious a11y violations', async () => {
    const { page, errors } = await openPage(browser, siteUrl('lt.localhost', '/'));
    await page.waitForURL((url) => url.pathname === '/lt');
    expect(await page.getAttribute('html', 'lang')).toBe('lt');
    await page.getByTestId('brand-logo').waitFor();
    expect(await page.getByTestId('brand-logo').getAttribute('src')).toContain('/variants/lt/');
    await saveScreenshot(page, 'home-lt');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an unknown prefix is replaced by the current language: /xx/cart → /lt/cart', async () => {
    const { page } = await openPage(browser, siteUrl('lt.localhost', '/xx/cart'));
    await page.waitForURL((url) => url.pathname === '/lt/cart');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The cart itself, not a placeholder.
    expect(await page.getByTestId('not-available').count()).toBe(0);
    await page.context().close();
  });

  it('a path without a prefix gets one and keeps its query', async () => {
    const { page } = await openPage(browser, siteUrl('lt.localhost', '/faq?x=1'));
    await page.waitForURL((url) => url.pathname === '/lt/faq');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/lt/faq');
    expect(url.search).toBe('?x=1');
    await page.context().close();
  });

  it('lv.localhost/en/faq renders in English with the lv brand', async () => {
    const { page } = await openPage(browser, siteUrl('lv.localhost', '/en/faq'));
    expect(new URL(page.url()).pathname).toBe('/en/faq');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Frequently asked questions');
    expect(await page.getByTestId('brand-logo').getAttribute('src')).toContain('/variants/lv/');
    expect(await page.title()).toContain('Frequently asked questions');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('switching language keeps the path and reloads the texts', async () => {
    const { page } = await openPage(browser, siteUrl('lv.localhost', '/lv/faq?tab=2'));
    const before = await page.getByRole('heading', { level: 1 }).textContent();
    const localeChange = page.waitForRequest((request) => request.url().endsWith('/api/locale/change'));
    const categories = page.waitForResponse(
      (r) => r.url().includes('/api/catalogue/categories?locale=en') && r.ok(),
    );
    const flags = page.waitForResponse((r) => r.url().includes('/api/catalogue/flags?locale=en') && r.ok());
    await page.getByTestId('language-switcher').selectOption('en');
    expect((await localeChange).postDataJSON()).toEqual({ newLocale: 'en' });
    await Promise.all([categories, flags]);
    await page.waitForURL((url) => url.pathname === '/en/faq');
    expect(new URL(page.url()).search).toBe('?tab=2');
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    expect(before).not.toBe('Frequently asked questions');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.context().close();
  });

  it('an unknown path shows "Page not found" and the path', async () => {
    const { page } = await openPage(browser, siteUrl('lt.localhost', '/en/no-such/page'));
    const notFound = page.getByTestId('not-found');
    await notFound.waitFor();
    expect(await notFound.getByRole('heading').textContent()).toBe('Page not found');
    expect(await notFound.textContent()).toContain('/en/no-such/page');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('a route whose validation fails shows the 404 page', async () => {
    const { page } = await openPage(browser, siteUrl('lt.localhost', '/en/invoice/not-a-number'));
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByTestId('not-found').textContent()).toContain('/en/invoice/not-a-number');
    await page.context().close();
  });

  it('each spec route renders its own page (static segments win over optional and catch-all ones)', async () => {
    const expected: [string, string][] = [
      // An outcome page needs the order it reports on (its guard sends a visit without one home).
      ['/en/payment/fail?order_id=1', 'Payment failed'],
      // /tracking is static beside /tracking/{number} (the invoice pairs now need a sign-in or an invoice id).
      ['/en/tracking', 'Order tracking'],
      ['/en/tracking/TRKDEMO00000001', 'Parcel TRKDEMO00000001'],
      ['/en/c/electronics/phones', 'Phones'],
      // A seeded marketplace offer (the deterministic seed of the journeys' stack).
      ['/en/market/product/tent-t902-o561', 'Taiga Tent T902'],
      ['/en/order-successful', 'Quote request sent'],
      // #27: the order form is open to a guest; a create-order link to anyone who has it.
      ['/en/order-form', 'Order form'],
      ['/en/create-order/demo-offer-01', 'Create order'],
      ['/en/iphone-reservation', 'Reserve a new phone'],
      // A reservation that is not there (or not the visitor's, without its link's token) is the 404 page.
      ['/en/iphone-reservation/confirm/7', 'Page not found'],
      // #28: the claim form is open to a guest (the order's number and e-mail).
      ['/en/claim-form', 'Warranty claim'],
      ['/en/unsupported-browser', 'Your browser is not supported'],
      ['/en/404', 'Page not found'],
    ];
    const { page } = await openPage(browser, siteUrl('lt.localhost', '/en'));
    for (const [path, title] of expected) {
      await page.goto(siteUrl('lt.localhost', path));
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      // The query stays too (an outcome page's order_id).
      const at = new URL(page.url());
      expect(at.pathname + at.search).toBe(path);
    }
    await page.context().close();
  });

  it('status renders outside the shell, with and without a prefix', async () => {
    for (const path of ['/status', '/en/status']) {
      const { page } = await openPage(browser, siteUrl('lt.localhost', path));
      await page.getByTestId('status-page').waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.locator('header').count()).toBe(0);
      await page.context().close();
    }
  });

  it('auth pages send a guest to login, remembering where they were going', async () => {
    const { page } = await openPage(browser, siteUrl('lt.localhost', '/en/my-orders'));
    await page.waitForURL((url) => url.pathname === '/en/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/en/my-orders');
    await page.context().close();
  });
});
