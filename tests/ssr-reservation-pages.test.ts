// The phone reservation pages (issue 28) as curl sees them: the shop-api (PGlite, seeded) and the bff rendering
// through Vite's module loader (WEB_DEV_SERVER=true, no build needed). The form comes with the site's models in
// its first HTML; a reservation's confirm page answers 200 with its link's token and the 404 status without it
// (someone else's looks like a missing one); the success page without a reservation is a 404 too.
import type { AddressInfo } from 'node:net';
import { createServer, loadConfig } from '@storefront/bff';
import { ENDPOINTS, type Reservation } from '@storefront/shared-types';
import { buildApp, type createDatabase } from '@storefront/shop-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { StorefrontBrowser } from './support/storefront-browser.js';
import { templateDatabase } from './support/test-databases.js';

type Database = Awaited<ReturnType<typeof createDatabase>>;

const HOST = 'localhost:3000';
let db: Database;
let shop: FastifyInstance | undefined;
let bff: FastifyInstance | undefined;
let bffOrigin = '';

const browser = () => new StorefrontBrowser(bffOrigin, HOST);

beforeAll(async () => {
  db = await templateDatabase(40);
  shop = await buildApp({ db });
  await shop.listen({ host: '127.0.0.1', port: 0 });
  const shopOrigin = `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}`;
  bff = await createServer({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      COOKIE_SECRET: 'ssr-reservation-pages-test-cookie-secret-long-enough-0123',
      SHOP_API_URL: shopOrigin,
      PORT: '3000',
      WEB_DEV_SERVER: 'true',
      PAGE_CACHE_TTL_MS: '0',
    }),
  });
  await bff.listen({ host: '127.0.0.1', port: 0 });
  bffOrigin = `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
  // Warm Vite's transform of the app outside the tests' time.
  await browser().page('/en/iphone-reservation');
}, 120_000);

afterAll(async () => {
  await bff?.close();
  await shop?.close();
  await db?.close();
});

describe('phone reservation pages (issue 28)', () => {
  test('the form comes with the site’s models, the policy link and no sign-in wall', async () => {
    const page = await browser().page('/en/iphone-reservation');
    expect(page.status).toBe(200);
    expect(page.text).toContain('iPhone 17 Pro Max, 512 GB, Deep Blue');
    expect(page.text).toContain('href="/en/reservation-policy"');
    expect(page.text).toContain('data-testid="reservation-submit"');
  });

  test('a guest’s reservation: 200 with its link’s token, the 404 status without it or with another', async () => {
    const guest = browser();
    const made = await guest.post(ENDPOINTS.reservationCreate.path, {
      model_id: 11,
      name: 'Ona Guest',
      email: 'ona-ssr@example.test',
      accept_policy: true,
      language_id: 1,
      idempotency_key: 'ssr-reservation-create-0001',
    });
    expect(made.status, made.text).toBe(200);
    const reservation = made.body as Reservation;
    const linked = await browser().page(
      `/en/iphone-reservation/confirm/${reservation.id}?token=${reservation.token}`,
    );
    expect(linked.status).toBe(200);
    expect(linked.text).toContain(`Reservation ${reservation.number}`);
    expect(linked.text).toContain('data-testid="reservation-pay"');
    for (const path of [
      `/en/iphone-reservation/confirm/${reservation.id}`,
      `/en/iphone-reservation/confirm/${reservation.id}?token=${'A'.repeat(43)}`,
      '/en/iphone-reservation/confirm/99999999',
      '/en/reservation/success',
    ]) {
      const page = await browser().page(path);
      expect(page.status, path).toBe(404);
      expect(page.text).not.toContain('ona-ssr@example.test');
    }
  });
});
