import { describe, expect, it } from 'vitest';
import { payAgainAmount } from '../../src/rules/pay-again-amount.js';

describe('paying an unpaid order again with another method (§9 fees)', () => {
  it('replaces the old method’s fee with the new one’s, a percentage of what is left without it', () => {
    // 1,241.80 left of which 0 fee (wallet before), card at 1.5 %: 18.627 → 18.63.
    expect(payAgainAmount(1241.8, 0, { fee: 1.5, fee_type: 'percentage' })).toEqual({
      fee: 18.63,
      amount: 1260.43,
    });
    // The card's 18.63 inside 1,260.43 replaced by a fixed 0.99 fee: 1,241.80 + 0.99.
    expect(payAgainAmount(1260.43, 18.63, { fee: 0.99, fee_type: 'fixed' })).toEqual({
      fee: 0.99,
      amount: 1242.79,
    });
  });

  it('asks for what is left without any fee when the method has none', () => {
    expect(payAgainAmount(100.5, 1.5, null)).toEqual({ fee: 0, amount: 99 });
  });
});
