import { CLIENT_HEADER, type ListingItem } from '@storefront/shared-types';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  saveScreenshot,
  seriousA11yViolations,
  siteUrl,
} from './support/browser.js';

// The cart in the browser (issue #14 part 1): a guest adds a catalogue product and a marketplace offer, changes a
// quantity, switches to sea and removes a line, on a desktop and a phone; axe on /cart.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type DataLayerEntry = { event?: string };
const events = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? [])).map(
    (entry) => entry.event,
  );

async function findItem(page: Page, contentType: 'products' | 'offers'): Promise<ListingItem> {
  const items = await page.evaluate(
    async ({ header, contentType }) => {
      const response = await fetch('/api/catalogue/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header.name]: header.value },
        body: JSON.stringify({ locale: 'en', contentType, limit: 48, facets: false }),
      });
      return ((await response.json()) as { items: ListingItem[] }).items;
    },
    { header: CLIENT_HEADER, contentType },
  );
  const item = items.find((i) => i.max_quantity >= 2) ?? items[0];
  if (!item) throw new Error(`no ${contentType}`);
  return item;
}

async function addToCart(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl('lt.localhost', path), { waitUntil: 'networkidle' });
  await page.getByTestId('add-to-cart').click();
  const popup = page.getByTestId('modal-cart');
  await popup.getByTestId('cart-view').waitFor();
  // One column at every width: the lines' totals and the summary's amounts end on one right edge.
  const rightEdges = await popup
    .locator('[data-testid="cart-line-total"], [data-testid="cart-totals"] dd')
    .evaluateAll((amounts) =>
      amounts.map((amount) => {
        const range = document.createRange();
        range.selectNodeContents(amount);
        return Math.round(range.getBoundingClientRect().right);
      }),
    );
  expect(rightEdges.length).toBeGreaterThanOrEqual(4);
  expect(Math.max(...rightEdges) - Math.min(...rightEdges), rightEdges.join(' ')).toBeLessThanOrEqual(1);
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });
}

describe('cart journey', () => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`a guest fills the cart and changes it (${name})`, async () => {
      const { page, errors } = await openPage(browser, siteUrl('lt.localhost', '/en'), { viewport });
      const product = await findItem(page, 'products');
      const offer = await findItem(page, 'offers');

      await addToCart(page, `/en/p/${product.slug}`);
      expect(await page.getByTestId('cart-count').textContent()).toContain('1');
      await addToCart(page, `/en/market/product/${offer.slug}`);
      expect(await page.getByTestId('cart-count').textContent()).toContain('2');
      const tracked = await events(page);
      expect(tracked).toContain('addToCart');
      expect(tracked).toContain('MarketplaceAddToCart');

      await page.goto(siteUrl('lt.localhost', '/en/cart'), { waitUntil: 'networkidle' });
      const lines = page.getByTestId('cart-line');
      await page.getByTestId('cart-view').waitFor();
      expect(await lines.count()).toBe(2);
      expect(await page.getByTestId('cart-expiration').isVisible()).toBe(true);
      // The page's heading starts where every page's content does (the shell's <main> pads it once).
      const indent = await page.evaluate(() => {
        const main = document.getElementById('main') as HTMLElement;
        const heading = main.querySelector('h1') as HTMLElement;
        const contentLeft =
          main.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(main).paddingLeft);
        return Math.round(heading.getBoundingClientRect().left - contentLeft);
      });
      expect(indent).toBe(0);
      expect(await events(page)).toContain('viewBasket');

      const total = async () => (await page.getByTestId('cart-total').textContent()) ?? '';
      const before = await total();
      await lines.first().getByTestId('cart-line-increase').click();
      await page.waitForFunction(
        () =>
          (document.querySelector('[data-testid="cart-line-quantity"]') as HTMLInputElement)?.value === '2',
      );
      expect(await total()).not.toBe(before);

      // Controlled by the cart's answer: checked once the shop has it.
      await page.getByTestId('shipping-sea').click();
      await page.waitForFunction(
        () => (document.querySelector('[data-testid="shipping-sea"]') as HTMLInputElement)?.checked,
      );
      // The choice is the server's: it survives a reload.
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByTestId('cart-view').waitFor();
      expect(await page.getByTestId('shipping-sea').isChecked()).toBe(true);

      await lines.nth(1).getByTestId('cart-line-remove').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="cart-line"]').length === 1);
      await saveScreenshot(page, `cart-${name}`);
      if (name === 'phone') {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(overflow).toBe(false);
      }
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByTestId('cart-clear').click();
      await page.getByTestId('cart-empty').waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
