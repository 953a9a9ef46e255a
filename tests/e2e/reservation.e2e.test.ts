import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot, siteUrl, waitForHydration } from './support/browser.js';
import { expectAccessible, expectNoSidewaysScroll } from './support/shop-journey.js';

// Issue 28's phone reservation on the real stack (shop-api on PGlite, the sandbox provider on its own origin, the
// bff serving the built web app), in Chromium, each screen checked with axe: a guest reserves a phone at a
// phone's 390 px (the policy must be accepted first), pays the deposit in the sandbox and lands on the success
// page; the form's layout at a laptop's 1366 px once.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const storefrontPort = () => String(new URL(siteUrl('localhost')).port);

async function checkScreen(page: Page, name: string, width: number): Promise<void> {
  await expectAccessible(page, name);
  if (width < 500) await expectNoSidewaysScroll(page, name);
  await saveScreenshot(page, `reservation-${name}-${width}`);
}

describe('phone reservation', () => {
  it('a guest reserves a phone at 390 px, pays the deposit in the sandbox and lands on the success page', async () => {
    const { page, errors } = await openPage(browser, siteUrl('lt.localhost', '/en/iphone-reservation'), {
      viewport: { width: 390, height: 844 },
    });
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Reserve a new phone' }).waitFor();
    await checkScreen(page, 'form', 390);
    const policy = page
      .getByTestId('reservation-form-page')
      .getByRole('link', { name: 'reservation policy' });
    expect(await policy.getAttribute('href')).toBe('/en/reservation-policy');

    await page.getByTestId('reservation-model-12').click();
    await page.getByLabel('Full name').fill('Ona Guest');
    await page.getByLabel('E-mail').fill(`ona-${Date.now()}@example.test`);
    // Without the policy accepted it is refused, next to the checkbox.
    await page.getByTestId('reservation-submit').click();
    await page.getByText('Please accept the reservation policy.').waitFor();
    await page.getByTestId('reservation-policy').check();
    await page.getByTestId('reservation-submit').click();

    await page.waitForURL((url) => url.pathname.startsWith('/en/iphone-reservation/confirm/'));
    await waitForHydration(page);
    expect(new URL(page.url()).searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(await page.getByTestId('reservation-model').textContent()).toBe(
      'iPhone 17 Pro Max, 512 GB, Deep Blue',
    );
    expect(await page.getByTestId('reservation-status').textContent()).toBe('Awaiting the deposit');
    await checkScreen(page, 'confirm', 390);

    await page.getByTestId('reservation-payment-1').click();
    await page.getByTestId('reservation-pay').click();
    await page.waitForURL((url) => url.port !== storefrontPort());
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(
      (url) => url.port === storefrontPort() && url.pathname === '/en/reservation/success',
    );
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Your phone is reserved' }).waitFor();
    expect(await page.getByTestId('reservation-status').textContent()).toBe('Reserved (deposit paid)');
    await checkScreen(page, 'success', 390);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the form at 1366 px', async () => {
    const { page, errors } = await openPage(browser, siteUrl('lt.localhost', '/en/iphone-reservation'), {
      viewport: { width: 1366, height: 900 },
    });
    await waitForHydration(page);
    await page.getByTestId('reservation-model-11').waitFor();
    // Name and e-mail side by side on a wide screen.
    const name = await page.getByLabel('Full name').boundingBox();
    const email = await page.getByLabel('E-mail').boundingBox();
    expect(name && email && Math.abs(name.y - email.y) < 2 && email.x > name.x).toBe(true);
    await checkScreen(page, 'form', 1366);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
