import { describe, expect, it } from 'vitest';
import {
  balanceOrderNumber,
  balanceRowLabel,
  isOrderBalanceRow,
} from '../../src/rules/balance-order-number.js';

const row = { id: 9, rel_id: 1234, payment_processor_transaction_id: 'tx_abc' };

describe('balance-history order number (§3)', () => {
  it('is QU + id for a quote, FR + id for a forward request', () => {
    expect(balanceOrderNumber({ ...row, rel_type: 0 })).toBe('QU1234');
    expect(balanceOrderNumber({ ...row, rel_type: 1 })).toBe('FR1234');
  });

  it('is the order’s number for an order’s balance part (rel_type 0, its row naming the order)', () => {
    expect(balanceOrderNumber({ ...row, rel_type: 0, quote_slug: 'OR1234' })).toBe('OR1234');
    // A quote's row names the quote's page by its slug: still QU + id.
    expect(balanceOrderNumber({ ...row, rel_type: 0, quote_slug: 'k3J9xQ' })).toBe('QU1234');
    expect(balanceOrderNumber({ ...row, rel_type: 0, quote_slug: 'OR99' })).toBe('QU1234');
    expect(isOrderBalanceRow({ ...row, rel_type: 0, quote_slug: 'OR1234' })).toBe(true);
    expect(isOrderBalanceRow({ ...row, rel_type: 0, quote_slug: 'k3J9xQ' })).toBe(false);
    // Only a rel_type 0 row can be one: an invoice's row with the same slug is not.
    expect(isOrderBalanceRow({ ...row, rel_type: 4, quote_slug: 'OR1234' })).toBe(false);
  });

  it('is the payment transaction id for a balance top-up', () => {
    expect(balanceOrderNumber({ ...row, rel_type: 3 })).toBe('tx_abc');
    expect(balanceOrderNumber({ ...row, rel_type: 3, payment_processor_transaction_id: null })).toBeNull();
  });

  it('is INV + id for an invoice, empty for a manual top-up', () => {
    expect(balanceOrderNumber({ ...row, rel_type: 4 })).toBe('INV1234');
    expect(balanceOrderNumber({ ...row, rel_type: 4, rel_id: null })).toBeNull();
    expect(balanceOrderNumber({ ...row, rel_type: 2 })).toBeNull();
  });

  it('labels the row with its id prefixed ID', () => {
    expect(balanceRowLabel(row)).toBe('ID9');
  });
});
