// The quote machine (#27): every pair of statuses, generated from QUOTE_STATUSES, is tried on a real quote row;
// exactly the moves of the one transition table succeed (with a timeline row), every other is a 409 naming status
// that changes nothing.
import { QUOTE_MESSAGES, QUOTE_STATUSES, type QuoteStatus } from '@storefront/shared-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/database.js';
import { moveQuote, QUOTE_TRANSITIONS } from '../../../src/services/quotes/quote-transitions.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.cleanup());

let made = 0;
async function quoteAt(status: QuoteStatus): Promise<number> {
  made += 1;
  const [quote] = await db.query<{ id: number }>(
    `INSERT INTO quotes (slug, user_id, site_id, language_id, origin, status, value, service_fee, shipping, total)
     VALUES ($1, (SELECT min(id) FROM users), 1, 1, 'request', $2, 10, 3, 12, 25) RETURNING id`,
    [`machine-${made}`, status],
  );
  if (!quote) throw new Error('no quote');
  return quote.id;
}

const pairs = QUOTE_STATUSES.flatMap((from) => QUOTE_STATUSES.map((to) => [from, to] as const));
const allowed = pairs.filter(([from, to]) => QUOTE_TRANSITIONS[from].includes(to));
const refused = pairs.filter(([from, to]) => !QUOTE_TRANSITIONS[from].includes(to));

describe('the quote machine', () => {
  it('has the moves of the design, and final statuses go nowhere', () => {
    expect(allowed.length).toBe(16);
    for (const final of ['delivered', 'cancelled', 'expired'] as const)
      expect(QUOTE_TRANSITIONS[final]).toEqual([]);
    expect(QUOTE_TRANSITIONS.paid).toEqual(['purchased']);
  });

  it.each(allowed)('%s → %s is allowed and written on the timeline', async (from, to) => {
    const id = await quoteAt(from);
    await expect(db.transaction((tx) => moveQuote(tx, id, to, 'test'))).resolves.toEqual({ from, to });
    const [row] = await db.query<{ status: string; events: string[] }>(
      `SELECT status, (SELECT array_agg(status ORDER BY id) FROM quote_events WHERE quote_id = q.id) AS events
       FROM quotes q WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ status: to, events: [to] });
  });

  it.each(refused)('%s → %s is refused: 409 naming status, nothing changed', async (from, to) => {
    const id = await quoteAt(from);
    const error = await db.transaction((tx) => moveQuote(tx, id, to, 'test')).catch((e: unknown) => e);
    // The message is the translation key the field carries, as every other refusal's: no raw key plus the move.
    expect(error).toMatchObject({
      statusCode: 409,
      message: QUOTE_MESSAGES.status,
      fields: { status: QUOTE_MESSAGES.status },
    });
    const [row] = await db.query<{ status: string; events: number }>(
      'SELECT status, (SELECT count(*)::int FROM quote_events WHERE quote_id = q.id) AS events FROM quotes q WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ status: from, events: 0 });
  });
});
