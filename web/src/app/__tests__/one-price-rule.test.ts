import {
  type CartItem,
  checkoutTotals,
  DiscountType,
  initialCartState,
  roundPrice,
} from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { cartFigures } from '@/features/cart/cart-figures';
import { checkoutData } from '@/features/checkout/__tests__/fixture';
import { checkoutFigures, summaryRows } from '@/features/checkout/checkout-summary';

// The cart's and the checkout's figures come from one shared rule: checked here, where the two features meet.

const choice = { shipping_method: 'air' as const, delivery_method: -1, balanceRemoved: false };
const amounts = (rows: ReturnType<typeof summaryRows>) =>
  Object.fromEntries(
    rows.map((row) => [row.key.replace('checkout.summary.', ''), row.deduct ? -row.amount : row.amount]),
  );

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
