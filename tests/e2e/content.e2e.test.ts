// Content pages (issue #16) as a shopper and a crawler meet them: every information page, the FAQ, the blog and a
// catch-all content page in two languages on two variants (the lt site, white-label brand 3), each rendered by the
// server with its status, title by the spec's rule and JSON-LD, no serious or critical axe violation; a FAQ deep
// link opens its answer, the blog pages through and opens a post, and an unknown slug is a real 404.
import { CLIENT_HEADER, pageTitle, type StoreConfigResponse, type Theme } from '@storefront/shared-types';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectPageErrors,
  launchBrowser,
  saveScreenshot,
  seriousA11yViolations,
  siteUrl,
  waitForHydration,
} from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ROUTES = [
  '/about-us',
  '/warranty',
  '/faq',
  '/faq/shipping',
  '/contacts',
  '/privacy-policy',
  '/purchase-agreement',
  '/reservation-policy',
  '/pro',
  '/blog',
  '/blog/how-air-and-sea-shipping-differ',
  // The catch-all /{slug}: a content page no route of its own names.
  '/shipping',
] as const;

const VARIANTS = [
  { host: 'lt.localhost', languages: ['lt', 'en'], theme: 'default' as Theme },
  { host: 'wl3.localhost', languages: ['lv', 'ee'], theme: 'partner' as Theme },
] as const;

/** The site's name as the shop configures it (the title rule puts it after the page's own title). */
async function siteName(page: Page, language: string): Promise<string> {
  return page.evaluate(
    async ({ header, language }) => {
      const response = await fetch('/api/store-config', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header.name]: header.value },
        body: JSON.stringify({ langIso: language }),
      });
      return ((await response.json()) as StoreConfigResponse).site.name;
    },
    { header: CLIENT_HEADER, language },
  );
}

const jsonLd = (page: Page) =>
  page.$$eval('script[type="application/ld+json"]', (scripts) =>
    scripts.map((s) => JSON.parse(s.textContent ?? 'null') as { '@type'?: string; [key: string]: unknown }),
  );

describe.each(VARIANTS)('content pages on $host', ({ host, languages, theme }) => {
  it.each(languages)(
    'every route renders on the server in %s with its status, title and JSON-LD',
    async (language) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      let name = '';
      for (const route of ROUTES) {
        // What is checked is in the server's HTML and the hydrated head: no need to wait for the network to rest
        // (half a second at least, on each of about 80 pages).
        const response = await page.goto(siteUrl(host, `/${language}${route}`), { waitUntil: 'load' });
        expect(response?.status(), route).toBe(200);
        await waitForHydration(page);
        if (!name) name = await siteName(page, language);
        const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
        expect(heading, route).not.toBe('');
        expect(await page.title(), route).toBe(pageTitle(heading, name, theme));
        expect(await page.getAttribute('html', 'lang')).toBe(language === 'ee' ? 'et' : language);
        const canonical = await page.getAttribute('link[rel="canonical"]', 'href');
        expect(canonical, route).toMatch(new RegExp(`/${language}${route.replace(/\//g, '\\/')}$`));
        const description = await page.getAttribute('meta[name="description"]', 'content');
        expect(description?.length ?? 0, route).toBeGreaterThan(10);
        const data = await jsonLd(page);
        if (route === '/faq' || route === '/faq/shipping') {
          const faq = data.find((d) => d['@type'] === 'FAQPage') as { mainEntity: unknown[] } | undefined;
          expect(faq?.mainEntity.length, route).toBe(await page.getByTestId('faq-entry').count());
        }
        if (route.startsWith('/blog/')) {
          const article = data.find((d) => d['@type'] === 'Article');
          expect(article?.headline).toBe(heading);
          expect(await page.getAttribute('meta[property="og:type"]', 'content')).toBe('article');
          expect(await page.getAttribute('meta[property="og:image"]', 'content')).toContain(
            '/img/shop/blog/',
          );
        }
        // One language per variant is enough for axe: the markup does not change with the language.
        if (language === languages[0]) expect(await seriousA11yViolations(page), route).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('content journeys', () => {
  it('a FAQ deep link opens its answer, and the FAQ links each topic to its page', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(siteUrl('lt.localhost', '/en/faq/customs-and-taxes#customs-delay'), {
      waitUntil: 'networkidle',
    });
    await waitForHydration(page);
    const entry = page.locator('details#customs-delay');
    await expect.poll(() => entry.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await expect.poll(() => entry.isVisible()).toBe(true);
    // Other answers stay closed.
    expect(await page.locator('details[open]').count()).toBe(1);
    await saveScreenshot(page, 'content-faq-deep-link-phone', { fullPage: false });

    // From the FAQ, a topic's title goes to its page in the browser; an answer's link is its deep link.
    await page.goto(siteUrl('lt.localhost', '/en/faq'), { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Payments and balance' }).click();
    await page.waitForURL((url) => url.pathname === '/en/faq/payments');
    await page.getByRole('heading', { level: 1, name: 'Payments and balance' }).waitFor();
    await page.getByText('What is the balance?').click();
    const link = page.locator('details#what-is-balance').getByRole('link', { name: 'Link to this answer' });
    expect(await link.getAttribute('href')).toBe('/en/faq/payments#what-is-balance');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the blog pages through, newest first, and opens a post with its cover through /img', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(siteUrl('lt.localhost', '/en/blog'), { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const titles = () => page.getByTestId('blog-card').getByRole('heading').allTextContents();
    const first = await titles();
    expect(first.length).toBe(6);
    await page.getByTestId('blog-pagination').getByRole('link', { name: '2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(async () => (await titles())[0]).not.toBe(first[0]);
    const second = await titles();
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((t) => first.includes(t))).toBe(false);
    // A page past the last is a 404 from the server.

    const postTitle = second[0] ?? '';
    await page.getByRole('link', { name: postTitle }).click();
    await page.getByRole('heading', { level: 1, name: postTitle }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/en\/blog\/[a-z0-9-]+$/);
    const cover = page.getByTestId('blog-post').locator('img').first();
    expect(await cover.getAttribute('src')).toMatch(/^\/img\/shop\/blog\/[a-z0-9-]+\.png\?/);
    await expect
      .poll(() => cover.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'content-blog-post');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unknown slug is a 404 from the server with the not-found page, and is noindex', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(siteUrl('wl3.localhost', '/lv/no-such-page/at-all'));
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toContain('noindex');
    const past = await page.goto(siteUrl('lt.localhost', '/en/blog?page=40'));
    expect(past?.status()).toBe(404);
    const post = await page.goto(siteUrl('lt.localhost', '/en/blog/no-such-post'));
    expect(post?.status()).toBe(404);
    const topic = await page.goto(siteUrl('lt.localhost', '/en/faq/no-such-topic'));
    expect(topic?.status()).toBe(404);
    await context.close();
  });

  it('each white-label brand shows its own contacts; /pro asks a guest to register or sign in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(siteUrl('wl3.localhost', '/en/contacts'));
    expect(await page.getByTestId('content-body').textContent()).toContain('help@brand3.white-label.test');
    await page.goto(siteUrl('wl5.localhost', '/en/contacts'));
    expect(await page.getByTestId('content-body').textContent()).toContain('help@brand5.white-label.test');
    await page.goto(siteUrl('lt.localhost', '/lt/pro'), { waitUntil: 'networkidle' });
    const cta = page.getByTestId('pro-cta');
    expect(await cta.getByRole('link', { name: 'Registruotis kaip pro' }).getAttribute('href')).toBe(
      '/lt/register?redirect=%2Flt%2Fsite-pro',
    );
    expect(await cta.getByRole('link', { name: 'Prisijungti' }).getAttribute('href')).toBe(
      '/lt/login?redirect=%2Flt%2Fsite-pro',
    );
    await context.close();
  });
});
