import { describe, expect, it } from 'vitest';
import { paymentOutcomeSearch } from '../forwarding-labels';
import { forwardPaymentChoices } from '../forwarding-payment-choices';

const methods = [
  { id: 1, fee: 0, fee_type: 'fixed' as const, name: 'Card' },
  { id: 2, fee: 1.5, fee_type: 'percentage' as const, name: 'Wallet' },
];

describe('forwardPaymentChoices', () => {
  it('offers the balance first when it covers the whole total', () => {
    const choices = forwardPaymentChoices({
      payment_methods: methods,
      balance_available: 150,
      totals: { shipping: 20, delivery_fee: 4.99, total: 24.99 },
    });
    expect(choices.map((c) => [c.id, c.balance])).toEqual([
      [4, true],
      [1, false],
      [2, false],
    ]);
  });
  it('never offers a balance that covers only part of it, nor anything before a price', () => {
    expect(
      forwardPaymentChoices({
        payment_methods: methods,
        balance_available: 24.98,
        totals: { shipping: 20, delivery_fee: 4.99, total: 24.99 },
      }).map((c) => c.id),
    ).toEqual([1, 2]);
    expect(forwardPaymentChoices({ payment_methods: [], balance_available: 150, totals: null })).toEqual([]);
  });
});

describe('paymentOutcomeSearch', () => {
  it('reads accept, decline and fail only', () => {
    expect(paymentOutcomeSearch({ payment: 'accept' })).toEqual({ payment: 'accept' });
    expect(paymentOutcomeSearch({ payment: 'fail' })).toEqual({ payment: 'fail' });
    expect(paymentOutcomeSearch({ payment: '<x>' })).toEqual({});
    expect(paymentOutcomeSearch({})).toEqual({});
  });
});
