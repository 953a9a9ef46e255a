import { describe, expect, it } from 'vitest';
import { invoicePaymentChoices } from '../invoice-payment-choices';

const card = { id: 1, fee: 1.5, fee_type: 'percentage' as const };
const wallet = { id: 2, fee: 2.9, fee_type: 'percentage' as const };

describe('ways to pay an invoice', () => {
  it('offers the shop’s providers and the balance when it covers the whole amount', () => {
    const choices = invoicePaymentChoices({
      payment_methods: [card, wallet],
      balance_available: 150,
      amount: 40,
    });
    expect(choices.map((choice) => [choice.id, choice.balance])).toEqual([
      [1, false],
      [2, false],
      [4, true],
    ]);
  });

  it('leaves the balance out when it falls short by a cent', () => {
    const choices = invoicePaymentChoices({ payment_methods: [card], balance_available: 39.99, amount: 40 });
    expect(choices.map((choice) => choice.id)).toEqual([1]);
  });
});
