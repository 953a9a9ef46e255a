// The balance calls on the shop-api (PGlite): the history's pages, top-ups through the sandbox credited only by
// the provider's signed notification (once, however often it is delivered), and the current user's balance.
import { randomUUID } from 'node:crypto';
import {
  BALANCE_HISTORY_PAGE_SIZE,
  STOREFRONT_HOST_HEADER,
  TransactionRelType,
} from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxProvider } from '../../src/sandbox-provider/app.js';
import { moveBalance } from '../../src/services/balance/move-balance.js';
import { appWithSandbox, chains, historyRows, notify, userWithBalance } from '../helpers/balance-fixtures.js';
import { shopperAtProvider } from '../helpers/checkout-fixtures.js';

let t: Awaited<ReturnType<typeof appWithSandbox>>;
let app: FastifyInstance;
let sandbox: SandboxProvider;
let db: typeof t.db;
let post: typeof t.post;

beforeAll(async () => {
  t = await appWithSandbox();
  ({ app, sandbox, db, post } = t);
});
afterAll(() => t.close());

const topUpBody = (amount: number, key = randomUUID()) => ({
  amount,
  payment_method_id: 1,
  language_id: 1,
  idempotency_key: key,
});

describe('balance history', () => {
  it('is signed-in only, and a bad page is a 400 naming page', async () => {
    const signedOut = await post(
      '/api/balance/get-history',
      { 'content-type': 'application/json' },
      { page: 1 },
    );
    expect(signedOut.status).toBe(401);
    const { headers } = await userWithBalance(db);
    for (const page of [0, -2, 1.5, 'x']) {
      const bad = await post('/api/balance/get-history', headers, { page });
      expect(bad.status, String(page)).toBe(400);
      expect(Object.keys(bad.body.fields)).toEqual(['page']);
    }
  });

  it('pages the user’s own rows newest first, with the total', async () => {
    const user = await userWithBalance(db);
    const other = await userWithBalance(db);
    for (let i = 1; i <= BALANCE_HISTORY_PAGE_SIZE + 3; i += 1) {
      await db.transaction((tx) =>
        moveBalance(tx, user.id, i, { rel_type: TransactionRelType.MANUAL_TOP_UP, rel_id: null, type: 1 }),
      );
    }
    await db.transaction((tx) =>
      moveBalance(tx, other.id, 99, { rel_type: TransactionRelType.MANUAL_TOP_UP, rel_id: null, type: 1 }),
    );
    const first = await post('/api/balance/get-history', user.headers, { page: 1 });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(BALANCE_HISTORY_PAGE_SIZE + 3);
    expect(first.body.items).toHaveLength(BALANCE_HISTORY_PAGE_SIZE);
    expect(first.body.items[0].amount).toBe(BALANCE_HISTORY_PAGE_SIZE + 3);
    expect(first.body.items[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const second = await post('/api/balance/get-history', user.headers, { page: 2 });
    expect(second.body.items.map((r: { amount: number }) => r.amount)).toEqual([3, 2, 1]);
    const beyond = await post('/api/balance/get-history', user.headers, { page: 9 });
    expect(beyond.body).toEqual({ items: [], total: BALANCE_HISTORY_PAGE_SIZE + 3 });
  });

  it('the current user carries the balance in euros', async () => {
    const user = await userWithBalance(db, 42.5);
    const current = await post('/api/auth/getCurrentUser', user.headers, {});
    expect(current.body.balance).toBe(42.5);
  });
});

describe('top-ups', () => {
  it('refuses an amount out of bounds or finer than cents, naming amount', async () => {
    const { id, headers } = await userWithBalance(db);
    // 5.0000000001 once passed a float tolerance and became a top-up of 5.00.
    for (const amount of [4.99, 1000.01, 10.005, 5.0000000001]) {
      const bad = await post('/api/balance/top-up', headers, topUpBody(amount));
      expect(bad.status, String(amount)).toBe(400);
      expect(Object.keys(bad.body.fields)).toEqual(['amount']);
    }
    expect(await db.query('SELECT id FROM balance_top_ups WHERE user_id = $1', [id])).toEqual([]);
  });

  it('is credited once, only by the signed notification, however often it is delivered', async () => {
    const user = await userWithBalance(db, 10);
    sandbox.deliverNotifications = false;
    const key = randomUUID();
    const asked = await post('/api/balance/top-up', user.headers, topUpBody(25.5, key));
    expect(asked.status).toBe(200);
    expect(asked.body.redirect_url).toMatch(/^http:\/\/localhost:\d+\//);
    // The same key answers the same top-up; the balance has not moved.
    const again = await post('/api/balance/top-up', user.headers, topUpBody(25.5, key));
    expect(again.body).toEqual(asked.body);
    const otherAmount = await post('/api/balance/top-up', user.headers, topUpBody(30, key));
    expect(otherAmount.status).toBe(409);
    expect(Object.keys(otherAmount.body.fields)).toEqual(['idempotency_key']);
    const topUpId = asked.body.top_up_id as number;
    const back = await shopperAtProvider(sandbox, asked.body.redirect_url, 'pay');
    expect(back).toBe(`http://lt.localhost:3000/en/balance/pay?top_up_id=${topUpId}`);
    expect((await historyRows(db, user.id)).length).toBe(0);
    const [payment] = await db.query<{ id: number }>('SELECT id FROM payments WHERE top_up_id = $1', [
      topUpId,
    ]);
    const eventId = `evt_${randomUUID()}`;
    const first = await notify(app, db, payment!.id, 'succeeded', eventId);
    const replayed = await notify(app, db, payment!.id, 'succeeded', eventId);
    const anotherEvent = await notify(app, db, payment!.id, 'succeeded');
    expect([first.statusCode, replayed.statusCode, anotherEvent.statusCode]).toEqual([200, 200, 200]);
    expect(replayed.json().duplicate).toBe(true);
    sandbox.deliverNotifications = true;
    const rows = await historyRows(db, user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      rel_type: TransactionRelType.BALANCE_TOP_UP,
      rel_id: topUpId,
      starting_balance: 10,
      end_balance: 35.5,
      amount: 25.5,
      payment_processor_name: expect.any(String),
      payment_processor_transaction_id: expect.stringMatching(/.+/),
    });
    const status = await post('/api/balance/top-up-status', user.headers, { top_up_id: topUpId });
    expect(status.body).toEqual({ status: 'paid', amount: 25.5, balance: 35.5 });
  });

  it('sends the shopper back to the host they are on (one of the site’s) and the language they used', async () => {
    const user = await userWithBalance(db);
    const headers = { ...user.headers, [STOREFRONT_HOST_HEADER]: 'localhost:3000' };
    const asked = await post('/api/balance/top-up', headers, { ...topUpBody(5), language_id: 2 });
    const back = await shopperAtProvider(sandbox, asked.body.redirect_url, 'decline');
    expect(back).toBe(`http://localhost:3000/lt/balance/pay?top_up_id=${asked.body.top_up_id}`);
    const elsewhere = { ...user.headers, [STOREFRONT_HOST_HEADER]: 'evil.example:3000' };
    const refused = await post('/api/balance/top-up', elsewhere, topUpBody(5));
    const home = await shopperAtProvider(sandbox, refused.body.redirect_url, 'decline');
    expect(new URL(home).hostname).not.toBe('evil.example');
  });

  it('a declined top-up is failed and credits nothing; another user’s top-up is a 404', async () => {
    const user = await userWithBalance(db, 0);
    const asked = await post('/api/balance/top-up', user.headers, topUpBody(5));
    await shopperAtProvider(sandbox, asked.body.redirect_url, 'decline');
    const status = await post('/api/balance/top-up-status', user.headers, {
      top_up_id: asked.body.top_up_id,
    });
    expect(status.body).toEqual({ status: 'failed', amount: 5, balance: 0 });
    const other = await userWithBalance(db);
    const foreign = await post('/api/balance/top-up-status', other.headers, {
      top_up_id: asked.body.top_up_id,
    });
    expect(foreign.status).toBe(404);
    expect(Object.keys(foreign.body.fields)).toEqual(['top_up_id']);
  });
});

describe('the balance ledger', () => {
  it('never goes below zero and its rows chain', async () => {
    const user = await userWithBalance(db, 0);
    const move = (amount: number) =>
      db.transaction((tx) =>
        moveBalance(tx, user.id, amount, {
          rel_type: TransactionRelType.MANUAL_TOP_UP,
          rel_id: null,
          type: 1,
        }),
      );
    await move(20);
    await move(-7.25);
    await expect(move(-12.76)).rejects.toMatchObject({
      statusCode: 409,
      fields: { amount: expect.any(String) },
    });
    await move(-12.75);
    const rows = await historyRows(db, user.id);
    expect(rows.map((r) => r.end_balance)).toEqual([20, 12.75, 0]);
    expect(chains(rows)).toBe(true);
  });
});
