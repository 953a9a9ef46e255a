import type { Bootstrap, ProductDetail } from '@storefront/shared-types';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '@/lib/__tests__/bootstrap-fixture';
import { type ProductKind, productQueryOptions } from '../api/get-product';
import { productHead, productStructuredData } from '../product-head';
import { productFixture } from './fixture';

// A product page's own head, read from the product its loader put in the query cache.

const SLUG = 'auris/headphones-a985-477';
const image = (key: string) => `https://lt.example/img/shop/${key}?f=jpeg&fit=contain&w=1200&h=630&b=ffffff`;

function headFor(
  product: ProductDetail | null,
  options: { kind?: ProductKind; pathname?: string; locale?: 'lt' | 'en'; bootstrap?: Bootstrap } = {},
) {
  const kind = options.kind ?? 'products';
  const queryClient = new QueryClient();
  if (product) {
    queryClient.setQueryData(
      productQueryOptions(kind, product.slug, options.locale ?? 'lt').queryKey,
      product,
    );
  }
  return productHead({
    kind,
    slug: product?.slug ?? SLUG,
    pathname: options.pathname ?? `/lt/p/${SLUG}`,
    context: { bootstrap: options.bootstrap ?? bootstrapFixture(), queryClient },
  });
}

type Tag = Record<string, unknown>;
const tagsOf = (head: ReturnType<typeof productHead>) => (head.meta ?? []) as Tag[];
const meta = (head: ReturnType<typeof productHead>, key: string) =>
  tagsOf(head).find((tag) => tag.name === key || tag.property === key)?.content;
const jsonLd = (head: ReturnType<typeof productHead>) =>
  tagsOf(head).find((tag) => 'script:ld+json' in tag)?.['script:ld+json'];

describe('productHead', () => {
  it('description, og:image via the productSocial preset on the canonical origin, og:type product, JSON-LD', () => {
    const head = headFor(
      productFixture({ description: '  A   pair of\nheadphones,\twith a long battery life. ' }),
    );
    expect(meta(head, 'description')).toBe('A pair of headphones, with a long battery life.');
    expect(meta(head, 'og:description')).toBe('A pair of headphones, with a long battery life.');
    expect(meta(head, 'og:image')).toBe(image('products/477/1.png'));
    // The shared head's secure_url (the site's image) is replaced by the product's, for an https image only.
    expect(meta(head, 'og:image:secure_url')).toBe(image('products/477/1.png'));
    expect(meta(head, 'og:type')).toBe('product');
    expect(jsonLd(head)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Auris Headphones A985',
      sku: 'SKU-0000477',
      description: 'A pair of headphones, with a long battery life.',
      brand: { '@type': 'Brand', name: 'Auris' },
      image: [image('products/477/1.png'), image('products/477/2.png')],
      offers: {
        '@type': 'Offer',
        url: `https://lt.example/lt/p/${SLUG}`,
        price: '11.42',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('a long description is summarised in at most 160 characters', () => {
    const long = `${'Great sound. '.repeat(30)}The end.`;
    const head = headFor(productFixture({ description: long }));
    const description = String(meta(head, 'description'));
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(description.startsWith('Great sound. Great sound.')).toBe(true);
    expect(description).not.toMatch(/\s…$/);
    expect((jsonLd(head) as { description: string }).description).toBe(description);
    // Exactly 160 is kept whole.
    const exact = 'x'.repeat(160);
    expect(meta(headFor(productFixture({ description: exact })), 'description')).toBe(exact);
  });

  it("prices are in the site's conversion currency when it has one", () => {
    const base = bootstrapFixture();
    const bootstrap = bootstrapFixture({
      storeConfig: { ...base.storeConfig, conversionCurrency: { id: 1, iso_code: 'USD', rate_to_eur: 0.92 } },
    });
    const data = jsonLd(headFor(productFixture({ current_price: 5 }), { bootstrap })) as {
      offers: { price: string; priceCurrency: string };
    };
    expect(data.offers).toMatchObject({ price: '5.00', priceCurrency: 'USD' });
  });

  it("the page language is the path's prefix; without one, the bootstrap's; the URL always carries it", () => {
    const english = headFor(productFixture(), { pathname: `/en/p/${SLUG}`, locale: 'en' });
    expect((jsonLd(english) as { offers: { url: string } }).offers.url).toBe(
      `https://lt.example/en/p/${SLUG}`,
    );
    const bare = headFor(productFixture(), { pathname: `/p/${SLUG}` });
    expect((jsonLd(bare) as { offers: { url: string } }).offers.url).toBe(`https://lt.example/lt/p/${SLUG}`);
    // The product cached in another language is not this page's.
    expect(headFor(productFixture(), { pathname: `/en/p/${SLUG}`, locale: 'lt' })).toEqual({});
  });

  it('a marketplace product without images, description or manufacturer keeps to what it has', () => {
    const offer = productFixture({
      kind: 'o',
      slug: 'offer-7',
      image: null,
      images: [],
      description: '',
      manufacturer: '',
    });
    const head = headFor(offer, { kind: 'marketplace-products', pathname: '/lt/market/product/offer-7' });
    expect(meta(head, 'og:image')).toBeUndefined();
    expect(meta(head, 'description')).toBeUndefined();
    expect(meta(head, 'og:type')).toBe('product');
    const data = jsonLd(head) as Record<string, unknown>;
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('description');
    expect(data.offers).toMatchObject({ url: 'https://lt.example/lt/market/product/offer-7' });
  });

  it('no og:image:secure_url for an http image', () => {
    const base = bootstrapFixture();
    const bootstrap = bootstrapFixture({
      variant: { ...base.variant, canonicalOrigin: 'http://lt.localhost:3000' },
    });
    const head = headFor(productFixture(), { bootstrap });
    expect(meta(head, 'og:image')).toBe(
      'http://lt.localhost:3000/img/shop/products/477/1.png?f=jpeg&fit=contain&w=1200&h=630&b=ffffff',
    );
    expect(meta(head, 'og:image:secure_url')).toBeUndefined();
  });

  it('only the single image when the product has no image list', () => {
    const head = headFor(productFixture({ image: 'products/477/9.png', images: [] }));
    expect(meta(head, 'og:image')).toBe(image('products/477/9.png'));
    expect((jsonLd(head) as { image: string[] }).image).toEqual([image('products/477/9.png')]);
  });

  it('nothing of its own before the product is loaded, or without a slug', () => {
    expect(headFor(null)).toEqual({});
    const queryClient = new QueryClient();
    expect(
      productHead({
        kind: 'products',
        slug: undefined,
        pathname: '/lt/p',
        context: { bootstrap: bootstrapFixture(), queryClient },
      }),
    ).toEqual({});
  });
});

describe('productStructuredData', () => {
  it('is schema.org Product with one Offer at the given price, currency and URL', () => {
    const data = productStructuredData(
      productFixture({ current_price: 199.9 }),
      ['https://x.example/1.jpg'],
      'EUR',
      'https://lt.example/lt/p/a',
    );
    expect(data).toMatchObject({
      '@type': 'Product',
      brand: { '@type': 'Brand', name: 'Auris' },
      image: ['https://x.example/1.jpg'],
      offers: { price: '199.90', priceCurrency: 'EUR', url: 'https://lt.example/lt/p/a' },
    });
  });
});
