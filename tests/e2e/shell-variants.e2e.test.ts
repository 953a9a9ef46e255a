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

describe('variants and white-label brands', () => {
  it('wl3.localhost shows brand 3 logo, hero and theme', async () => {
    const { page, errors } = await openPage(browser, siteUrl('wl3.localhost', '/'));
    await page.getByTestId('brand-logo').waitFor();
    expect(await page.getByTestId('brand-logo').getAttribute('src')).toContain('/brands/3/logo');
    expect(await page.getByTestId('hero-image').getAttribute('src')).toContain('/brands/3/hero');
    expect(await page.getAttribute('html', 'data-theme')).toBe('partner');
    expect(await page.getAttribute('html', 'data-brand')).toBe('3');
    // The logo really loads (not a broken image).
    expect(
      await page.getByTestId('brand-logo').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await saveScreenshot(page, 'home-wl3');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a brand without hero images falls back to brand 1 hero images, keeping its own logo', async () => {
    const { page } = await openPage(browser, siteUrl('wl4.localhost', '/'));
    await page.getByTestId('hero-image').waitFor();
    expect(await page.getByTestId('hero-image').getAttribute('src')).toContain('/brands/1/hero');
    expect(await page.getByTestId('brand-logo').getAttribute('src')).toContain('/brands/4/logo');
    await page.context().close();
  });

  it('a non-default theme stays light when the system prefers dark', async () => {
    const { page } = await openPage(browser, siteUrl('wl3.localhost', '/'), { colorScheme: 'dark' });
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');
    await page.context().close();
    const lt = await openPage(browser, siteUrl('lt.localhost', '/'), { colorScheme: 'dark' });
    const ltBackground = await lt.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(ltBackground).not.toBe('rgb(255, 255, 255)');
    await lt.page.context().close();
  });
});
