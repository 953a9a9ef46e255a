import { analyticsItemSchema, trackingProductSchema } from '@storefront/shared-types';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackingProduct } from '@/lib/tracking/tracking-product';
import { marketplaceViewContentData, viewedProductEvent, viewItemEntry } from '../product-tracking';
import { useProductViewTracking } from '../use-product-view-tracking';
import { productFixture } from './fixture';

const context = {
  pageUrl: 'https://lt.example/en/p/auris/headphones-a985-477',
  imageUrl: 'https://lt.example/img/shop/products/477/1.png?f=webp',
};

describe('product tracking payloads', () => {
  it('builds the §3 tracking product from a product detail', () => {
    const product = trackingProduct(productFixture(), context);
    expect(trackingProductSchema.parse(product)).toEqual(product);
    expect(product).toEqual({
      sku: 'SKU-0000477',
      id: 477,
      name: 'Auris Headphones A985',
      price: 11.42,
      quantity: 1,
      category: 'Headphones',
      image: context.imageUrl,
      manufacturer: 'Auris',
      url: context.pageUrl,
      categories: ['Electronics', 'Headphones'],
    });
  });

  it('viewItem carries one analytics item, valued in USD', () => {
    const entry = viewItemEntry(trackingProduct(productFixture(), context));
    expect(entry.event).toBe('viewItem');
    expect(entry.ecommerce.currency).toBe('USD');
    expect(entry.ecommerce.value).toBe(11.42);
    expect(entry.ecommerce.items).toHaveLength(1);
    const [item] = entry.ecommerce.items;
    expect(analyticsItemSchema.parse(item)).toEqual(item);
    expect(item).toMatchObject({ brand: 'Auris', variant: null, index: 0, sku: 'SKU-0000477' });
  });

  it('MarketplaceViewContent names the product by sku, with its value', () => {
    expect(marketplaceViewContentData(trackingProduct(productFixture(), context))).toEqual({
      content_ids: ['SKU-0000477'],
      content_name: 'Auris Headphones A985',
      content_category: 'Headphones',
      content_type: 'product',
      value: 11.42,
      currency: 'USD',
    });
  });

  it('Viewed Product is a marketing-script track call with the tracking product', () => {
    const product = trackingProduct(productFixture(), context);
    expect(viewedProductEvent(product)).toEqual(['track', 'Viewed Product', product]);
  });
});

type TrackedWindow = Window & { dataLayer?: Record<string, unknown>[]; _learnq?: unknown[]; fbq?: unknown };

describe('useProductViewTracking', () => {
  const w = window as TrackedWindow;
  afterEach(() => {
    delete w.dataLayer;
    delete w._learnq;
    delete w.fbq;
  });

  it('a shop product pushes viewItem once, and Viewed Product when the marketing queue exists', () => {
    w._learnq = [];
    const { rerender } = renderHook(() => useProductViewTracking(productFixture(), 'products'));
    expect(w.dataLayer?.map((entry) => entry.event)).toEqual(['viewItem']);
    expect(w._learnq).toHaveLength(1);
    expect(w._learnq[0]).toMatchObject(['track', 'Viewed Product', { sku: 'SKU-0000477' }]);
    const pushed = w.dataLayer?.[0] as { ecommerce: { items: { image: string }[] } };
    expect(pushed.ecommerce.items[0]?.image).toMatch(/^http:\/\/[^/]+\/img\/shop\/products\/477\/1\.png\?/);
    rerender();
    expect(w.dataLayer).toHaveLength(1);
  });

  it('a marketplace product also pushes MarketplaceViewContent, to the pixel queue too', () => {
    const fbq = vi.fn();
    w.fbq = fbq;
    renderHook(() => useProductViewTracking(productFixture({ kind: 'o' }), 'marketplace-products'));
    expect(w.dataLayer?.map((entry) => entry.event)).toEqual(['viewItem', 'MarketplaceViewContent']);
    expect(fbq).toHaveBeenCalledWith(
      'trackCustom',
      'MarketplaceViewContent',
      expect.objectContaining({ content_ids: ['SKU-0000477'] }),
    );
  });
});
