// The §9 price of a checkout against examples worked out by hand (each comment shows the sum).
import { describe, expect, it } from 'vitest';
import { type CheckoutTotalsInput, checkoutTotals } from '../../src/rules/checkout-totals.js';

const base: CheckoutTotalsInput = {
  lines: [],
  shipping: 0,
  shippingDiscount: 0,
  localDelivery: 0,
  promotion: null,
  balanceAvailable: 0,
  paymentMethod: null,
};

describe('checkout totals (§9)', () => {
  it('adds shipping and local delivery, takes off both discounts and the balance, then adds a percentage fee', () => {
    // 19.99 × 3 + 5.005 = 64.975; + 12 air + 2.5 courier − 3 air discount − 5 promo − 10 balance = 61.475;
    // card 2.9 % of 61.475 = 1.782775 → 1.78 (2 decimals); final 63.255.
    const totals = checkoutTotals({
      ...base,
      lines: [
        { price: 19.99, quantity: 3 },
        { price: 5.005, quantity: 1 },
      ],
      shipping: 12,
      shippingDiscount: 3,
      localDelivery: 2.5,
      promotion: { discount_amount: 5, promotion_type: 0 },
      balanceAvailable: 10,
      paymentMethod: { id: 1, fee: 2.9, fee_type: 'percentage' },
    });
    expect(totals).toEqual({
      subtotal: 64.975,
      shipping: 12,
      local_delivery: 2.5,
      shipping_discount: 3,
      promo_discount: 5,
      balance: 10,
      payment_fee: 1.78,
      final: 63.255,
    });
  });

  it('takes a percentage promotion of the subtotal and a fixed fee as it is', () => {
    // 2 × 100 = 200; 10 % promo = 20; sea 6 − 1.2 discount; 200 + 6 − 1.2 − 20 = 184.8; + 0.5 fixed = 185.3.
    const totals = checkoutTotals({
      ...base,
      lines: [{ price: 100, quantity: 2 }],
      shipping: 6,
      shippingDiscount: 1.2,
      promotion: { discount_amount: 10, promotion_type: 1 },
      paymentMethod: { id: 3, fee: 0.5, fee_type: 'fixed' },
    });
    expect(totals.promo_discount).toBe(20);
    expect(totals.shipping).toBe(6);
    expect(totals.shipping_discount).toBe(1.2);
    expect(totals.payment_fee).toBe(0.5);
    expect(totals.final).toBe(185.3);
  });

  it('uses only as much balance as the price, and the balance alone adds no fee', () => {
    // 30 + 12 = 42 to pay; 150 of balance available: 42 used, nothing left for a provider.
    const totals = checkoutTotals({
      ...base,
      lines: [{ price: 30, quantity: 1 }],
      shipping: 12,
      balanceAvailable: 150,
      paymentMethod: { id: 4, fee: 0, fee_type: 'fixed' },
    });
    expect(totals.balance).toBe(42);
    expect(totals.payment_fee).toBe(0);
    expect(totals.final).toBe(0);
  });

  it('charges the provider’s fee on what is left after the balance', () => {
    // 100 + 12 − 20 balance = 92; wallet 2.9 % of 92 = 2.668 → 2.67; final 94.67.
    const totals = checkoutTotals({
      ...base,
      lines: [{ price: 100, quantity: 1 }],
      shipping: 12,
      balanceAvailable: 20,
      paymentMethod: { id: 2, fee: 2.9, fee_type: 'percentage' },
    });
    expect(totals.balance).toBe(20);
    expect(totals.payment_fee).toBe(2.67);
    expect(totals.final).toBe(94.67);
  });

  it('never lets a promotion take more than the products cost (shipping is still paid)', () => {
    // fixed 50 off a 30 subtotal takes 30; 30 + 12 − 30 = 12.
    const totals = checkoutTotals({
      ...base,
      lines: [{ price: 30, quantity: 1 }],
      shipping: 12,
      promotion: { discount_amount: 50, promotion_type: 0 },
    });
    expect(totals.promo_discount).toBe(30);
    expect(totals.final).toBe(12);
  });

  it('rounds prices to 4 decimals and a percentage fee to 2', () => {
    // 3 × 11.11111 = 33.33333 → 33.3333; 1.5 % of it = 0.4999995 → 0.50; final 33.8333.
    const totals = checkoutTotals({
      ...base,
      lines: [{ price: 11.11111, quantity: 3 }],
      paymentMethod: { id: 1, fee: 1.5, fee_type: 'percentage' },
    });
    expect(totals.subtotal).toBe(33.3333);
    expect(totals.payment_fee).toBe(0.5);
    expect(totals.final).toBe(33.8333);
  });

  it('never lets a shipping discount take more than the shipping, nor the total go below 0', () => {
    const totals = checkoutTotals({
      ...base,
      lines: [{ price: 10, quantity: 1 }],
      shipping: 4,
      shippingDiscount: 9,
      promotion: { discount_amount: 99, promotion_type: 0 },
    });
    expect(totals.shipping_discount).toBe(4);
    expect(totals.promo_discount).toBe(10);
    expect(totals.final).toBe(0);
  });

  it('applies the balance only up to the amount due: 150 available on a 13.21 item with 18.33 shipping uses 31.54', () => {
    // The case issue #25 saw: the page said 150 used while the summary said 31.54 (the shop's figure).
    const totals = checkoutTotals({
      ...base,
      lines: [{ price: 13.21, quantity: 1 }],
      shipping: 18.33,
      balanceAvailable: 150,
      paymentMethod: { id: 4, fee: 0, fee_type: 'fixed' },
    });
    expect(totals.balance).toBe(31.54);
    expect(totals.final).toBe(0);
  });
});
