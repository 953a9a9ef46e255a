import type { Address, CheckoutData } from '@storefront/shared-types';

export const SAVED_ADDRESS: Address = {
  id: 11,
  first_name: 'Ona',
  last_name: 'Jonaitė',
  first_address: 'Gedimino pr. 1',
  city: 'Vilnius',
  zip: 'LT-01103',
  phone_number: '+370 600 00000',
  country_id: 1,
};

/** A checkout answer as the shop could send it: two lines, air and sea, two couriers, a balance applied. */
export function checkoutData(overrides: Partial<CheckoutData> = {}): CheckoutData {
  return {
    status: true,
    products: [
      { id: 1, sku: 'SKU-1', name: 'Phone', currentPrice: 199.99, quantity: 2 },
      { id: 2, sku: 'SKU-2', name: 'Case', currentPrice: 10.005, quantity: 1 },
    ],
    shipping_fee: 12,
    shipping_methods: { air: 12, sea: 6 },
    shipping_discounts: { air: 3, sea: 0 },
    tier_based_shipping_discount: 3,
    selected_shipping_method: 'air',
    delivery_fee: 0,
    local_delivery: 0,
    local_delivery_couriers: [
      { local_delivery_type: 'courier', delivery_fee: 4, has_pickup_points: false, pickup_points: [] },
      {
        local_delivery_type: 'parcel_locker',
        delivery_fee: 2.5,
        has_pickup_points: true,
        pickup_points: [{ parcelshop_id: 'PS-1', name: 'Akropolis', address: 'Ozo g. 25' }],
      },
    ],
    courier_info: null,
    payment_methods: [
      { id: 1, fee: 2, fee_type: 'percentage', name: 'Card' },
      { id: 2, fee: 0.5, fee_type: 'fixed', name: 'Wallet' },
      { id: 4, fee: 0, fee_type: 'fixed', name: 'Balance' },
    ],
    payments: [{ payment_processor_id: 4, type: 4, amount: 25 }],
    email: null,
    client_addresses: [SAVED_ADDRESS],
    promotion: null,
    order_id: null,
    ...overrides,
  };
}
