import { describe, expect, it } from 'vitest';
import {
  finalPrice,
  paymentFeeAmount,
  promotionDiscount,
  trackedCheckoutValue,
} from '../../src/rules/final-price.js';

const base = {
  subtotal: 100,
  shipping: 20,
  localDelivery: 5,
  shippingDiscount: 4,
  promoDiscount: 10,
  balance: 6,
  paymentFee: null,
};

describe('final price (§9)', () => {
  it('is subtotal + shipping + local delivery − shipping discount − promo − balance', () => {
    expect(finalPrice(base)).toBe(105);
  });

  it('adds a fixed fee as it is', () => {
    expect(finalPrice({ ...base, paymentFee: { fee: 1.5, fee_type: 'fixed' } })).toBe(106.5);
  });

  it('adds a percentage fee of the amount, rounded to 2 decimals', () => {
    // 105 × 2.9 % = 3.045 → 3.05
    expect(paymentFeeAmount(105, { fee: 2.9, fee_type: 'percentage' })).toBe(3.05);
    expect(finalPrice({ ...base, paymentFee: { fee: 2.9, fee_type: 'percentage' } })).toBe(108.05);
  });

  it('rounds the result to 4 decimals without float artefacts', () => {
    // 59.97 + 12.3456 + 5 − 4 − 10 − 6 = 57.3156
    expect(
      finalPrice({
        subtotal: 0.1,
        shipping: 0.2,
        localDelivery: 0.000_049,
        shippingDiscount: 0,
        promoDiscount: 0,
        balance: 0,
        paymentFee: null,
      }),
    ).toBe(0.3);
    expect(finalPrice({ ...base, subtotal: 59.97, shipping: 12.3456 })).toBe(57.3156);
  });

  it('never goes below 0 when the balance covers everything, but still adds a fixed fee', () => {
    expect(finalPrice({ ...base, balance: 500 })).toBe(0);
    expect(finalPrice({ ...base, balance: 500, paymentFee: { fee: 2, fee_type: 'percentage' } })).toBe(0);
    expect(finalPrice({ ...base, balance: 500, paymentFee: { fee: 1, fee_type: 'fixed' } })).toBe(1);
  });
});

describe('promotion discount', () => {
  it('takes a fixed amount as it is and a percentage of the subtotal', () => {
    expect(promotionDiscount(80, { discount_amount: 5, promotion_type: 0 })).toBe(5);
    expect(promotionDiscount(80, { discount_amount: 12.5, promotion_type: 1 })).toBe(10);
    expect(promotionDiscount(80, null)).toBe(0);
  });
});

describe('tracked checkout value (§9)', () => {
  it('is Σ price × quantity with 2 decimals', () => {
    expect(
      trackedCheckoutValue([
        { price: 19.995, quantity: 1 },
        { price: 0.1, quantity: 3 },
      ]),
    ).toBe(20.3);
    expect(trackedCheckoutValue([{ price: 1.005, quantity: 1 }])).toBe(1.01);
    expect(trackedCheckoutValue([])).toBe(0);
  });
});
