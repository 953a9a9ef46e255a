import {
  type CartItem,
  checkoutTotals,
  DiscountType,
  initialCartState,
  roundPrice,
} from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { cartFigures } from '@/features/cart/cart-figures';
import { followAddresses } from '../address-choice';
import { checkoutFigures, feeLabel, summaryRows } from '../checkout-summary';
import { checkoutData, SAVED_ADDRESS } from './fixture';

const choice = { shipping_method: 'air' as const, delivery_method: -1, balanceRemoved: false };
const amounts = (rows: ReturnType<typeof summaryRows>) =>
  Object.fromEntries(
    rows.map((row) => [row.key.replace('checkout.summary.', ''), row.deduct ? -row.amount : row.amount]),
  );

describe('price breakdown', () => {
  it('shows the shop’s figures for the chosen method, courier, promotion and balance', () => {
    // 199.99 × 2 + 10.005 = 409.985
    expect(amounts(summaryRows(checkoutData(), choice))).toEqual({
      subtotal: 409.985,
      shipping: 12,
      shipping_discount: -3,
      balance: -25,
    });
    const sea = summaryRows(
      checkoutData({ promotion: { discount_amount: 10, promotion_type: DiscountType.PERCENTAGE } }),
      { shipping_method: 'sea', delivery_method: 1, balanceRemoved: true },
    );
    expect(amounts(sea)).toEqual({
      subtotal: 409.985,
      shipping: 6,
      local_delivery: 2.5,
      promotion: -40.9985,
    });
  });

  it('reads a fee as a percentage or as money, and none as nothing', () => {
    const money = (n: number) => `€${n.toFixed(2)}`;
    expect(feeLabel({ fee: 1.5, fee_type: 'percentage' }, money)).toBe('1.5 %');
    expect(feeLabel({ fee: 0.5, fee_type: 'fixed' }, money)).toBe('€0.50');
    expect(feeLabel({ fee: 0, fee_type: 'fixed' }, money)).toBeNull();
  });
});

describe('the chosen address follows the list (§4 id 0 placeholder)', () => {
  const other = { ...SAVED_ADDRESS, id: 12, city: 'Kaunas' };
  const placeholder = { ...SAVED_ADDRESS, id: 0, city: 'Klaipėda' };
  const saved = { ...placeholder, id: 13 };

  it('chooses the address being added, then the saved entry that replaced it', () => {
    expect(followAddresses(SAVED_ADDRESS, [SAVED_ADDRESS], [SAVED_ADDRESS, placeholder])).toBe(placeholder);
    expect(followAddresses(placeholder, [SAVED_ADDRESS, placeholder], [SAVED_ADDRESS, saved])).toBe(saved);
  });

  it('keeps a choice still listed and falls back to the first when it is gone', () => {
    expect(followAddresses(other, [SAVED_ADDRESS, other], [SAVED_ADDRESS, other])).toBe(other);
    expect(followAddresses(other, [SAVED_ADDRESS, other], [SAVED_ADDRESS])).toBe(SAVED_ADDRESS);
    expect(followAddresses(null, [], [])).toBeNull();
  });
});

describe('price breakdown from the shop’s totals', () => {
  it('shows the terms the shop priced with, so the rows add up to its total', () => {
    const totals = {
      subtotal: 100,
      shipping: 13.3398,
      local_delivery: 0,
      shipping_discount: 3.34,
      promo_discount: 10,
      balance: 0,
      payment_fee: 1.5,
      final: 101.5,
    };
    expect(amounts(summaryRows(checkoutData({ totals }), choice))).toEqual({
      subtotal: 100,
      shipping: 13.3398,
      shipping_discount: -3.34,
      promotion: -10,
    });
  });
});

describe('one price rule: the web’s figures are the shared checkoutTotals, clamps included (#25)', () => {
  // Where a clamp applies (a balance larger than what is due, a promotion or shipping discount larger than what
  // it takes off), a copy of the formula once disagreed with the shop's: 150 of balance said "used" on 31.54 due.
  const cases = [
    { name: 'balance above what is due', balance: 150, promo: null, shippingDiscount: 3 },
    { name: 'promotion above the subtotal', balance: 0, promo: 5_000, shippingDiscount: 3 },
    { name: 'shipping discount above the shipping', balance: 0, promo: null, shippingDiscount: 99 },
    { name: 'all of them', balance: 1_000, promo: 5_000, shippingDiscount: 99 },
  ];
  it.each(cases)(
    '$name: the breakdown and the cart total are the rule’s',
    ({ balance, promo, shippingDiscount }) => {
      const data = checkoutData({
        products: [{ id: 1, sku: 'SKU-1', name: 'Cable', currentPrice: 13.21, quantity: 1 }],
        shipping_discounts: { air: shippingDiscount, sea: 0 },
        payments: balance > 0 ? [{ payment_processor_id: 4, type: 4, amount: balance }] : [],
        promotion: promo === null ? null : { discount_amount: promo, promotion_type: DiscountType.FIXED },
      });
      const expected = checkoutTotals({
        lines: [{ price: 13.21, quantity: 1 }],
        shipping: 12,
        shippingDiscount,
        localDelivery: 0,
        promotion: data.promotion,
        balanceAvailable: balance,
      });
      expect(checkoutFigures(data, choice)).toEqual(expected);
      const rows = amounts(summaryRows(data, choice));
      const added = Object.values(rows).reduce((sum, amount) => sum + amount, 0);
      expect(roundPrice(added)).toBe(expected.final);
      expect(expected.final).toBeGreaterThanOrEqual(0);
      const cart = cartFigures({
        ...initialCartState(),
        items: [
          { id: 1, sku: 'SKU-1', name: 'Cable', price: 13.21, quantity: 1, max_quantity: 5 } as CartItem,
        ],
        shipping: { shipping_methods: { air: 12 }, shipping_discounts: { air: shippingDiscount } },
      });
      const before = checkoutTotals({
        lines: [{ price: 13.21, quantity: 1 }],
        shipping: 12,
        shippingDiscount,
        localDelivery: 0,
      });
      expect(cart.total).toBe(before.final);
      expect(cart.discount).toBe(before.shipping_discount);
    },
  );
});
