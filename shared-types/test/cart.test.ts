import { describe, expect, it } from 'vitest';
import { cartAddRequestSchema, cartFetchRequestSchema, cartFetchResponseSchema } from '../src/cart.js';
import { cartTotals } from '../src/rules/cart-totals.js';
import { initialCartState } from '../src/rules/initial-cart-state.js';
import { shippingDiscountPercentages } from '../src/rules/shipping-discount.js';

const item = {
  id: 1,
  product_id: 501,
  sku: 'SKU-501',
  name: 'Phone case',
  slug: 'phones/phone-case',
  image: null,
  manufacturer: 'Acme',
  category: 'Phones',
  price: 9.99,
  quantity: 2,
  max_quantity: 5,
  kind: 'p' as const,
  out_of_stock: false,
};
const cartFields = {
  shipping_method: 'air',
  currency: { id: 1, iso_code: 'EUR', rate_to_eur: 1 },
  reservation_error: null,
};

describe('cart/fetch', () => {
  it('requires a language_id', () => {
    expect(cartFetchRequestSchema.safeParse({ language_id: 3 }).success).toBe(true);
    const bad = cartFetchRequestSchema.safeParse({ language_id: 'lv' });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0]?.path).toEqual(['language_id']);
  });

  it('parses a cart whose figures feed the §9 rules', () => {
    const parsed = cartFetchResponseSchema.parse({
      status: true,
      cart: {
        items: [item, { ...item, id: 2, product_id: 502, price: 20, quantity: 1 }],
        delivery: { country_id: 117, delivery_fee: 3.5 },
        shipping: { shipping_methods: { air: 40, sea: 15 }, shipping_discounts: { air: 10, sea: 0 } },
        expiration: '2026-11-22T03:00:00Z',
        ...cartFields,
      },
    });
    expect(parsed.cart).not.toBeNull();
    if (!parsed.cart?.shipping) throw new Error('expected shipping');
    expect(cartTotals(parsed.cart.items)).toEqual({ totalSum: 39.98, totalQuantity: 3, totalItems: 2 });
    expect(shippingDiscountPercentages(parsed.cart.shipping)).toEqual({ air: 25, sea: 0 });
  });

  it('accepts a failure with no cart and rejects a line with quantity 0', () => {
    expect(cartFetchResponseSchema.parse({ status: false, cart: null }).cart).toBeNull();
    const bad = cartFetchResponseSchema.safeParse({
      status: true,
      cart: {
        items: [{ ...item, quantity: 0 }],
        delivery: null,
        shipping: null,
        expiration: null,
        ...cartFields,
      },
    });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0]?.path).toEqual(['cart', 'items', 0, 'quantity']);
  });
});

describe('cart changes and state', () => {
  it('adding needs a positive whole quantity', () => {
    expect(cartAddRequestSchema.safeParse({ product_id: 1, quantity: 1, language_id: 1 }).success).toBe(true);
    expect(cartAddRequestSchema.safeParse({ product_id: 1, quantity: 0.5, language_id: 1 }).success).toBe(
      false,
    );
  });

  it('starts empty, not loaded, by air, and each call gives a fresh state', () => {
    const state = initialCartState();
    expect(state).toMatchObject({ items: [], loaded: false, has_error: false, shipping_method: 'air' });
    state.items.push(item);
    expect(initialCartState().items).toEqual([]);
  });
});
