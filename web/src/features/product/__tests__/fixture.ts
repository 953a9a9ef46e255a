import { type ProductDetail, productDetailSchema } from '@storefront/shared-types';

/** A product detail as the bff answers it, parsed by the real schema so a contract change breaks the tests. */
export function productFixture(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return productDetailSchema.parse({
    id: 477,
    kind: 'p',
    slug: 'auris/headphones-a985-477',
    sku: 'SKU-0000477',
    name: 'Auris Headphones A985',
    manufacturer: 'Auris',
    category_id: 8,
    current_price: 11.42,
    original_price: 22.84,
    discount_percentage: 0.5,
    paid_amount: 4639,
    arrived_at: '2025-12-06T20:13:52Z',
    max_quantity: 10,
    flag_ids: [1],
    image: 'products/477/1.png',
    images: ['products/477/1.png', 'products/477/2.png'],
    description: 'Auris Headphones A985. Headphones.',
    category: {
      id: 8,
      slug: 'electronics/headphones',
      name: 'Headphones',
      parent_id: 1,
      position: 4,
      pageTitle: 'Headphones',
      display_in_marketplace: true,
      filterable_additional_fields: [],
      breadcrumbs: [
        { id: 'electronics', translation: 'Electronics', display_in_marketplace: true },
        { id: 'electronics/headphones', translation: 'Headphones', display_in_marketplace: true },
      ],
    },
    flags: [{ id: 1, type: '1', position: 1, slug: 'exclusive', name: 'Exclusive' }],
    attributes: [{ key: 'additional_field_5', name: 'Condition', value: 'used', valueName: 'Used' }],
    size_chart: null,
    ...overrides,
  });
}
