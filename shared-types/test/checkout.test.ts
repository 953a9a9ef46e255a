import { describe, expect, it } from 'vitest';
import {
  checkoutDataSchema,
  checkoutFetchRequestSchema,
  checkoutGenerateResponseSchema,
  checkoutInvalidateRequestSchema,
} from '../src/checkout.js';
import { fieldErrorsFromZod } from '../src/errors.js';
import { finalPrice, trackedCheckoutValue } from '../src/rules/final-price.js';

const address = {
  id: 0,
  first_name: 'Ona',
  last_name: 'Petraitė',
  first_address: 'Gedimino pr. 1',
  city: 'Vilnius',
  zip: 'LT-01103',
  phone_number: '+370 612 34567',
  country_id: 130,
};

describe('checkout/generate', () => {
  it('needs a URL-safe slug', () => {
    expect(checkoutGenerateResponseSchema.parse({ status: true, slug: 'a1B2-c3_d' }).slug).toBe('a1B2-c3_d');
    expect(checkoutGenerateResponseSchema.safeParse({ status: true, slug: '../x' }).success).toBe(false);
  });
});

describe('checkout/fetch body', () => {
  it('needs only slug, step and language_id for the shipping step', () => {
    expect(checkoutFetchRequestSchema.safeParse({ slug: 'abc', step: 3, language_id: 1 }).success).toBe(true);
  });

  it('requires shipping, delivery, address, country and email for the payment step, naming each', () => {
    const bad = checkoutFetchRequestSchema.safeParse({
      slug: 'abc',
      step: 4,
      language_id: 1,
      shipping: 'sea',
    });
    expect(bad.success).toBe(false);
    if (!bad.success) {
      expect(Object.keys(fieldErrorsFromZod(bad.error)).sort()).toEqual([
        'address',
        'country',
        'delivery',
        'email',
      ]);
    }
    const ok = checkoutFetchRequestSchema.safeParse({
      slug: 'abc',
      step: 4,
      language_id: 1,
      shipping: 'sea',
      delivery: -1,
      address,
      country: 130,
      email: 'ona@example.com',
    });
    expect(ok.success).toBe(true);
  });

  it('checks the address phone with the §5 rule', () => {
    const bad = checkoutFetchRequestSchema.safeParse({
      slug: 'abc',
      step: 4,
      language_id: 1,
      shipping: 'air',
      delivery: 0,
      address: { ...address, phone_number: '861234567' },
      country: 130,
      email: 'ona@example.com',
    });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(Object.keys(fieldErrorsFromZod(bad.error))).toEqual(['address.phone_number']);
  });

  it('rejects an unknown step number', () => {
    expect(checkoutFetchRequestSchema.safeParse({ slug: 'abc', step: 2, language_id: 1 }).success).toBe(
      false,
    );
  });
});

describe('checkout data', () => {
  const data = {
    status: true,
    products: [
      { currentPrice: 19.99, quantity: 3 },
      { currentPrice: 5.005, quantity: 1 },
    ],
    shipping_fee: 12,
    shipping_methods: { air: 12, sea: 6 },
    shipping_discounts: { air: 3 },
    tier_based_shipping_discount: null,
    selected_shipping_method: 'air',
    delivery_fee: 2.5,
    local_delivery: 2.5,
    local_delivery_couriers: [
      {
        local_delivery_type: 'parcel_locker',
        delivery_fee: 2.5,
        has_pickup_points: true,
        pickup_points: [{ parcelshop_id: 'PS-1' }],
      },
    ],
    courier_info: { parcelshop_id: 'PS-1' },
    payment_methods: [
      { id: 1, fee: 2.9, fee_type: 'percentage' },
      { id: 4, fee: 0, fee_type: 'fixed' },
    ],
    payments: [{ payment_processor_id: 4, type: 4, amount: 10 }],
    email: 'ona@example.com',
    client_addresses: [{ ...address, id: 12 }],
    promotion: { discount_amount: 5, promotion_type: 0 },
    order_id: null,
  };

  it('parses the §3 fields and feeds the price formula', () => {
    const parsed = checkoutDataSchema.parse(data);
    const subtotal = parsed.products.reduce((sum, p) => sum + p.currentPrice * p.quantity, 0);
    const card = parsed.payment_methods[0] ?? null;
    // 64.975 + 12 + 2.5 − 3 − 5 − 10 = 61.475; fee 2.9 % of it = 1.782775 → 1.78
    expect(
      finalPrice({
        subtotal,
        shipping: parsed.shipping_fee,
        localDelivery: parsed.local_delivery,
        shippingDiscount: parsed.shipping_discounts.air ?? 0,
        promoDiscount: parsed.promotion?.discount_amount ?? 0,
        balance: 10,
        paymentFee: card,
      }),
    ).toBe(63.255);
    expect(
      trackedCheckoutValue(parsed.products.map((p) => ({ price: p.currentPrice, quantity: p.quantity }))),
    ).toBe(64.98);
  });

  it('rejects an unknown fee type and an unknown shipping method key', () => {
    expect(
      checkoutDataSchema.safeParse({ ...data, payment_methods: [{ id: 1, fee: 1, fee_type: 'percent' }] })
        .success,
    ).toBe(false);
    expect(checkoutDataSchema.safeParse({ ...data, shipping_methods: { rail: 3 } }).success).toBe(false);
  });
});

describe('checkout/invalidate', () => {
  it('needs slug and language_id', () => {
    expect(checkoutInvalidateRequestSchema.safeParse({ slug: 'abc' }).success).toBe(false);
  });
});
