// Shared set-up of the balance and invoice tests: a user with a balance and a session, a miscellaneous invoice,
// and a provider's signed notification about one of our payments (as the sandbox would post it).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../../src/app.js';
import type { Queryable } from '../../src/db/database.js';
import { SIGNATURE_HEADER, sign } from '../../src/sandbox-provider/signature.js';
import { createSession } from '../../src/services/auth/sessions.js';
import { SANDBOX_SECRET, startSandbox } from './checkout-fixtures.js';
import { createTestApp } from './test-app.js';

/** A new user holding `balance` euros, and the bearer headers of a session of theirs. */
export async function userWithBalance(db: Queryable, balance = 0) {
  const [user] = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, balance) VALUES ($1, 'x', 'Bal', 'Ance', $2)
     RETURNING id`,
    [`balance-${randomUUID()}@example.test`, balance],
  );
  if (!user) throw new Error('no user');
  const token = await createSession(db, user.id);
  return {
    id: user.id,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      host: 'lt.localhost:3000',
    },
  };
}

/** An open miscellaneous invoice of `amount` euros for the user. */
export async function miscInvoice(db: Queryable, userId: number, amount: number): Promise<number> {
  const [invoice] = await db.query<{ id: number }>(
    `INSERT INTO invoices (user_id, lines, amount, due_at)
     VALUES ($1, jsonb_build_array(jsonb_build_object('description', 'Customs fee', 'quantity', 1,
       'unit_price', $2::numeric, 'amount', $2::numeric)), $2, now() + interval '14 days')
     RETURNING id`,
    [userId, amount],
  );
  if (!invoice) throw new Error('no invoice');
  return invoice.id;
}

/** The provider's signed notification that one of our payments reached `status` (a fresh event id unless given). */
export async function notify(
  app: FastifyInstance,
  db: Queryable,
  paymentId: number,
  status: 'succeeded' | 'declined',
  eventId = `evt_${randomUUID()}`,
) {
  const [payment] = await db.query<{ provider_id: number; provider_payment_id: string; amount: number }>(
    'SELECT provider_id, provider_payment_id, amount::float8 AS amount FROM payments WHERE id = $1',
    [paymentId],
  );
  if (!payment) throw new Error('no payment');
  const body = JSON.stringify({
    event_id: eventId,
    type: `payment.${status}`,
    created: Math.floor(Date.now() / 1000),
    data: {
      id: payment.provider_payment_id,
      reference: String(paymentId),
      amount: payment.amount,
      currency: 'EUR',
      status,
    },
  });
  return app.inject({
    method: 'POST',
    url: `/api/payments/notify/${payment.provider_id}`,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: sign(SANDBOX_SECRET, body, Math.floor(Date.now() / 1000)),
    },
    payload: body,
  });
}

/** The user's history rows, oldest first, straight from the table. */
export function historyRows(db: Queryable, userId: number) {
  return db.query<{
    rel_type: number;
    rel_id: number | null;
    type: number | null;
    starting_balance: number;
    end_balance: number;
    amount: number;
    payment_processor_name: string | null;
    payment_processor_transaction_id: string | null;
  }>(
    `SELECT rel_type, rel_id, type, starting_balance::float8 AS starting_balance, end_balance::float8 AS end_balance,
       amount::float8 AS amount, payment_processor_name, payment_processor_transaction_id
     FROM balance_transactions WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
}

/** Whether each row starts where the previous one ended (and ends at start + amount). */
export function chains(
  rows: ReadonlyArray<{ starting_balance: number; end_balance: number; amount: number }>,
) {
  return rows.every(
    (row, i) =>
      Math.abs(row.starting_balance + row.amount - row.end_balance) < 1e-9 &&
      (i === 0 || Math.abs(row.starting_balance - (rows[i - 1]?.end_balance ?? Number.NaN)) < 1e-9),
  );
}

/**
 * A seeded app (PGlite unless `database` says otherwise) listening on a port (the sandbox posts its notifications there) with the sandbox provider,
 * and a signed-in caller's POST that answers the status and the parsed body.
 */
export async function appWithSandbox(
  options: Pick<AppOptions, 'operatorToken' | 'mailer' | 'claimStorage'> = {},
  database: Parameters<typeof createTestApp>[1] = {},
) {
  const started = await startSandbox();
  const test = await createTestApp(
    { ...options, payments: { providers: started.providers, reconcileOnListen: false } },
    database,
  );
  await test.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app: test.app,
    db: test.database.db,
    sandbox: started.sandbox,
    post: async (url: string, headers: Record<string, string>, body: unknown) => {
      const response = await test.app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
      return { status: response.statusCode, body: response.json() };
    },
    close: async () => {
      await test.close();
      await started.sandbox.app.close();
    },
  };
}
