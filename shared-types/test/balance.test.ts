import { describe, expect, it } from 'vitest';
import {
  balanceHistoryRequestSchema,
  balanceHistoryResponseSchema,
  balanceTopUpRequestSchema,
  balanceTopUpStatusResponseSchema,
} from '../src/balance.js';
import { BALANCE_HISTORY_PAGE_SIZE, TOP_UP_MAX, TOP_UP_MIN } from '../src/constants.js';
import { balanceOrderNumber } from '../src/rules/balance-order-number.js';

const row = {
  id: 1,
  type: null,
  rel_type: 0,
  rel_id: 77,
  created_at: '2026-11-01 10:00:00',
  starting_balance: 0,
  end_balance: 50,
  amount: 50,
  payment_processor_name: null,
  payment_processor_transaction_id: null,
  quote_slug: 'q-77',
};

describe('balance history (§3, §7)', () => {
  it('parses a page of rows and gives their order numbers', () => {
    const page = balanceHistoryResponseSchema.parse({
      items: [
        row,
        {
          ...row,
          id: 2,
          rel_type: 3,
          rel_id: null,
          payment_processor_name: 'Card',
          payment_processor_transaction_id: 'pi_1',
        },
        { ...row, id: 3, rel_type: 4, rel_id: 12, quote_slug: null },
      ],
      total: 41,
    });
    expect(page.items.map(balanceOrderNumber)).toEqual(['QU77', 'pi_1', 'INV12']);
    expect(page.total).toBe(41);
  });

  it('carries a forward request row’s slug, and reads a row without one (a shop that sends none) as unlinked', () => {
    const page = balanceHistoryResponseSchema.parse({
      items: [
        { ...row, id: 5, rel_type: 1, rel_id: 7, quote_slug: null, forward_request_slug: 'demo-paid' },
        { ...row, id: 4, rel_type: 1, rel_id: 310, quote_slug: null },
      ],
      total: 2,
    });
    expect(page.items.map((item) => item.forward_request_slug)).toEqual(['demo-paid', null]);
    expect(
      balanceHistoryResponseSchema.safeParse({ items: [{ ...row, forward_request_slug: 7 }], total: 1 })
        .success,
    ).toBe(false);
  });

  it('rejects an unknown rel_type, naming it', () => {
    const bad = balanceHistoryResponseSchema.safeParse({ items: [{ ...row, rel_type: 9 }], total: 1 });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0]?.path).toEqual(['items', 0, 'rel_type']);
  });

  it('refuses more rows than a page holds', () => {
    const items = Array.from({ length: BALANCE_HISTORY_PAGE_SIZE + 1 }, (_, i) => ({ ...row, id: i + 1 }));
    expect(balanceHistoryResponseSchema.safeParse({ items, total: items.length }).success).toBe(false);
  });

  it('asks for a page from 1, a whole number', () => {
    expect(balanceHistoryRequestSchema.parse({ page: 3 })).toEqual({ page: 3 });
    for (const page of [0, -1, 1.5, '2', null]) {
      const bad = balanceHistoryRequestSchema.safeParse({ page });
      expect(bad.success, String(page)).toBe(false);
      if (!bad.success) expect(bad.error.issues[0]?.path).toEqual(['page']);
    }
  });
});

describe('top-up (balance/pay)', () => {
  const body = {
    amount: 20,
    payment_method_id: 1,
    language_id: 1,
    idempotency_key: 'a-long-enough-key-0001',
  };

  it('takes TOP_UP_MIN to TOP_UP_MAX euros in whole cents', () => {
    for (const amount of [TOP_UP_MIN, 10.1, 19.99, TOP_UP_MAX]) {
      expect(balanceTopUpRequestSchema.safeParse({ ...body, amount }).success, String(amount)).toBe(true);
    }
    for (const amount of [TOP_UP_MIN - 0.01, TOP_UP_MAX + 0.01, 10.001, Number.NaN, 0, -5]) {
      const bad = balanceTopUpRequestSchema.safeParse({ ...body, amount });
      expect(bad.success, String(amount)).toBe(false);
      if (!bad.success) expect(bad.error.issues[0]?.path).toEqual(['amount']);
    }
  });

  it('is paid through an outside provider only (not the balance, 4)', () => {
    const bad = balanceTopUpRequestSchema.safeParse({ ...body, payment_method_id: 4 });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0]?.path).toEqual(['payment_method_id']);
  });

  it('refuses an amount finer than cents however little, naming amount (5.0000000001 is not 5.00)', () => {
    for (const amount of [5.0000000001, 5.000000000000001, 10.000001, 5.005]) {
      const bad = balanceTopUpRequestSchema.safeParse({ ...body, amount });
      expect(bad.success, String(amount)).toBe(false);
      if (!bad.success)
        expect(bad.error.issues[0]).toMatchObject({ path: ['amount'], message: 'At most two decimals' });
    }
    for (const amount of [JSON.parse('5.1'), JSON.parse('5.10'), JSON.parse('1000'), JSON.parse('1000.00')]) {
      expect(balanceTopUpRequestSchema.parse({ ...body, amount }).amount).toBe(amount);
    }
  });

  it('answers a status of pending, paid or failed', () => {
    expect(
      balanceTopUpStatusResponseSchema.safeParse({ status: 'paid', amount: 5, balance: 5 }).success,
    ).toBe(true);
    expect(
      balanceTopUpStatusResponseSchema.safeParse({ status: 'done', amount: 5, balance: 5 }).success,
    ).toBe(false);
  });
});
