import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProductDetail } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import {
  buildPageApp,
  CATEGORY_TREE,
  cspNonce,
  type FakeShop,
  fakeShop,
  SHOP_ORIGIN,
  serveCategories,
} from './page-fixtures.js';

// The server-made head of product, marketplace-product and category pages.

const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html>\n<html lang="lt">\n  <head>\n    <!--ssr-head-->\n  </head>\n  <body>\n    <div id="root"></div>\n    <!--ssr-bootstrap-->\n  </body>\n</html>\n',
);

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 1,
    kind: 'p',
    slug: 'acme/phone-1',
    sku: 'SKU-1',
    name: 'Acme Phone 1',
    manufacturer: 'Acme',
    category_id: 2,
    current_price: 199.9,
    original_price: 249,
    discount_percentage: 0.8028,
    paid_amount: 3,
    arrived_at: '2026-01-01T00:00:00Z',
    max_quantity: 4,
    flag_ids: [],
    image: 'products/1/1.png',
    images: ['products/1/1.png', 'products/1/2.png'],
    description: 'A   phone\nwith a long battery life.',
    category: { ...CATEGORY_TREE[0]?.children[0], breadcrumbs: [] } as ProductDetail['category'],
    flags: [],
    attributes: [],
    ...overrides,
  };
}

interface CatalogueShop extends FakeShop {
  productCalls: string[];
}

/** The page fake shop plus product detail (by path → answer) and the category tree. */
function catalogueShop(products: Record<string, { status: number; data: unknown }>): CatalogueShop {
  const shop = fakeShop();
  const productCalls: string[] = [];
  const pool = shop.agent.get(SHOP_ORIGIN);
  const json = { headers: { 'content-type': 'application/json' } };
  serveCategories(shop);
  pool
    .intercept({ method: 'GET', path: (p) => /^\/api\/catalogue\/(marketplace-)?products\//.test(p) })
    .reply((request) => {
      productCalls.push(request.path);
      const answer = products[request.path.split('?')[0] ?? ''] ?? {
        status: 404,
        data: { message: 'No product' },
      };
      return { statusCode: answer.status, data: JSON.stringify(answer.data), responseOptions: json };
    })
    .persist();
  return Object.assign(shop, { productCalls });
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function page(shop: FakeShop, url: string, host = 'lv.localhost:3000') {
  app = await buildPageApp(shop, { WEB_DIST_DIR: webDist });
  return app.inject({ method: 'GET', url, headers: { host, 'x-forwarded-host': 'evil.example' } });
}

const metaContent = (html: string, key: string) =>
  (new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1] ?? '').replaceAll(
    '&amp;',
    '&',
  );

function structuredData(html: string) {
  const match = /<script type="application\/ld\+json" nonce="([^"]+)">(.*?)<\/script>/s.exec(html);
  expect(match, 'JSON-LD script').not.toBeNull();
  return { nonce: match?.[1], data: JSON.parse(match?.[2] ?? 'null') };
}

describe('product pages', () => {
  test.each(['/lv/p/acme/phone-1', '/p/acme/phone-1'])(
    '%s: title, description, product og:image and Product JSON-LD',
    async (url) => {
      const shop = catalogueShop({
        '/api/catalogue/products/acme/phone-1': { status: 200, data: product() },
      });
      const response = await page(shop, url);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain('<title>Acme Phone 1 | Shop LV</title>');
      expect(metaContent(html, 'description')).toBe('A phone with a long battery life.');
      expect(metaContent(html, 'og:type')).toBe('product');
      expect(html).toContain('<link rel="canonical" href="http://lv.localhost:3000/lv/p/acme/phone-1" />');
      // The product's first image through the resizer, absolute on the variant's canonical origin.
      const ogImage = metaContent(html, 'og:image');
      expect(ogImage).toBe(
        'http://lv.localhost:3000/img/shop/products/1/1.png?f=jpeg&fit=contain&w=1200&h=630&b=ffffff',
      );
      expect(shop.productCalls[0]).toBe('/api/catalogue/products/acme/phone-1?locale=lv');

      const { nonce, data } = structuredData(html);
      expect(nonce).toBe(cspNonce(String(response.headers['content-security-policy'])));
      expect(data).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Acme Phone 1',
        sku: 'SKU-1',
        description: 'A phone with a long battery life.',
        brand: { '@type': 'Brand', name: 'Acme' },
        image: [
          ogImage,
          'http://lv.localhost:3000/img/shop/products/1/2.png?f=jpeg&fit=contain&w=1200&h=630&b=ffffff',
        ],
        offers: {
          '@type': 'Offer',
          url: 'http://lv.localhost:3000/lv/p/acme/phone-1',
          price: '199.90',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
        },
      });
      expect(html).not.toContain('evil.example');
    },
  );

  test('a product name cannot close the JSON-LD script', async () => {
    const name = 'Evil </script><script>alert(1)</script> phone';
    const shop = catalogueShop({
      '/api/catalogue/products/acme/phone-1': { status: 200, data: product({ name }) },
    });
    const html = (await page(shop, '/lv/p/acme/phone-1')).body;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(structuredData(html).data.name).toBe(name);
    expect(html).toContain(
      '<title>Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; phone | Shop LV</title>',
    );
  });

  test('a marketplace product is looked up as one; without images it keeps the site preview image', async () => {
    const offer = product({ kind: 'o', slug: 'offer-7', name: 'Deal 7', image: null, images: [] });
    const shop = catalogueShop({
      '/api/catalogue/marketplace-products/offer-7': { status: 200, data: offer },
    });
    const response = await page(shop, '/en/market/product/offer-7');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Deal 7 | Shop LV</title>');
    expect(shop.productCalls).toEqual(['/api/catalogue/marketplace-products/offer-7?locale=en']);
    expect(metaContent(response.body, 'og:image')).toContain('/img/site/');
    expect(structuredData(response.body).data.image).toBeUndefined();
  });

  test('an unknown product still renders the app, with a 404 status and the site title', async () => {
    const shop = catalogueShop({});
    const response = await page(shop, '/lv/p/acme/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Shop LV</title>');
    expect(response.body).not.toContain('application/ld+json');
  });

  test('a slug no product can have is a 404 without asking the shop', async () => {
    const shop = catalogueShop({});
    const response = await page(shop, '/lv/p/a%3Cb');
    expect(response.statusCode).toBe(404);
    expect(shop.productCalls).toEqual([]);
  });

  test('a shop failure keeps the page (generic head, 200), never a false 404', async () => {
    const shop = catalogueShop({ '/api/catalogue/products/acme/phone-1': { status: 500, data: {} } });
    const response = await page(shop, '/lv/p/acme/phone-1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Shop LV</title>');
  });
});

describe('category pages', () => {
  test("a category page is titled by the category's name, canonical without filters, filtered URL noindex", async () => {
    const response = await page(catalogueShop({}), '/lv/c/electronics/phones?f.manufacturer=Acme&s=x');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Phones | Shop LV</title>');
    expect(response.body).toContain(
      '<link rel="canonical" href="http://lv.localhost:3000/lv/c/electronics/phones" />',
    );
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  test('an unfiltered category page is indexable', async () => {
    const response = await page(catalogueShop({}), '/c/electronics');
    expect(response.body).toContain('<title>Electronics | Shop LV</title>');
    expect(response.body).not.toContain('name="robots"');
    expect(response.body).toContain(
      '<link rel="canonical" href="http://lv.localhost:3000/lv/c/electronics" />',
    );
  });

  test('/c/x?f.manufacturer=Y is noindex, and an unknown category is a 404 page', async () => {
    const response = await page(catalogueShop({}), '/c/x?f.manufacturer=Y');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(response.body).toContain('<link rel="canonical" href="http://lv.localhost:3000/lv/c/x" />');
  });
});
