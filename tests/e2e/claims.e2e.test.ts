import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot, siteUrl, waitForHydration } from './support/browser.js';
import { expectAccessible, expectNoSidewaysScroll, signInPastUnpaidAlert } from './support/shop-journey.js';

// Issue 28's warranty claim on the real stack (shop-api on PGlite, the bff serving the built web app), in
// Chromium, each screen checked with axe: the demo customer files a claim on one of their orders with two photos at
// a phone's 390 px and sees it, received, on the order's page (its photos served to them); the form's layout once
// at a laptop's 1366 px.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DEMO = { email: 'demo@storefront.test', password: 'demo-password' };

const photo = (red: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: red, g: 60, b: 60 } } })
    .jpeg()
    .toBuffer();

async function check(page: Page, name: string, width: number): Promise<void> {
  await expectAccessible(page, name);
  if (width < 500) await expectNoSidewaysScroll(page, name);
  await saveScreenshot(page, `claims-${name}-${width}`);
}

/** Signs the demo customer in, opens the claim form and chooses their newest order: its items show. */
async function claimFormWithOrder(page: Page): Promise<string> {
  await signInPastUnpaidAlert(page, DEMO.email, DEMO.password);
  await page.goto(siteUrl('lt.localhost', '/en/claim-form'), { waitUntil: 'networkidle' });
  await waitForHydration(page);
  const select = page.getByTestId('claim-order-select');
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
  const number = (await select.locator('option').nth(1).getAttribute('value')) ?? '';
  await select.selectOption(number);
  await page.getByTestId('claim-item').first().waitFor();
  return number;
}

describe('warranty claims', () => {
  it('a customer files a claim with two photos at 390 px and sees it on the order’s page', async () => {
    const { page, errors } = await openPage(browser, siteUrl('lt.localhost', '/en'), {
      viewport: { width: 390, height: 844 },
    });
    const number = await claimFormWithOrder(page);
    await page.getByTestId('claim-item').first().click();
    await page.getByTestId('claim-description').fill('The screen goes black after a few minutes of use.');
    await page.getByTestId('claim-files').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(200) },
      { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo(90) },
    ]);
    await expect.poll(() => page.getByTestId('claim-file-list').locator('li').count()).toBe(2);
    await page.getByTestId('claim-resolution-replacement').click();
    await check(page, 'form', 390);

    await page.getByTestId('claim-submit').click();
    await page.getByTestId('claim-done').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Claim CL\d+ received$/);
    expect(await page.getByTestId('claim-done-status').textContent()).toBe('Received');
    await check(page, 'done', 390);

    await page.getByTestId('claim-order-link').click();
    await page.waitForURL((url) => url.pathname === `/en/my-orders/${number}`);
    const claim = page.getByTestId('order-claim').first();
    await claim.waitFor();
    expect(await claim.getByTestId('order-claim-status').textContent()).toBe('Received');
    const links = claim.getByRole('link');
    expect(await links.count()).toBe(2);
    // The photo is served to its owner (the session's cookie), re-encoded as a JPEG.
    const href = (await links.first().getAttribute('href')) ?? '';
    const served = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type') };
    }, href);
    expect(served).toEqual({ status: 200, type: 'image/jpeg' });
    await check(page, 'order', 390);
    expect(errors).toEqual([]);
  });

  it('the claim form’s layout at 1366 px', async () => {
    const { page, errors } = await openPage(browser, siteUrl('lt.localhost', '/en'), {
      viewport: { width: 1366, height: 900 },
    });
    await claimFormWithOrder(page);
    const form = await page.getByTestId('claim-form').boundingBox();
    // One readable column in the middle of a wide screen, not stretched across it.
    expect(form?.width ?? 0).toBeLessThanOrEqual(700);
    await check(page, 'form', 1366);
    expect(errors).toEqual([]);
  });
});
