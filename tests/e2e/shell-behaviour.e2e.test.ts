import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryMenuButton,
  launchBrowser,
  openPage,
  seriousA11yViolations,
  siteUrl,
  waitForHydration,
} from './support/browser.js';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IPHONE_SAFARI_11 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('cross-screen behaviour', () => {
  it('an IE user agent sees the unsupported-browser modal with the downloads for Windows; Proceed is remembered', async () => {
    const { page } = await openPage(browser, siteUrl('lt.localhost', '/en'), { userAgent: IE11 });
    const modal = page.getByTestId('unsupported-browser-modal');
    await modal.waitFor();
    const links = await modal
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    // Safari is not made for Windows: Chrome, Firefox and Edge are.
    expect(links).toHaveLength(3);
    for (const vendor of ['google.com/chrome', 'mozilla.org', 'microsoft.com/edge']) {
      expect(links.some((href) => href.includes(vendor))).toBe(true);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Proceed' }).click();
    await modal.waitFor({ state: 'detached' });
    // The next page load (and the next page) does not ask again.
    await page.reload();
    await waitForHydration(page);
    await page.goto(siteUrl('lt.localhost', '/en/faq'));
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await modal.count()).toBe(0);
    await page.context().close();
  });

  it('an old iPhone Safari is offered only browsers that install on an iPhone', async () => {
    const { page } = await openPage(browser, siteUrl('lt.localhost', '/en'), {
      userAgent: IPHONE_SAFARI_11,
      viewport: { width: 390, height: 844 },
    });
    const modal = page.getByTestId('unsupported-browser-modal');
    await modal.waitFor();
    const names = await modal.getByRole('link').allTextContents();
    expect(names).toEqual(['Download Chrome', 'Download Firefox']);
    await page.context().close();
  });

  it('a modern browser gets no unsupported-browser modal', async () => {
    const { page } = await openPage(browser, siteUrl('lt.localhost', '/en'));
    await page.getByTestId('brand-logo').waitFor();
    expect(await page.getByTestId('unsupported-browser-modal').count()).toBe(0);
    await page.context().close();
  });

  it('a thrown render error shows the error screen with details, home link and the current year', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Simulates a bug in one page's code: its lazily loaded component throws while rendering.
    await page.route('**/assets/warranty-*.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "export const component = () => { throw new Error('Render exploded in the warranty page'); };",
      }),
    );
    await page.goto(siteUrl('lt.localhost', '/en/warranty'));
    await page.getByRole('heading', { name: 'Something unexpected happened' }).waitFor();
    expect(await page.getByTestId('error-message').textContent()).toBe(
      'Render exploded in the warranty page',
    );
    expect(await page.getByRole('link', { name: 'Return to homepage' }).getAttribute('href')).toBe('/');
    expect(await page.locator('footer').textContent()).toContain(String(new Date().getFullYear()));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('a chunk missing after a deployment shows the update notice whose button reloads', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(siteUrl('lt.localhost', '/en'), { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.route('**/assets/contacts-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.getByRole('link', { name: 'Contacts' }).click();
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await refresh.waitFor();
    await page.unroute('**/assets/contacts-*.js');
    await Promise.all([page.waitForEvent('load'), refresh.click()]);
    await page.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor();
    await context.close();
  });

  it('modals close when the route changes, and Escape gives focus back to the opener', async () => {
    const { page } = await openPage(browser, siteUrl('lt.localhost', '/en'));
    const opener = page.getByTestId('open-login');
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => getComputedStyle(el.parentElement as Element).zIndex)).toBe('1050');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Focus is inside the dialog and Tab keeps it there.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    // The cart pop-up's link to the cart page changes the route: the pop-up closes.
    await page.getByTestId('open-cart').click();
    await dialog.waitFor();
    await dialog.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/en/cart');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('client navigation pushes a page view and keeps title, canonical and robots in step', async () => {
    const { page } = await openPage(browser, siteUrl('lt.localhost', '/en'));
    await page.getByRole('link', { name: 'About us' }).click();
    await page.waitForURL((url) => url.pathname === '/en/about-us');
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    await page.waitForFunction(() => document.title.startsWith('About us'));
    const canonical = await page.getAttribute('link[rel="canonical"]', 'href');
    expect(canonical).toMatch(/^http:\/\/[^/]+\/en\/about-us$/);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    const views = await page.evaluate(() =>
      (
        (window as unknown as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? []
      ).filter((e) => e.event === 'PageView'),
    );
    expect(views.map((v) => v.page_path)).toEqual(['/en', '/en/about-us']);
    await page.context().close();
  });

  it('the currency selector stores the choice in the mm_currency_id cookie', async () => {
    const { page } = await openPage(browser, siteUrl('lt.localhost', '/en'));
    const selector = page.getByTestId('currency-selector');
    const options = await selector.locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    expect(await selector.locator('option:checked').textContent()).toBe(
      options.includes('EUR') ? 'EUR' : options[0],
    );
    const other = await selector
      .locator('option')
      .nth(options.indexOf('EUR') === 0 ? 1 : 0)
      .getAttribute('value');
    await selector.selectOption(other ?? '');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'mm_currency_id')?.value).toBe(other);
    await page.context().close();
  });

  it('the viewport class follows the window width after the resize debounce', async () => {
    const { page } = await openPage(browser, siteUrl('lt.localhost', '/en'));
    // The class is set by an effect once the page is hydrated.
    await page.waitForFunction(() => document.documentElement.classList.contains('viewport-desktop'));
    await page.setViewportSize({ width: 800, height: 900 });
    await page.waitForFunction(() => document.documentElement.classList.contains('viewport-mobile'));
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.waitForFunction(() => document.documentElement.classList.contains('viewport-tablet'));
    await page.context().close();
  });

  it('the category menu is keyboard usable', async () => {
    const { page } = await openPage(browser, siteUrl('lt.localhost', '/en'));
    const button = await categoryMenuButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // The tree comes from the shop's catalogue: links to multi-segment category pages in the page's language.
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await panel.getByRole('link').first().waitFor();
    const hrefs = await panel
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(5);
    expect(hrefs.every((href) => href?.startsWith('/en/c/'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });
});
