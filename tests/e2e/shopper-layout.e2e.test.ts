import { CLIENT_HEADER } from '@storefront/shared-types';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSiteNameOfHost } from '../../shop-api/src/db/seed/sites.js';
import { launchBrowser, saveScreenshot, siteUrl, waitForHydration } from './support/browser.js';
import { e2eStack } from './support/e2e-stack.js';

// #15: the shopper's layout on phones and desktops. Every real page on three sites at three widths: nothing
// wider than the screen, a phone header of one row at most 64 px; the header's search and its suggestions; the
// home page's product rails on the first screen; even listing cards; the phone's active-filter count; the
// product page's image beside its buying column; the brand's name from the seed; the consent banner holding back
// the marketing vendors (whose requests are intercepted and refused, never loaded).
// One browser; the fit check loads each page once per site and narrows it through the widths.

const SITES = ['lt.localhost', 'ee.localhost', 'wl3.localhost'] as const;
const WIDTHS = [320, 390, 1366] as const;
const PHONE_MAX = 1023;
const PHONE_HEADER_MAX_PX = 64;
/** The vendors every seeded lt page configures (spec §1: tag manager, pixel, retargeting, marketing e-mail, chat). */
const VENDORS = [
  'www.googletagmanager.com',
  'connect.facebook.net',
  'static.criteo.net',
  'static.klaviyo.com',
  'storefront.ladesk.com',
];

/** The pages a shopper reaches without ids of their own (guarded ones show the sign-in they redirect to). */
const STATIC_PAGES = [
  '/',
  '/c/electronics',
  '/search?s=phone',
  '/marketplace',
  '/dealzone',
  '/about-us',
  '/warranty',
  '/faq',
  '/contacts',
  '/privacy-policy',
  '/purchase-agreement',
  '/reservation-policy',
  '/pro',
  '/blog',
  '/cart',
  '/claim-form',
  '/claim-form-pro',
  '/login',
  '/register',
  '/tracking',
  '/quotes',
  '/calculate',
  '/forwarding',
  '/iphone-reservation',
  '/order-form',
  '/checkout',
  '/payment/fail',
  '/unsupported-browser',
  '/status',
  '/user-account',
  '/my-orders',
  '/404',
  '/no-such/page',
  '/p/no-such-product',
  '/c/no-such-category',
];

let browser: Browser;
let productSlug = '';
let productName = '';
let offerSlug = '';
let manufacturer = '';

beforeAll(async () => {
  browser = await launchBrowser();
  // A product and a marketplace offer of the seeded catalogue, asked for as the site's own pages would.
  const origin = `http://localhost:${e2eStack().bffPort}`;
  const find = async (contentType: 'products' | 'offers') => {
    const response = await fetch(`${origin}/api/catalogue/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, [CLIENT_HEADER.name]: CLIENT_HEADER.value },
      body: JSON.stringify({ locale: 'en', contentType, limit: 1, facets: false }),
    });
    const item = (
      (await response.json()) as { items: { slug: string; name: string; manufacturer: string }[] }
    ).items[0];
    if (!item) throw new Error(`the seeded catalogue has no ${contentType}`);
    return item;
  };
  const [product, offer] = await Promise.all([find('products'), find('offers')]);
  productSlug = product.slug;
  productName = product.name;
  manufacturer = product.manufacturer;
  offerSlug = offer.slug;
});
afterAll(async () => {
  await browser?.close();
});

async function visit(
  page: Page,
  url: string,
  waitUntil: 'load' | 'domcontentloaded' = 'load',
): Promise<void> {
  await page.goto(url, { waitUntil });
  await waitForHydration(page);
}

/** What the screen shows of the layout: page width beyond the screen, and the header's height. */
function measure(page: Page) {
  return page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    header: document.querySelector('header')?.getBoundingClientRect().height ?? null,
    widest: Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').slice(0, 60)}`),
  }));
}

type Box = { top: number; bottom: number; left: number; right: number; height: number; width: number };

/** Where the elements `selector` matches are on the screen (viewport coordinates), in document order. */
function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.$$eval(selector, (elements) =>
    elements.map((element) => {
      const { top, bottom, left, right, height, width } = element.getBoundingClientRect();
      return { top, bottom, left, right, height, width };
    }),
  );
}

/** Cards grouped into the rows they sit in (same top), each row's heights and price tops, top to bottom. */
async function cardRows(page: Page, scope: string): Promise<{ heights: number[]; priceTops: number[] }[]> {
  const cards = await page.$$eval(`${scope} [data-testid="product-card"]`, (elements) =>
    elements.map((card) => ({
      top: Math.round(card.getBoundingClientRect().top),
      height: card.getBoundingClientRect().height,
      priceTop: card.querySelector('[data-testid="product-card-price"]')?.getBoundingClientRect().top ?? -1,
    })),
  );
  const rows = new Map<number, { heights: number[]; priceTops: number[] }>();
  for (const card of cards) {
    const row = rows.get(card.top) ?? { heights: [], priceTops: [] };
    row.heights.push(card.height);
    row.priceTops.push(card.priceTop);
    rows.set(card.top, row);
  }
  return [...rows.values()];
}

/** The spread (largest minus smallest) of a row's numbers: 0 for an even row. */
const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

/** Lets the page answer a resize (media-query listeners re-render) before it is measured. */
function settle(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
      ),
  );
}

describe('every page fits the screen', () => {
  // Widest first: each page is loaded once per site and then narrowed, so a narrower width's check also catches
  // what a resize (a window narrowed, a phone turned) leaves too wide. Loading every page again at every width
  // (324 loads instead of 108) took most of the browser journeys' time for the same layouts.
  const widths = [...WIDTHS].sort((a, b) => b - a);
  it(`at ${widths.join(', ')} px: no horizontal scrolling; up to ${PHONE_MAX} px a header of at most ${PHONE_HEADER_MAX_PX} px`, async () => {
    const problems: string[] = [];
    const check = async (page: Page, where: string, width: number) => {
      const m = await measure(page);
      if (m.overflow > 0)
        problems.push(`${where} @${width}: ${m.overflow} px too wide (${m.widest.join(', ')})`);
      if (width <= PHONE_MAX && m.header !== null && m.header > PHONE_HEADER_MAX_PX) {
        problems.push(`${where} @${width}: header ${m.header} px tall`);
      }
    };
    const visitAtEveryWidth = async (
      page: Page,
      url: string,
      where: string,
      loadWidths: readonly number[],
    ) => {
      await page.setViewportSize({ width: loadWidths[0] ?? 0, height: 800 });
      // Images have their boxes before they load (width and height, aspect ratios): the layout is there once the
      // page is hydrated, without waiting for every image.
      await visit(page, url, 'domcontentloaded');
      for (const [index, width] of loadWidths.entries()) {
        if (index > 0) {
          await page.setViewportSize({ width, height: 800 });
          await settle(page);
        }
        await check(page, `${where}${new URL(page.url()).pathname}`, width);
      }
    };
    const pages = [...STATIC_PAGES, `/p/${productSlug}`, `/market/product/${offerSlug}`];
    // The sites side by side, a context each: a visit mostly waits (for the server, then hydration).
    await Promise.all(
      SITES.map(async (host) => {
        const context = await browser.newContext();
        const tab = await context.newPage();
        for (const path of pages) await visitAtEveryWidth(tab, siteUrl(host, path), host, widths);
        await context.close();
      }),
    );
    // Signed in, the header holds other controls (account, sign out): the same rules on a phone.
    const phoneWidths = widths.filter((width) => width <= PHONE_MAX);
    const context = await browser.newContext({ viewport: { width: phoneWidths[0] ?? 0, height: 800 } });
    const page = await context.newPage();
    await visit(page, siteUrl('ee.localhost', '/en'));
    const status = await page.evaluate(
      async ({ header }) =>
        (
          await fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json', [header.name]: header.value },
            body: JSON.stringify({ email: 'demo@storefront.test', password: 'demo-password' }),
          })
        ).status,
      { header: CLIENT_HEADER },
    );
    expect(status).toBe(200);
    for (const path of ['/ee', '/ee/account-information', '/ee/c/electronics']) {
      await visitAtEveryWidth(page, siteUrl('ee.localhost', path), 'signed in ', phoneWidths);
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 400_000);
});

describe('screenshots (tests/e2e/artifacts)', () => {
  it('home, category, product and the phone menu on lt, ee and wl3', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const desktop = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      deviceScaleFactor: 1,
    });
    const phonePage = await phone.newPage();
    const desktopPage = await desktop.newPage();
    for (const host of SITES) {
      const site = host.split('.')[0];
      for (const [name, path] of [
        ['home', '/'],
        ['category', '/c/electronics'],
        ['product', `/p/${productSlug}`],
      ] as const) {
        await visit(phonePage, siteUrl(host, path));
        await saveScreenshot(phonePage, `shopper-${site}-${name}-390`, { fullPage: false });
        await visit(desktopPage, siteUrl(host, path));
        await saveScreenshot(desktopPage, `shopper-${site}-${name}-1366`, { fullPage: false });
      }
      await visit(phonePage, siteUrl(host, '/'));
      await phonePage.getByTestId('open-menu').click();
      await phonePage.getByTestId('menu-drawer').getByRole('link').first().waitFor();
      await saveScreenshot(phonePage, `shopper-${site}-menu-390`, { fullPage: false });
      await phonePage.keyboard.press('Escape');
    }
    await phone.close();
    await desktop.close();
  }, 180_000);
});

describe('the phone menu', () => {
  it('opens from the one-row header, keeps focus inside, closes with Escape and when a link is followed', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await visit(page, siteUrl('lt.localhost', '/en'));
    const button = page.getByTestId('open-menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Electronics' }).waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // Language, currency and the account's links are in it.
    expect(await drawer.getByTestId('language-switcher').isVisible()).toBe(true);
    expect(await drawer.getByTestId('currency-selector').isVisible()).toBe(true);
    expect(await drawer.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    // Tab never leaves the drawer.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('open-menu');
    await button.click();
    await drawer.getByRole('link', { name: 'Electronics' }).click();
    await page.waitForURL(/\/en\/c\/electronics$/);
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});

describe('the home page sells', () => {
  // A 1366 × 768 laptop's screen (less than the screenshots' 900 px), and a 390 px phone.
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    const phone = width <= PHONE_MAX;
    it(`at ${width}×${height}: three rails of products with prices, the first on the first screen${phone ? ' right under the hero' : ''}`, async () => {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      for (const host of SITES) {
        await visit(page, siteUrl(host, '/en'));
        const rails = page.getByTestId('home-rail');
        expect(await rails.evaluateAll((list) => list.map((rail) => rail.getAttribute('data-rail')))).toEqual(
          ['offers', 'best-sellers', 'new-arrivals'],
        );
        // Each rail: its six cards (HOME_RAIL_ITEMS), each with a price, as tall as each other.
        for (const rail of await rails.all()) {
          const prices = await rail.getByTestId('product-card-price').allTextContents();
          expect(prices, host).toHaveLength(6);
          for (const price of prices) expect(price).toMatch(/\d/);
          const [row, ...more] = await cardRows(
            page,
            `[data-rail="${await rail.getAttribute('data-rail')}"]`,
          );
          if (!phone) expect(more, `${host}: a desktop rail is one row`).toEqual([]);
          expect(spread(row?.heights ?? []), `${host}: card heights in a rail`).toBeLessThan(1);
          expect(spread(row?.priceTops ?? []), `${host}: prices in a rail line up`).toBeLessThanOrEqual(2);
        }
        const [hero] = await boxes(page, '[data-testid="hero"]');
        const [firstRail] = await boxes(page, '[data-testid="home-rail"]');
        const firstPrices = await boxes(page, '[data-rail="offers"] [data-testid="product-card-price"]');
        const firstCard = (await boxes(page, '[data-rail="offers"] [data-testid="product-card"]'))[0];
        if (!hero || !firstRail || !firstCard) throw new Error(`${host}: no hero or rail`);
        if (phone) {
          // Right under the hero, the first card lined up with the page's content (its left edge is the hero's),
          // its price on the first screen; the rest of the rail is a swipe away.
          expect(firstRail.top - hero.bottom, host).toBeLessThanOrEqual(32);
          expect(Math.abs(firstCard.left - hero.left), `${host}: first card's left edge`).toBeLessThan(1);
          expect(firstPrices[0]?.bottom, host).toBeLessThanOrEqual(height);
          // Swiped along and back, the row snaps its first card into line again (not to the screen's edge).
          const rail = page.locator('[data-rail="offers"] ul');
          const railBox = await rail.boundingBox();
          if (!railBox) throw new Error(`${host}: the rail is not on screen`);
          await page.mouse.move(railBox.x + railBox.width / 2, railBox.y + railBox.height / 2);
          await page.mouse.wheel(200, 0);
          await expect.poll(() => rail.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
          await page.mouse.wheel(-1000, 0);
          await expect
            .poll(
              async () => (await boxes(page, '[data-rail="offers"] [data-testid="product-card"]'))[0]?.left,
              {
                message: `${host}: first card's left edge after a swipe`,
              },
            )
            .toBeCloseTo(hero.left, 0);
        } else {
          // Every price of the first rail on the first screen, within the page's width.
          for (const price of firstPrices) {
            expect(price.bottom, host).toBeLessThanOrEqual(height);
            expect(price.right, host).toBeLessThanOrEqual(hero.right);
          }
        }
      }
      await context.close();
    });
  }
});

describe('listing cards', () => {
  for (const width of [390, 1366]) {
    it(`at ${width} px: the cards of a row are equally tall, their prices on one line and level`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const path of ['/en/c/electronics', '/en/dealzone']) {
        await visit(page, siteUrl('lt.localhost', path));
        const rows = await cardRows(page, '[data-testid="listing-items"]');
        expect(rows.length, path).toBeGreaterThan(3);
        expect(rows[0]?.heights.length, `${path}: cards in a row`).toBeGreaterThanOrEqual(2);
        rows.forEach((row, index) => {
          expect(spread(row.heights), `${path} row ${index + 1}: heights ${row.heights}`).toBeLessThan(1);
          // Level to within layout rounding (a price on a line of its own was 16 px or more out).
          expect(spread(row.priceTops), `${path} row ${index + 1}: price tops`).toBeLessThanOrEqual(2);
        });
        // A price, crossed out or not, is never broken across lines nor wider than its card.
        const broken = await page.$$eval(
          '[data-testid="product-card-price"], [data-testid="product-card-original"] > span',
          (prices) =>
            prices
              .filter((price) => {
                const card = price.closest('[data-testid="product-card"]')?.getBoundingClientRect();
                const lines = new Set(Array.from(price.getClientRects(), (rect) => Math.round(rect.top)));
                return lines.size > 1 || (card && price.getBoundingClientRect().right > card.right);
              })
              .map((price) => price.textContent),
        );
        expect(broken, path).toEqual([]);
      }
      await context.close();
    });
  }

  it('on a phone, the filter button says how many filters are on', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await visit(page, siteUrl('lt.localhost', '/en/c/electronics'));
    const toggle = page.getByTestId('filters-toggle');
    const count = toggle.getByTestId('active-filter-count');
    expect(await count.count()).toBe(0);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const brands = page.getByRole('group', { name: 'Brand' }).getByRole('checkbox');
    // Two brands are two filters; a price range one more.
    await brands.nth(0).click();
    await page.waitForURL((url) => url.searchParams.has('f.manufacturer'));
    await expect.poll(() => count.textContent()).toBe('Active filters: 1');
    await brands.nth(1).click();
    await expect.poll(() => count.textContent()).toBe('Active filters: 2');
    const price = page.getByRole('group', { name: 'Price' });
    await price.getByLabel('From').fill('20');
    await price.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.has('f.current_price'));
    await expect.poll(() => count.textContent()).toBe('Active filters: 3');
    // Seen on the button itself (the panel folded away), and heard as part of its name.
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await count.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Filters Active filters: 3' }).count()).toBe(1);
    await saveScreenshot(page, 'shopper-lt-filter-count-390', { fullPage: false });
    // A reload keeps the count (the filters are in the URL); resetting them takes it away.
    await visit(page, page.url());
    expect(await count.textContent()).toBe('Active filters: 3');
    await toggle.click();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('f.manufacturer'));
    await count.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('the product page', () => {
  it('at 1366 px: a bounded image beside a buying column with the price and add to cart, all on the first screen', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await visit(page, siteUrl('lt.localhost', `/en/p/${productSlug}`));
    const [image] = await boxes(page, '[data-testid="product-main-image"]');
    const [column] = await boxes(page, '[data-testid="product-buy-column"]');
    const [button] = await boxes(page, '[data-testid="add-to-cart"]');
    const [price] = await boxes(page, '[data-testid="product-price"]');
    if (!image || !column || !button || !price) throw new Error('the product page lacks its parts');
    // The image is at most 30rem wide, whole on the first screen.
    expect(image.width).toBeLessThanOrEqual(480);
    expect(image.bottom).toBeLessThanOrEqual(768);
    // The column is beside it, level with its top, and fills much of its height (not a mostly empty column).
    expect(column.left).toBeGreaterThanOrEqual(image.right + 16);
    expect(Math.abs(column.top - image.top)).toBeLessThan(16);
    expect(column.height).toBeGreaterThan(image.height / 2);
    for (const part of [price, button]) {
      expect(part.left).toBeGreaterThanOrEqual(column.left);
      expect(part.bottom).toBeLessThanOrEqual(768);
    }
    expect(
      await page.getByTestId('product-buy-column').getByRole('heading', { level: 1 }).textContent(),
    ).toBe(productName);
    expect(await page.getByTestId('add-to-cart').isEnabled()).toBe(true);
    await context.close();
  });

  it('at 390 px: the buying column follows the image, the name and price on the first screen', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await visit(page, siteUrl('lt.localhost', `/en/p/${productSlug}`));
    const [image] = await boxes(page, '[data-testid="product-main-image"]');
    const [column] = await boxes(page, '[data-testid="product-buy-column"]');
    const [price] = await boxes(page, '[data-testid="product-price"]');
    if (!image || !column || !price) throw new Error('the product page lacks its parts');
    expect(image.left).toBeGreaterThanOrEqual(16);
    expect(image.right).toBeLessThanOrEqual(390 - 16);
    expect(column.top).toBeGreaterThanOrEqual(image.bottom);
    expect(price.bottom).toBeLessThanOrEqual(844);
    await page.getByTestId('add-to-cart').scrollIntoViewIfNeeded();
    expect(await page.getByTestId('add-to-cart').isVisible()).toBe(true);
    await context.close();
  });
});

describe('brand names', () => {
  // The issue's cases: white-label brands' pages said "White label" beside a logo saying "White Label 3", and ae's
  // logo "Storefront AE" beside a heading "Storefront UAE". The name is the shop-api seed's (one source). A page
  // title is the page's then the site's name, the site's first on ae's theme (alt2, spec §2).
  for (const [host, siteFirst] of [
    ['wl3.localhost', false],
    ['wl5.localhost', false],
    ['ae.localhost', true],
  ] as const) {
    it(`${host}: title, heading and logo say the seed's name`, async () => {
      const name = seedSiteNameOfHost(host);
      if (!name) throw new Error(`the seed does not know ${host}`);
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await visit(page, siteUrl(host, '/en'));
      expect(await page.title()).toBe(name);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
      expect(await page.getByTestId('brand-logo').getAttribute('alt')).toBe(name);
      await visit(page, siteUrl(host, `/en/p/${productSlug}`));
      expect(await page.title()).toBe(siteFirst ? `${name} | ${productName}` : `${productName} | ${name}`);
      expect(await page.getByTestId('brand-logo').getAttribute('alt')).toBe(name);
      await context.close();
    });
  }
});

describe('search from the header', () => {
  /** Types into the header's combobox and waits for its suggestions; returns their texts. */
  async function suggest(page: Page, text: string): Promise<string[]> {
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill(text);
    const list = page.getByRole('listbox');
    await list.getByRole('option').first().waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    return list.getByRole('option').allTextContents();
  }

  it('on a phone (home): suggestions as you type, chosen with the arrow keys and Enter', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await visit(page, siteUrl('lt.localhost', '/en'));
    await page.getByTestId('open-search').click();
    const options = await suggest(page, 'phone');
    expect(options.length).toBeGreaterThan(1);
    // The header is still one row while the search box is open below it.
    expect((await measure(page)).header).toBeLessThanOrEqual(PHONE_HEADER_MAX_PX);
    const box = page.getByRole('combobox', { name: 'Search' });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    const chosen = page.locator(`[id="${activeId}"]`);
    expect(await chosen.getAttribute('aria-selected')).toBe('true');
    const label = (await chosen.textContent()) ?? '';
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /\/en\/(c|p)\//.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: label }).waitFor();
    // Escape closes the list; a plain Enter searches the text.
    await page.getByTestId('open-search').click();
    await suggest(page, 'phone');
    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/en/search' && url.searchParams.get('s') === 'phone');
    await context.close();
  });

  it('on a desktop (category page): a suggestion clicked opens its page', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await visit(page, siteUrl('ee.localhost', '/en/c/electronics'));
    // A maker's name: the catalogue has products of theirs (the last suggestions are products).
    await suggest(page, manufacturer);
    const option = page.getByRole('listbox').getByRole('option').last();
    const label = (await option.textContent()) ?? '';
    await option.click();
    await page.waitForURL((url) => /\/en\/p\//.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: label }).waitFor();
    await context.close();
  });
});

describe('consent', () => {
  /**
   * A context without a consent answer, whose requests to other hosts are recorded (host, and what the page asked
   * for: a script, an image…) and refused, so no vendor's code is ever loaded.
   */
  async function unansweredContext(): Promise<{
    context: BrowserContext;
    hosts: Set<string>;
    kinds: Set<string>;
  }> {
    const plain = await launchBrowser({ consentAnswered: false });
    const context = await plain.newContext({ viewport: { width: 390, height: 844 } });
    const hosts = new Set<string>();
    const kinds = new Set<string>();
    await context.route(
      (url) => !/^(.+\.)?localhost$|^127\.0\.0\.1$/.test(url.hostname) && url.protocol.startsWith('http'),
      (route) => {
        hosts.add(new URL(route.request().url()).hostname);
        kinds.add(route.request().resourceType());
        return route.abort('blockedbyclient');
      },
    );
    context.on('close', () => void plain.close());
    return { context, hosts, kinds };
  }
  const consentSignals = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
        .filter(
          (entry) => typeof entry === 'object' && entry !== null && (entry as IArguments)[0] === 'consent',
        )
        .map((entry) => `${(entry as IArguments)[1]}:${(entry as IArguments)[2].ad_storage}`),
    );

  it('no vendor before a yes; accepting loads them; withdrawing from the footer stops them', async () => {
    const { context, hosts, kinds } = await unansweredContext();
    const page = await context.newPage();
    await visit(page, siteUrl('lt.localhost', '/en'));
    const banner = page.getByTestId('consent-banner');
    await banner.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await saveScreenshot(page, 'shopper-lt-consent-390', { fullPage: false });
    await page.waitForTimeout(500);
    expect([...hosts]).toEqual([]);
    expect(await consentSignals(page)).toEqual(['default:denied']);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    await expect.poll(() => [...hosts].sort()).toEqual([...VENDORS].sort());
    // What the yes asked for is the vendors' scripts (refused here), nothing else.
    expect([...kinds]).toEqual(['script']);
    expect(await consentSignals(page)).toEqual(['default:denied', 'update:granted']);

    // The next page (a full load, possibly from the page cache) loads them at once, without asking again.
    hosts.clear();
    await visit(page, siteUrl('lt.localhost', '/en/c/electronics'));
    await expect.poll(() => [...hosts].sort()).toEqual([...VENDORS].sort());
    expect(await banner.count()).toBe(0);

    // Withdrawn from the footer's "Cookie settings": the page reloads and no vendor is asked for any more.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await banner.getByTestId('consent-current').waitFor();
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Reject' }).click();
    await reloaded;
    await waitForHydration(page);
    hosts.clear();
    await visit(page, siteUrl('lt.localhost', '/en/faq'));
    await page.waitForTimeout(500);
    expect([...hosts]).toEqual([]);
    expect(await banner.count()).toBe(0);
    expect(await consentSignals(page)).toEqual(['default:denied']);
    const cookies = await context.cookies(siteUrl('lt.localhost', '/'));
    expect(cookies.find((cookie) => cookie.name === 'sf_consent')?.value).toBe('denied');
    await context.close();
  });
});
