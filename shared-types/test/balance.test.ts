import { expect, it } from 'vitest';
import { balanceHistoryResponseSchema } from '../src/balance.js';
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

it('parses balance rows and gives their order numbers', () => {
  const rows = balanceHistoryResponseSchema.parse([
    row,
    {
      ...row,
      id: 2,
      rel_type: 3,
      rel_id: null,
      payment_processor_name: 'Card',
      payment_processor_transaction_id: 'pi_1',
    },
  ]);
  expect(rows.map(balanceOrderNumber)).toEqual(['QU77', 'pi_1']);
});

it('rejects an unknown rel_type', () => {
  const bad = balanceHistoryResponseSchema.safeParse([{ ...row, rel_type: 9 }]);
  expect(bad.success).toBe(false);
  if (!bad.success) expect(bad.error.issues[0]?.path).toEqual([0, 'rel_type']);
});
