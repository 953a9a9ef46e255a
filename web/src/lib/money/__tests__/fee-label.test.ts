import { describe, expect, it } from 'vitest';
import { feeLabel } from '../fee-label';

describe('feeLabel', () => {
  it('reads a fee as a percentage or as money, and none as nothing', () => {
    const money = (n: number) => `€${n.toFixed(2)}`;
    expect(feeLabel({ fee: 1.5, fee_type: 'percentage' }, money)).toBe('1.5 %');
    expect(feeLabel({ fee: 0.5, fee_type: 'fixed' }, money)).toBe('€0.50');
    expect(feeLabel({ fee: 0, fee_type: 'fixed' }, money)).toBeNull();
  });
});
