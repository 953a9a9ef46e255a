import type { BalanceHistoryRow } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { balanceRowView } from '../balance-row';

const row = (over: Partial<BalanceHistoryRow>): BalanceHistoryRow => ({
  id: 41,
  type: null,
  rel_type: 0,
  rel_id: 7,
  created_at: '2026-03-01 14:30:00',
  starting_balance: 150,
  end_balance: 120,
  amount: 30,
  payment_processor_name: null,
  payment_processor_transaction_id: null,
  quote_slug: null,
  forward_request_slug: null,
  ...over,
});

describe('balance history row (§3 display)', () => {
  it('a quote payment: ID + id, QU + rel_id, no processor, a time without offset read as -05:00 and shown in the shop’s zone, amount signed down', () => {
    expect(balanceRowView(row({}))).toEqual({
      id: 41,
      label: 'ID41',
      typeKey: 'balance.type.quote',
      orderNumber: 'QU7',
      processor: null,
      // 14:30 at -05:00 is 19:30 UTC, 21:30 in Vilnius (UTC+2 in March).
      date: '2026-03-01',
      time: '21:30',
      starting: 150,
      ending: 120,
      signedAmount: -30,
      // A quote's row without the quote's slug (an old row) opens nothing.
      opens: null,
    });
  });

  it('opens the order, the quote or the invoice its number names', () => {
    expect(balanceRowView(row({ quote_slug: 'OR7' })).opens).toEqual({ kind: 'order', number: 'OR7' });
    expect(balanceRowView(row({ quote_slug: 'k3J9xQ' })).opens).toEqual({ kind: 'quote', slug: 'k3J9xQ' });
    expect(balanceRowView(row({ rel_type: 4 })).opens).toEqual({ kind: 'invoice', id: 7 });
    expect(balanceRowView(row({ rel_type: 1, forward_request_slug: 'demo-paid' })).opens).toEqual({
      kind: 'forward-request',
      slug: 'demo-paid',
    });
    expect(balanceRowView(row({ rel_type: 3, payment_processor_transaction_id: 'sbx_1' })).opens).toBeNull();
  });

  it('shows a time the shop sent with its offset as the order pages show theirs (Vilnius)', () => {
    // A top-up at 18:24 in Vilnius (UTC+2 in November) reads 18:24, not 11:24 at -05:00.
    expect(balanceRowView(row({ created_at: '2026-11-29T16:24:00Z' }))).toMatchObject({
      date: '2026-11-29',
      time: '18:24',
    });
  });

  it('an order paid from the balance (rel_type 0 naming the order) is an order payment with its OR number', () => {
    expect(balanceRowView(row({ quote_slug: 'OR7' }))).toMatchObject({
      typeKey: 'balance.type.order',
      orderNumber: 'OR7',
    });
    expect(balanceRowView(row({ quote_slug: 'k3J9xQ' }))).toMatchObject({
      typeKey: 'balance.type.quote',
      orderNumber: 'QU7',
    });
  });

  it('a forward request’s row naming no request the shop knows (a historical one) shows FR + rel_id, unlinked', () => {
    expect(balanceRowView(row({ rel_type: 1, rel_id: 310 }))).toMatchObject({
      orderNumber: 'FR310',
      opens: null,
    });
    // A slug on a row of another kind is not the forward request's page.
    expect(balanceRowView(row({ rel_type: 4, forward_request_slug: 'x' })).opens).toEqual({
      kind: 'invoice',
      id: 7,
    });
  });

  it('a forward request is FR + rel_id; an invoice INV + rel_id', () => {
    expect(balanceRowView(row({ rel_type: 1 })).orderNumber).toBe('FR7');
    expect(balanceRowView(row({ rel_type: 1 })).typeKey).toBe('balance.type.forward_request');
    expect(balanceRowView(row({ rel_type: 4 })).orderNumber).toBe('INV7');
    expect(balanceRowView(row({ rel_type: 4 })).typeKey).toBe('balance.type.invoice');
  });

  it('an admin’s manual change is split by type: 1 addition, 2 deduction; it has no order number', () => {
    const added = balanceRowView(
      row({ rel_type: 2, type: 1, rel_id: null, starting_balance: 0, end_balance: 50, amount: 50 }),
    );
    expect(added).toMatchObject({
      typeKey: 'balance.type.admin_addition',
      orderNumber: null,
      signedAmount: 50,
    });
    const taken = balanceRowView(
      row({ rel_type: 2, type: 2, rel_id: null, starting_balance: 50, end_balance: 40, amount: 10 }),
    );
    expect(taken).toMatchObject({ typeKey: 'balance.type.admin_deduction', signedAmount: -10 });
  });

  it('a top-up shows the transaction id as its number and the processor', () => {
    const view = balanceRowView(
      row({
        rel_type: 3,
        rel_id: 5,
        starting_balance: 20,
        end_balance: 45,
        amount: 25,
        payment_processor_name: 'Card',
        payment_processor_transaction_id: 'sbx_123',
        created_at: '2026-03-01T19:30:00Z',
      }),
    );
    expect(view).toMatchObject({
      typeKey: 'balance.type.top_up',
      orderNumber: 'sbx_123',
      processor: 'Card',
      signedAmount: 25,
      date: '2026-03-01',
      time: '21:30',
    });
  });

  it('only top-ups name a processor, even if the shop sent one on another row', () => {
    expect(balanceRowView(row({ payment_processor_name: 'Card' })).processor).toBeNull();
  });
});
