import { describe, expect, it } from 'vitest';
import { invoiceAmountDue, invoicePaymentChoices } from '../invoice-payment-choices';

const card = { id: 1, fee: 1.5, fee_type: 'percentage' as const };
const wallet = { id: 2, fee: 2.9, fee_type: 'percentage' as const };

describe('ways to pay an invoice', () => {
  it('offers the shop’s providers and the balance when it covers the whole amount', () => {
    const choices = invoicePaymentChoices({
      payment_methods: [card, wallet],
      balance_available: 150,
      amount: 40,
      order_number: null,
    });
    expect(choices.map((choice) => [choice.id, choice.balance])).toEqual([
      [1, false],
      [2, false],
      [4, true],
    ]);
  });

  it('leaves the balance out when it falls short by a cent', () => {
    const choices = invoicePaymentChoices({
      payment_methods: [card],
      balance_available: 39.99,
      amount: 40,
      order_number: null,
    });
    expect(choices.map((choice) => choice.id)).toEqual([1]);
  });

  it('offers no balance for an order’s invoice (the shop refuses it: an order takes its balance at checkout)', () => {
    const choices = invoicePaymentChoices({
      payment_methods: [card],
      balance_available: 150,
      amount: 40,
      order_number: 'OR3',
    });
    expect(choices.map((choice) => choice.id)).toEqual([1]);
  });
});

describe('what paying an invoice asks for', () => {
  const choice = (method: typeof card) => ({ id: method.id, method, balance: false });

  it('a miscellaneous invoice: its amount, no fee, whatever the method', () => {
    const misc = { amount: 40, balance_used: 0, payment_fee: 0, order_number: null };
    expect(invoiceAmountDue(misc, choice(wallet))).toEqual({ amount: 40, fee: 0 });
  });

  it('an order’s invoice: as its order, the last method’s fee replaced by the chosen one’s', () => {
    // 1,260.43 with the card's 18.63 inside; the wallet's 2.9 % of 1,241.80 is 36.01 (36.0122).
    const order = { amount: 1260.43, balance_used: 0, payment_fee: 18.63, order_number: 'OR22' };
    expect(invoiceAmountDue(order, choice(wallet))).toEqual({ fee: 36.01, amount: 1277.81 });
    expect(invoiceAmountDue(order, choice(card))).toEqual({ fee: 18.63, amount: 1260.43 });
  });
});
