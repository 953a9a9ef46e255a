// The demo user's balance history: a row of every §3 rel_type (0 quote and 1 forward request as historical rows,
// 2 an operator's addition and deduction, 3 a top-up paid by card, 4 a miscellaneous invoice paid by balance),
// chaining from 0 to the balance the user is seeded with; plus an open miscellaneous invoice to pay.
import { ManualTopUpType, TransactionRelType } from '@storefront/shared-types';
import type { Queryable } from '../database.js';
import { demoUsers } from './users.js';

const DEMO = demoUsers[0];

type Step = {
  daysAgo: number;
  amount: number;
  rel_type: TransactionRelType;
  rel_id?: number | null;
  type?: number | null;
  processor?: string | null;
  transaction?: string | null;
};

/** Oldest first; the amounts add up to the demo user's balance (checked below). */
const STEPS: ReadonlyArray<Step> = [
  { daysAgo: 60, amount: 100, rel_type: TransactionRelType.MANUAL_TOP_UP, type: ManualTopUpType.ADDITION },
  { daysAgo: 50, amount: 50, rel_type: TransactionRelType.BALANCE_TOP_UP, processor: 'Card' },
  // Historical quote and forward request (numbers from before this shop's own orders).
  {
    daysAgo: 40,
    amount: -40,
    rel_type: TransactionRelType.QUOTE,
    rel_id: 900,
    processor: 'balance',
    transaction: 'qu900',
  },
  {
    daysAgo: 30,
    amount: -15,
    rel_type: TransactionRelType.FORWARD_REQUEST,
    rel_id: 310,
    processor: 'balance',
  },
  { daysAgo: 20, amount: -25, rel_type: TransactionRelType.MISC_INVOICE, processor: 'balance' },
  { daysAgo: 15, amount: -10, rel_type: TransactionRelType.MANUAL_TOP_UP, type: ManualTopUpType.DEDUCTION },
  { daysAgo: 10, amount: 90, rel_type: TransactionRelType.MANUAL_TOP_UP, type: ManualTopUpType.ADDITION },
];

const ago = (days: number) => `now() - make_interval(days => ${days})`;

export async function insertBalanceHistory(tx: Queryable): Promise<void> {
  if (!DEMO) return;
  const end = STEPS.reduce((sum, step) => sum + step.amount, 0);
  if (end !== DEMO.balance) throw new Error(`Seeded balance history ends at ${end}, not ${DEMO.balance}`);
  let balance = 0;
  for (const step of STEPS) {
    const relId = step.rel_id ?? (await relatedRow(tx, step));
    const transaction = step.transaction ?? (await transactionOf(tx, step, relId));
    await tx.query(
      `INSERT INTO balance_transactions (user_id, type, rel_type, rel_id, starting_balance, end_balance, amount,
         payment_processor_name, payment_processor_transaction_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, ${ago(step.daysAgo)})`,
      [
        DEMO.id,
        step.type ?? null,
        step.rel_type,
        relId,
        balance,
        balance + step.amount,
        step.amount,
        step.processor ?? null,
        transaction,
      ],
    );
    balance += step.amount;
  }
  // An open miscellaneous invoice (pay it on /invoice/{id}).
  await tx.query(
    `INSERT INTO invoices (user_id, lines, amount, due_at, created_at) VALUES ($1, $2, 18.4, now() + interval '14 days',
       ${ago(2)})`,
    [
      DEMO.id,
      JSON.stringify([
        { description: 'Storage, 2 weeks', quantity: 2, unit_price: 6.7, amount: 13.4 },
        { description: 'Repacking', quantity: 1, unit_price: 5, amount: 5 },
      ]),
    ],
  );
}

/** The top-up or invoice a row belongs to, written as it was then (paid). */
async function relatedRow(tx: Queryable, step: Step): Promise<number | null> {
  if (step.rel_type === TransactionRelType.BALANCE_TOP_UP) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO balance_top_ups (user_id, amount, status, provider_id, idempotency_key, created_at, paid_at)
       VALUES ($1, $2, 'paid', 1, 'seed-top-up-1', ${ago(step.daysAgo)}, ${ago(step.daysAgo)}) RETURNING id`,
      [DEMO?.id, step.amount],
    );
    return row?.id ?? null;
  }
  if (step.rel_type === TransactionRelType.MISC_INVOICE) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO invoices (user_id, lines, amount, status, due_at, created_at, paid_at, balance_used)
       VALUES ($1, $2, $3, 'paid', ${ago(step.daysAgo - 14)}, ${ago(step.daysAgo + 2)}, ${ago(step.daysAgo)}, $3)
       RETURNING id`,
      [
        DEMO?.id,
        JSON.stringify([{ description: 'Customs fee', quantity: 1, unit_price: 25, amount: 25 }]),
        -step.amount,
      ],
    );
    return row?.id ?? null;
  }
  return null;
}

/** The top-up's card payment (its transaction id is the row's), or the invoice's number. */
async function transactionOf(tx: Queryable, step: Step, relId: number | null): Promise<string | null> {
  if (step.rel_type === TransactionRelType.BALANCE_TOP_UP && relId !== null) {
    const id = `sbx_seed_top_up_${relId}`;
    await tx.query(
      `INSERT INTO payments (top_up_id, provider_id, status, amount, currency_id, provider_payment_id, created_at,
         settled_at)
       VALUES ($1, 1, 'succeeded', $2, (SELECT id FROM currencies WHERE iso_code = 'EUR'), $3, ${ago(step.daysAgo)},
         ${ago(step.daysAgo)})`,
      [relId, step.amount, id],
    );
    return id;
  }
  if (step.rel_type === TransactionRelType.MISC_INVOICE && relId !== null) return `INV${relId}`;
  return null;
}
