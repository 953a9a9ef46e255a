import { CLIENT_HEADER } from '@storefront/shared-types';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, saveScreenshot, siteUrl, waitForHydration } from './support/browser.js';

// #15: the shopper's layout on phones and desktops. Every real page on three sites at three widths: nothing
// wider than the screen, a phone header of one row at most 64 px; the header's search and its suggestions; the
// consent banner holding back the marketing vendors (whose requests are intercepted and refused, never loaded).
// One browser; one context per width, reused across sites and pages.

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
let offerSlug = '';
let manufacturer = '';

beforeAll(async () => {
  browser = await launchBrowser();
  // A product and a marketplace offer of the seeded catalogue, asked for as the site's own pages would.
  const origin = `http://localhost:${inject('bffPort')}`;
  const find = async (contentType: 'products' | 'offers') => {
    const response = await fetch(`${origin}/api/catalogue/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, [CLIENT_HEADER.name]: CLIENT_HEADER.value },
      body: JSON.stringify({ locale: 'en', contentType, limit: 1, facets: false }),
    });
    const item = ((await response.json()) as { items: { slug: string; manufacturer: string }[] }).items[0];
    if (!item) throw new Error(`the seeded catalogue has no ${contentType}`);
    return item;
  };
  const [product, offer] = await Promise.all([find('products'), find('offers')]);
  productSlug = product.slug;
  manufacturer = product.manufacturer;
  offerSlug = offer.slug;
});
afterAll(async () => {
  await browser?.close();
});

async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
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

describe('every page fits the screen', () => {
  for (const width of WIDTHS) {
    it(`at ${width} px: no horizontal scrolling${width <= PHONE_MAX ? `, a header of at most ${PHONE_HEADER_MAX_PX} px` : ''}`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const problems: string[] = [];
      const pages = [...STATIC_PAGES, `/p/${productSlug}`, `/market/product/${offerSlug}`];
      for (const host of SITES) {
        for (const path of pages) {
          await visit(page, siteUrl(host, path));
          const m = await measure(page);
          const where = `${host}${new URL(page.url()).pathname} @${width}`;
          if (m.overflow > 0) problems.push(`${where}: ${m.overflow} px too wide (${m.widest.join(', ')})`);
          if (width <= PHONE_MAX && m.header !== null && m.header > PHONE_HEADER_MAX_PX) {
            problems.push(`${where}: header ${m.header} px tall`);
          }
        }
      }
      // Signed in, the header holds other controls (account, sign out): the same rules.
      if (width <= PHONE_MAX) {
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
          await visit(page, siteUrl('ee.localhost', path));
          const m = await measure(page);
          if (m.overflow > 0)
            problems.push(`signed in ${path} @${width}: ${m.overflow} px too wide (${m.widest})`);
          if (m.header !== null && m.header > PHONE_HEADER_MAX_PX)
            problems.push(`signed in ${path}: header ${m.header} px`);
        }
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 240_000);
  }
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
  /** A context without a consent answer, whose requests to other hosts are recorded and refused. */
  async function unansweredContext(): Promise<{ context: BrowserContext; hosts: Set<string> }> {
    const plain = await launchBrowser({ consentAnswered: false });
    const context = await plain.newContext({ viewport: { width: 390, height: 844 } });
    const hosts = new Set<string>();
    await context.route(
      (url) => !/^(.+\.)?localhost$|^127\.0\.0\.1$/.test(url.hostname) && url.protocol.startsWith('http'),
      (route) => {
        hosts.add(new URL(route.request().url()).hostname);
        return route.abort('blockedbyclient');
      },
    );
    context.on('close', () => void plain.close());
    return { context, hosts };
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
    const { context, hosts } = await unansweredContext();
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
    expect(await consentSignals(page)).toEqual(['default:denied', 'update:granted']);

    // The next page (a full load, possibly from the page cache) loads them at once, without asking again.
    hosts.clear();
    await visit(page, siteUrl('lt.localhost', '/en/c/electronics'));
    await expect.poll(() => [...hosts].sort()).toEqual([...VENDORS].sort());
    expect(await banner.count()).toBe(0);

    // Withdrawn from the footer: the page reloads and no vendor is asked for any more.
    await page.getByTestId('consent-settings').click();
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
