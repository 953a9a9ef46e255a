import { DiscountType } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { followAddresses } from '../address-choice';
import { summaryRows, totalBeforePayment } from '../checkout-summary';
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

  it('the first step has a total: the rows added up, before any payment fee', () => {
    const data = checkoutData();
    const sum = summaryRows(data, choice).reduce(
      (acc, row) => acc + (row.deduct ? -row.amount : row.amount),
      0,
    );
    // 409.985 + 12 − 3 − 25
    expect(totalBeforePayment(data, choice)).toBeCloseTo(393.985, 4);
    expect(totalBeforePayment(data, choice)).toBeCloseTo(sum, 4);
    const sea = { shipping_method: 'sea' as const, delivery_method: 1, balanceRemoved: true };
    expect(totalBeforePayment(data, sea)).toBeCloseTo(409.985 + 6 + 2.5, 4);
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
