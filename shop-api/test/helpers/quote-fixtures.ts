// Shared set-up of the quote tests (#27): an order form's request body, a quote requested through the shop, and
// the operator's steps (price, questions) done through the same services the operator API runs.
import { randomUUID } from 'node:crypto';
import type { Parcel } from '@storefront/shared-types';
import type { Database } from '../../src/db/database.js';
import { askQuestions, priceQuote } from '../../src/services/quotes/operator-quotes.js';

export const quoteAddress = {
  first_name: 'Ona',
  last_name: 'Jonaitė',
  first_address: 'Gedimino pr. 1',
  city: 'Vilnius',
  zip: 'LT-01103',
  phone_number: '+37060000000',
  country_id: 1,
};

/** Two lines from two stores: 1 × 59.90 and 2 × 35 (129.90 of goods as the shopper saw them). */
export const quoteRequestBody = (key = randomUUID()) => ({
  lines: [
    { url: 'https://shop.example.com/p/1', name: 'Trail shoes', quantity: 1, unit_price_seen: 59.9 },
    {
      url: 'https://other.example.com/item?id=7',
      name: 'Rain jacket',
      options: { size: 'M', colour: 'blue', notes: 'the hooded one' },
      quantity: 2,
      unit_price_seen: 35,
    },
  ],
  address: quoteAddress,
  language_id: 1,
  idempotency_key: key,
});

type Post = (
  url: string,
  headers: Record<string, string>,
  body: unknown,
) => Promise<{ status: number; body: { slug: string; id: number } }>;

/** A quote requested by the caller through the shop; its slug and id. */
export async function requestedQuote(post: Post, headers: Record<string, string>) {
  const made = await post('/api/quotes/request', headers, quoteRequestBody());
  if (made.status !== 200) throw new Error(`quote request refused: ${JSON.stringify(made.body)}`);
  return { slug: made.body.slug, id: made.body.id, body: made.body };
}

export const PARCEL: Parcel = { weight_kg: 3, length_cm: 40, width_cm: 30, height_cm: 20 };

/** The operator prices the quote at the seen prices with a weighed parcel (or a flat amount). */
export async function priceIt(
  db: Database,
  quoteId: number,
  options: { parcel?: Parcel; shipping_amount?: number; expiry_days?: number } = { parcel: PARCEL },
) {
  const lines = await db.query<{ id: number; unit_price: number }>(
    'SELECT id, unit_price_seen::float8 AS unit_price FROM quote_lines WHERE quote_id = $1 ORDER BY position',
    [quoteId],
  );
  const basis = options.parcel
    ? { parcel: options.parcel }
    : { shipping_amount: options.shipping_amount ?? 10 };
  return db.transaction((tx) =>
    priceQuote(tx, quoteId, { lines, basis, expiry_days: options.expiry_days ?? 7 }, 'test-operator'),
  );
}

export function askIt(db: Database, quoteId: number, questions: string[]) {
  return db.transaction((tx) => askQuestions(tx, quoteId, questions, 'test-operator'));
}
