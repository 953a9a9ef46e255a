import { type Address, PaymentProvider } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { orderEstimate } from '../order-estimate';
import { outcomeState, quotePageSearch } from '../payment-outcome';
import { quotePaymentChoices } from '../quote-payment-choices';
import { chooseAddress } from '../use-chosen-address';

const address = (id: number, country_id = 1): Address => ({
  id,
  first_name: 'A',
  last_name: 'B',
  first_address: 'Street 1',
  city: 'Vilnius',
  zip: '01100',
  phone_number: '+37060000000',
  country_id,
});

describe('the summary’s estimate (the shared shipping rule)', () => {
  it('prices two units to Lithuania by hand: 2 kg in a 30×20×20 box', () => {
    const lines = [{ quantity: 2, unit_price_seen: 10 }];
    const estimate = orderEstimate(lines, 'air', 1);
    // Air: volumetric 12000/5000 = 2.4 kg → 2.5 kg × 9.50 = 23.75. Sea: 2 kg × 3.20 = 6.40, under the 25 minimum.
    expect(estimate?.options.air.price).toBe(23.75);
    expect(estimate?.options.sea.price).toBe(25);
    // Goods 20, service fee at least 3, no local delivery yet.
    expect(estimate?.totals).toEqual({
      value: 20,
      service_fee: 3,
      shipping: 23.75,
      delivery_fee: 0,
      total: 46.75,
    });
    expect(orderEstimate(lines, 'sea', 1)?.totals.total).toBe(48);
  });

  it('applies the destination’s zone and leaves out lines not yet filled', () => {
    const toUs = orderEstimate(
      [
        { quantity: 2, unit_price_seen: 10 },
        { quantity: Number.NaN, unit_price_seen: 5 },
      ],
      'air',
      8,
    );
    expect(toUs?.options.air.price).toBe(38); // 23.75 × 1.6
    expect(toUs?.totals.value).toBe(20);
    expect(orderEstimate([{ quantity: 1, unit_price_seen: 1 }], 'air', 99)).toBeNull();
  });
});

describe('the provider’s return on a quote’s page', () => {
  it('keeps only the three outcomes', () => {
    expect(quotePageSearch({ payment: 'accept' })).toEqual({ payment: 'accept' });
    expect(quotePageSearch({ payment: 'maybe' })).toEqual({ payment: undefined });
  });

  it('believes the shop, not the URL: accepted but unpaid is being confirmed; declined can pay again', () => {
    expect(outcomeState('accept', 'paid')).toBe('paid');
    expect(outcomeState('accept', 'purchased')).toBe('paid');
    expect(outcomeState('accept', 'priced')).toBe('confirming');
    expect(outcomeState('decline', 'priced')).toBe('declined');
    expect(outcomeState('fail', 'priced')).toBe('declined');
    // Back to an earlier declined attempt once the quote is paid (by wallet, say): paid, not declined.
    expect(outcomeState('decline', 'paid')).toBe('paid');
    expect(outcomeState('fail', 'purchased')).toBe('paid');
    expect(outcomeState(undefined, 'paid')).toBeNull();
  });
});

describe('ways to pay a quote', () => {
  const methods = [1, 2, 3, 4].map((id) => ({ id, fee: 0, fee_type: 'fixed' as const })) as never;
  it('offers the providers, and the balance only when it covers the whole total', () => {
    expect(
      quotePaymentChoices({ payment_methods: methods, balance_available: 10, total: 50 }).map((c) => c.id),
    ).toEqual([1, 2, 3]);
    const covered = quotePaymentChoices({ payment_methods: methods, balance_available: 50, total: 50 });
    expect(covered.map((c) => c.id)).toEqual([1, 2, 3, PaymentProvider.BALANCE]);
    expect(covered.at(-1)?.balance).toBe(true);
  });
});

describe('the address a quote is sent to', () => {
  it('keeps the chosen one, falls to the first, never the placeholder, and takes one just added', () => {
    const list = [address(5), address(7)];
    expect(chooseAddress(7, list, list)?.id).toBe(7);
    expect(chooseAddress(null, list, list)?.id).toBe(5);
    expect(chooseAddress(9, list, list)?.id).toBe(5);
    expect(chooseAddress(7, list, [...list, address(0)])?.id).toBe(7);
    expect(chooseAddress(7, [...list, address(0)], [...list, address(12)])?.id).toBe(12);
    expect(chooseAddress(null, [], [])).toBeNull();
  });
});
