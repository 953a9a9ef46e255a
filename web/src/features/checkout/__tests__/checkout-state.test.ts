import { DiscountType, NEW_ADDRESS_PLACEHOLDER_ID, NO_DELIVERY_METHOD } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import {
  addNewAddress,
  canRemoveBalance,
  INITIAL_CHECKOUT_STATE,
  loadCheckout,
  removeBalance,
  resetCheckout,
  setDeliveryMethod,
  setEmail,
  setParcelShop,
  setShippingMethod,
} from '../checkout-state';
import { checkoutData, SAVED_ADDRESS } from './fixture';

const load = (state = INITIAL_CHECKOUT_STATE, data = checkoutData(), slug = 'abc', signedIn = true) =>
  loadCheckout(state, { slug, step: 3, data, signedIn });

const NEW_ADDRESS = {
  first_name: 'Jonas',
  last_name: 'Jonaitis',
  first_address: 'Laisvės al. 2',
  city: 'Kaunas',
  zip: 'LT-44001',
  phone_number: '+370 611 11111',
  country_id: 1,
};

describe('checkout state (§3, §4)', () => {
  it('starts with no delivery method (-1), air, nothing chosen and the balance not removed', () => {
    expect(INITIAL_CHECKOUT_STATE).toMatchObject({
      delivery_method: NO_DELIVERY_METHOD,
      shipping_method: 'air',
      balanceRemoved: false,
      slug: null,
      address: null,
      payment: null,
    });
  });

  it('fills a new checkout from the server: its selection, the first saved address, the applied balance', () => {
    const state = load(
      INITIAL_CHECKOUT_STATE,
      checkoutData({ selected_shipping_method: 'sea', email: 'a@b.lt' }),
    );
    expect(state.slug).toBe('abc');
    expect(state.shipping_method).toBe('sea');
    expect(state.address).toEqual(SAVED_ADDRESS);
    expect(state.email).toBe('a@b.lt');
    expect(state.is_guest).toBe(false);
    expect(state.balance).toEqual({ id: 4, amount: 25 });
  });

  it('a guest is marked as one', () => {
    expect(load(INITIAL_CHECKOUT_STATE, checkoutData(), 'abc', false).is_guest).toBe(true);
  });

  it('keeps the shopper’s choices when the same checkout loads again (the next step)', () => {
    let state = load();
    state = setShippingMethod(state, 'sea');
    state = setDeliveryMethod(state, 1);
    state = setParcelShop(state, 'PS-1');
    state = setEmail(state, 'me@example.com');
    const again = loadCheckout(state, { slug: 'abc', step: 4, data: checkoutData(), signedIn: true });
    expect(again).toMatchObject({
      step: 4,
      shipping_method: 'sea',
      delivery_method: 1,
      parcel_shop: 'PS-1',
      email: 'me@example.com',
    });
  });

  it('another checkout starts from scratch', () => {
    const state = setShippingMethod(setDeliveryMethod(load(), 1), 'sea');
    const other = load(state, checkoutData(), 'xyz');
    expect(other.slug).toBe('xyz');
    expect(other.delivery_method).toBe(NO_DELIVERY_METHOD);
    expect(other.shipping_method).toBe('air');
  });

  it('refuses a delivery index the checkout does not offer and drops the pickup point on a courier change', () => {
    let state = setParcelShop(setDeliveryMethod(load(), 1), 'PS-1');
    expect(setDeliveryMethod(state, 7).delivery_method).toBe(NO_DELIVERY_METHOD);
    state = setDeliveryMethod(state, 0);
    expect(state.delivery_method).toBe(0);
    expect(state.parcel_shop).toBeNull();
  });

  it('falls back to an offered shipping method when the chosen one is gone', () => {
    const state = setShippingMethod(load(), 'sea');
    const seaGone = loadCheckout(state, {
      slug: 'abc',
      step: 3,
      data: checkoutData({ shipping_methods: { air: 12 }, selected_shipping_method: null }),
      signedIn: true,
    });
    expect(seaGone.shipping_method).toBe('air');
  });

  // The saved entry replacing it is followAddresses' (address-choice.ts, checkout-summary.test.ts).
  it('a new address carries id 0 until the saved entry replaces it', () => {
    const state = addNewAddress(load(), NEW_ADDRESS);
    expect(state.address).toEqual({ ...NEW_ADDRESS, id: NEW_ADDRESS_PLACEHOLDER_ID });
  });

  it('removes the balance once, and a later answer that still carries it does not bring it back', () => {
    let state = load();
    expect(canRemoveBalance(state)).toBe(true);
    state = removeBalance(state);
    expect(state.balanceRemoved).toBe(true);
    expect(state.balance).toBeNull();
    expect(canRemoveBalance(state)).toBe(false);
    expect(removeBalance(state)).toBe(state);
    state = load(state);
    expect(state.balance).toBeNull();
    expect(state.balanceRemoved).toBe(true);
  });

  it('takes the promotion the server applied', () => {
    const promotion = { discount_amount: 10, promotion_type: DiscountType.PERCENTAGE };
    expect(load(INITIAL_CHECKOUT_STATE, checkoutData({ promotion })).promotion).toEqual(promotion);
  });

  it('a fresh load (a reload, another tab) carries on from what the shop kept', () => {
    const kept = { ...SAVED_ADDRESS, id: 12, city: 'Kaunas' };
    const state = load(
      INITIAL_CHECKOUT_STATE,
      checkoutData({
        address: kept,
        delivery_method: 1,
        balance_removed: true,
        selected_payment_method: 2,
        courier_info: { parcelshop_id: 'PS-1' },
      }),
    );
    expect(state).toMatchObject({
      address: kept,
      delivery_method: 1,
      parcel_shop: 'PS-1',
      balanceRemoved: true,
    });
    expect(state.balance).toBeNull();
    expect(state.payment).toEqual({ id: 2, index: 1, type: 2 });
  });

  it('takes the balance as the shop states it', () => {
    expect(load(INITIAL_CHECKOUT_STATE, checkoutData({ balance: { id: 4, amount: 12.5 } })).balance).toEqual({
      id: 4,
      amount: 12.5,
    });
    expect(load(INITIAL_CHECKOUT_STATE, checkoutData({ balance: null })).balance).toBeNull();
  });

  it('invalidation forgets everything', () => {
    expect(resetCheckout()).toEqual(INITIAL_CHECKOUT_STATE);
  });
});
