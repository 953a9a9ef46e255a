import { CLIENT_HEADER } from '@storefront/shared-types';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, siteUrl } from './support/browser.js';

// #15: Swagger UI's "Try it out" at /docs (open in tests; an operator endpoint in production) works for a POST:
// the document declares the client header the bff requires of state-changing calls, Swagger UI fills it in, and
// the call is answered, not refused with a 403. tests/openapi.test.ts holds every operation to it without a
// browser; this is the page itself, CSP and all.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('/docs', () => {
  it('"Try it out" on POST /api/catalogue/search sends the client header and shows the 200 answer', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.goto(siteUrl('localhost', '/docs'), { waitUntil: 'networkidle' });
    const operation = page.locator('.opblock-post').filter({
      has: page.locator('.opblock-summary-path', { hasText: /^\/api\/catalogue\/search$/ }),
    });
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation
      .locator('textarea.body-param__text')
      .fill(JSON.stringify({ locale: 'en', contentType: 'products', limit: 2, facets: false }));
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/catalogue/search'));
    await operation.getByRole('button', { name: 'Execute' }).click();
    const request = await sent;
    expect((await request.allHeaders())[CLIENT_HEADER.name]).toBe(CLIENT_HEADER.value);
    expect((await request.response())?.status()).toBe(200);
    const status = operation.locator('.live-responses-table tr.response .response-col_status');
    await status.filter({ hasText: /^\d{3}$/ }).waitFor();
    expect(await status.textContent()).toBe('200');
    expect(await operation.locator('.live-responses-table').textContent()).toContain('"items"');
    expect(errors).toEqual([]);
    await context.close();
  });
});
