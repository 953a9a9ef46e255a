import { analyticsItemSchema, type ListingItem } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { listingItemPath } from '@/lib/listing-item-path';
import { viewListEntry } from '../listing-tracking';

const item = (id: number, kind: 'p' | 'o'): ListingItem => ({
  id,
  kind,
  slug: kind === 'p' ? `orbis/lamp-${id}` : `lamp-o${id}`,
  sku: `SKU-${id}`,
  name: `Lamp ${id}`,
  manufacturer: 'Orbis',
  category_id: 3,
  current_price: 9.99,
  original_price: 12.5,
  discount_percentage: 0.8,
  paid_amount: 3,
  arrived_at: '2024-01-01T00:00:00Z',
  max_quantity: 5,
  flag_ids: [],
  image: 'products/1/1.png',
  images: [],
});

describe('listing tracking', () => {
  it('links shop products to /p/… and offers to /market/product/…', () => {
    expect(listingItemPath(item(1, 'p'), 'lt')).toBe('/lt/p/orbis/lamp-1');
    expect(listingItemPath(item(2, 'o'), 'en')).toBe('/en/market/product/lamp-o2');
  });

  it('viewList carries valid analytics items numbered from the batch start', () => {
    const entry = viewListEntry({
      listName: 'Phones',
      items: [item(1, 'p'), item(2, 'p')],
      startIndex: 48,
      categoryNames: ['Electronics', 'Phones'],
      locale: 'en',
      origin: 'https://shop.example',
      imageUrl: () => null,
    });
    expect(entry.event).toBe('viewList');
    expect(entry.ecommerce.currency).toBe('USD');
    for (const it of entry.ecommerce.items) expect(analyticsItemSchema.safeParse(it).success).toBe(true);
    expect(entry.ecommerce.items.map((i) => [i.index, i.category, i.url])).toEqual([
      [48, 'Phones', 'https://shop.example/en/p/orbis/lamp-1'],
      [49, 'Phones', 'https://shop.example/en/p/orbis/lamp-2'],
    ]);
  });
});
