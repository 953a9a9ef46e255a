import { type Cart, initialCartState } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { cartFigures } from '../cart-figures';
import { cartReducer } from '../cart-state';

const cart: Cart = {
  items: [
    {
      id: 1,
      product_id: 10,
      kind: 'p',
      sku: 'P-10',
      name: 'Phone',
      slug: 'phone',
      image: null,
      manufacturer: null,
      category: null,
      price: 100,
      quantity: 2,
      max_quantity: 5,
      out_of_stock: false,
    },
    {
      id: 2,
      product_id: 11,
      kind: 'o',
      sku: 'O-11',
      name: 'Case',
      slug: 'case',
      image: null,
      manufacturer: null,
      category: null,
      price: 9.5,
      quantity: 1,
      max_quantity: 1,
      out_of_stock: false,
    },
  ],
  delivery: { country_id: 1, delivery_fee: 0 },
  shipping: { shipping_methods: { air: 19.5, sea: 9 }, shipping_discounts: { air: 1.95, sea: 1.8 } },
  shipping_method: 'sea',
  currency: { id: 1, iso_code: 'EUR', rate_to_eur: 1 },
  expiration: '2026-11-25T06:00:00Z',
  reservation_error: null,
};

describe('cart state (§4)', () => {
  it('becomes loaded after a valid fetch, with the answer’s items, shipping method and expiration', () => {
    const state = cartReducer(initialCartState(), { type: 'fetched', status: true, cart });
    expect(state).toMatchObject({
      loaded: true,
      has_error: false,
      shipping_method: 'sea',
      items: cart.items,
    });
    expect(state.expiration).toBe(cart.expiration);
  });

  it('a failed or invalid fetch sets has_error and leaves loaded false', () => {
    const loaded = cartReducer(initialCartState(), { type: 'fetched', status: true, cart });
    expect(cartReducer(loaded, { type: 'failed' })).toMatchObject({ has_error: true, loaded: false });
    expect(cartReducer(initialCartState(), { type: 'fetched', status: false, cart })).toMatchObject({
      has_error: true,
      loaded: false,
    });
    expect(cartReducer(initialCartState(), { type: 'fetched', status: true, cart: null }).loaded).toBe(false);
  });

  it('invalidating resets everything to the initial state', () => {
    const loaded = cartReducer(initialCartState(), { type: 'fetched', status: true, cart });
    expect(cartReducer(loaded, { type: 'invalidate' })).toEqual(initialCartState());
  });

  it('totals follow §9 and the chosen method’s shipping less its discount', () => {
    const state = cartReducer(initialCartState(), { type: 'fetched', status: true, cart });
    expect(cartFigures(state)).toMatchObject({
      totalSum: 209.5,
      totalQuantity: 3,
      totalItems: 2,
      shipping: 9,
      discount: 1.8,
      total: 216.7,
    });
  });
});
