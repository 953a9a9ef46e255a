import { describe, expect, it } from 'vitest';
import { paymentReturnState, shownPaymentOutcome } from '../payment-outcome';

describe('a return from the payment provider', () => {
  it('says paid whenever the shop says so, whatever the address says (Back to an earlier declined attempt)', () => {
    expect(paymentReturnState('accept', true)).toBe('paid');
    expect(paymentReturnState('decline', true)).toBe('paid');
    expect(paymentReturnState('fail', true)).toBe('paid');
  });

  it('not paid yet: an accepted payment is being confirmed, a declined or failed one is to be paid again', () => {
    expect(paymentReturnState('accept', false)).toBe('confirming');
    expect(paymentReturnState('decline', false)).toBe('declined');
    expect(paymentReturnState('fail', false)).toBe('declined');
  });

  it('no outcome in the address: nothing to say', () => {
    expect(paymentReturnState(undefined, true)).toBeNull();
    expect(paymentReturnState(undefined, false)).toBeNull();
  });
});

describe('a payment the page took at once (the balance)', () => {
  it('speaks as an accepted return, over an earlier attempt’s outcome in the address', () => {
    expect(shownPaymentOutcome(undefined, true)).toBe('accept');
    expect(shownPaymentOutcome('decline', true)).toBe('accept');
    expect(paymentReturnState(shownPaymentOutcome(undefined, true), true)).toBe('paid');
  });

  it('else the address’s outcome, or none', () => {
    expect(shownPaymentOutcome('fail', false)).toBe('fail');
    expect(shownPaymentOutcome(undefined, false)).toBeUndefined();
  });
});
