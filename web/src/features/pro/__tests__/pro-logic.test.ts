import type { ProProduct } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { priceDraft } from '../pro-order-draft';
import { BANK_TRANSFER, proAmountDue, proPaymentChoices } from '../pro-payment-choices';

const product = (id: number, list_price: number, stock = 100): ProProduct => ({
  id,
  name: `P${id}`,
  sku: `SKU${id}`,
  image: null,
  list_price,
  stock,
  tiers: [],
});
const card = { id: 1, fee: 1.5, fee_type: 'percentage' as const };
const bankLink = { id: 3, fee: 0.5, fee_type: 'fixed' as const };

describe('the pro order being put together', () => {
  it('prices each line by its volume tier and sums them, leaving out what cannot be ordered', () => {
    const draft = {
      1: { product: product(1, 12.34), quantity: 60 },
      2: { product: product(2, 2), quantity: 10 },
      3: { product: product(3, 5), quantity: 9 },
      4: { product: product(4, 5, 3), quantity: 4 },
      5: { product: product(5, 5), quantity: 1.5 },
    };
    const { lines, total } = priceDraft(draft);
    // 60 × 11.106 = 666.36 (−10 %); 10 × 1.90 = 19 (−5 %); 9 × 5 = 45 (list); 4 of 3 in stock and 1.5: left out.
    expect(lines.map((l) => [l.product_id, l.discount_percent, l.amount])).toEqual([
      [1, 10, 666.36],
      [2, 5, 19],
      [3, 0, 45],
    ]);
    expect(total).toBe(730.36);
  });
});

describe('ways to pay a pro order', () => {
  const order = { payment_methods: [card, bankLink], balance_available: 100, total: 80, invoice_id: 7 };

  it('offers the providers, the balance when it covers the total, and a bank transfer with the invoice', () => {
    expect(proPaymentChoices(order).map((c) => c.id)).toEqual([1, 3, 4, BANK_TRANSFER]);
    expect(
      proPaymentChoices({ ...order, balance_available: 79.99, invoice_id: null }).map((c) => c.id),
    ).toEqual([1, 3]);
  });

  it('the amount due adds the provider’s fee: 80 + 1.5 % = 81.20; 80 + 0.50 = 80.50; the balance adds none', () => {
    const [byCard, byLink, byBalance, byTransfer] = proPaymentChoices(order);
    expect(proAmountDue(order, byCard)).toBe(81.2);
    expect(proAmountDue(order, byLink)).toBe(80.5);
    expect(proAmountDue(order, byBalance)).toBe(80);
    expect(proAmountDue(order, byTransfer)).toBe(80);
  });
});
