// The demo user's quotes (#27): one in every status a shopper's quote can be in, with fixed readable slugs
// (/quotes/demo-quote-priced-01), lines from other stores, the operator's prices from the shipping rule, a
// timeline that agrees with the status, and one open create-order link (/create-order/demo-offer-01). Paid ones
// were paid by card (a succeeded sandbox payment), so the seeded balance history is untouched. Open ones expire
// in 2030, so the demo stays payable.
import type { Parcel, QuoteStatus } from '@storefront/shared-types';
import { parcelShipping, pricedTotals } from '../../services/quotes/quote-pricing.js';
import type { Queryable } from '../database.js';
import { demoUsers } from './users.js';

const DEMO = demoUsers[0];
const OPEN_UNTIL = '2030-12-31T21:59:59Z';
const DAY_MS = 86_400_000;
const FIRST_AT = Date.parse('2026-09-01T09:00:00Z');
const PARCEL: Parcel = { weight_kg: 2.4, length_cm: 40, width_cm: 30, height_cm: 20 };

/** The timeline each status was reached by. */
const PATHS: Partial<Record<QuoteStatus, readonly QuoteStatus[]>> = {
  requested: ['requested'],
  needs_info: ['requested', 'needs_info'],
  priced: ['requested', 'priced'],
  paid: ['requested', 'priced', 'paid'],
  purchased: ['requested', 'priced', 'paid', 'purchased'],
  at_warehouse: ['requested', 'priced', 'paid', 'purchased', 'at_warehouse'],
  shipped: ['requested', 'priced', 'paid', 'purchased', 'at_warehouse', 'shipped'],
  delivered: ['requested', 'priced', 'paid', 'purchased', 'at_warehouse', 'shipped', 'delivered'],
  cancelled: ['requested', 'cancelled'],
  expired: ['requested', 'priced', 'expired'],
};

const LINES = [
  {
    url: 'https://www.example-outdoor.com/products/trail-runner-2',
    name: 'Trail Runner 2 shoes',
    size: '42',
    colour: 'Black',
    notes: null,
    quantity: 1,
    seen: 89.9,
    price: 84.5,
  },
  {
    url: 'https://shop.example.org/item/merino-socks?variant=3',
    name: 'Merino socks, 3 pairs',
    size: 'L',
    colour: null,
    notes: 'The grey ones',
    quantity: 2,
    seen: 19,
    price: 19,
  },
] as const;

/** The demo user's quotes, oldest first: each status, two priced (card and balance can both be tried). */
export const DEMO_QUOTES: ReadonlyArray<{ slug: string; status: QuoteStatus }> = [
  { slug: 'demo-quote-delivered-01', status: 'delivered' },
  { slug: 'demo-quote-cancelled-01', status: 'cancelled' },
  { slug: 'demo-quote-expired-01', status: 'expired' },
  { slug: 'demo-quote-shipped-01', status: 'shipped' },
  { slug: 'demo-quote-at-warehouse-01', status: 'at_warehouse' },
  { slug: 'demo-quote-purchased-01', status: 'purchased' },
  { slug: 'demo-quote-paid-01', status: 'paid' },
  { slug: 'demo-quote-requested-01', status: 'requested' },
  { slug: 'demo-quote-needs-info-01', status: 'needs_info' },
  { slug: 'demo-quote-priced-01', status: 'priced' },
  { slug: 'demo-quote-priced-02', status: 'priced' },
];
export const DEMO_OFFER_SLUG = 'demo-offer-01';
/** The shipped demo quote's parcel. */
export const DEMO_QUOTE_TRACKING_NUMBER = 'TRKDEMOQU0000001';

const PRICED: ReadonlySet<QuoteStatus> = new Set([
  'priced',
  'paid',
  'purchased',
  'at_warehouse',
  'shipped',
  'delivered',
  'expired',
]);
const PAID: ReadonlySet<QuoteStatus> = new Set(['paid', 'purchased', 'at_warehouse', 'shipped', 'delivered']);

const at = (ms: number) => new Date(ms).toISOString();

export async function insertDemoQuotes(tx: Queryable): Promise<void> {
  if (!DEMO) return;
  const address = { id: 0, ...DEMO.delivery_addresses[0] };
  for (const [index, demo] of DEMO_QUOTES.entries()) {
    const created = FIRST_AT + index * 3 * DAY_MS;
    const priced = PRICED.has(demo.status);
    // The second priced quote goes by sea (the recalculate modal has both to show).
    const method = demo.slug === 'demo-quote-priced-02' ? 'sea' : 'air';
    const lines = LINES.map((line) => ({
      quantity: line.quantity,
      unit_price_seen: line.seen,
      unit_price: priced ? line.price : null,
    }));
    const totals = priced ? pricedTotals(lines, parcelShipping(PARCEL, method, 'LT'), 0, null) : null;
    const expires =
      demo.status === 'priced' ? OPEN_UNTIL : demo.status === 'expired' ? at(created + 9 * DAY_MS) : null;
    const [quote] = await tx.query<{ id: number }>(
      `INSERT INTO quotes (slug, user_id, site_id, storefront_host, language_id, origin, status, shipping_method,
         address, parcel, value, service_fee, shipping, total, expires_at, comment, tracking_number, created_at,
         updated_at, mails_sent)
       VALUES ($1, $2, 1, NULL, 1, 'request', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, '{}')
       RETURNING id`,
      [
        demo.slug,
        DEMO.id,
        demo.status,
        method,
        JSON.stringify(address),
        priced ? JSON.stringify(PARCEL) : null,
        totals?.value ?? null,
        totals?.service_fee ?? null,
        totals?.shipping ?? null,
        totals?.total ?? null,
        expires,
        index === 7 ? 'Please check the socks are merino wool.' : null,
        demo.status === 'shipped' || demo.status === 'delivered'
          ? demo.status === 'shipped'
            ? DEMO_QUOTE_TRACKING_NUMBER
            : 'TRKDEMOQU0000000'
          : null,
        at(created),
      ],
    );
    if (!quote) throw new Error('demo quote not written');
    for (const [position, line] of LINES.entries()) {
      await tx.query(
        `INSERT INTO quote_lines (quote_id, position, url, name, size, colour, notes, quantity, unit_price_seen,
           unit_price) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          quote.id,
          position + 1,
          line.url,
          line.name,
          line.size,
          line.colour,
          line.notes,
          line.quantity,
          line.seen,
          priced ? line.price : null,
        ],
      );
    }
    for (const [step, status] of (PATHS[demo.status] ?? []).entries()) {
      await tx.query('INSERT INTO quote_events (quote_id, status, actor, at) VALUES ($1, $2, $3, $4)', [
        quote.id,
        status,
        step === 0 || status === 'paid' ? 'shopper' : 'seed',
        at(created + step * DAY_MS),
      ]);
    }
    if (demo.status === 'needs_info') {
      await tx.query('INSERT INTO quote_questions (quote_id, question, asked_at) VALUES ($1, $2, $3)', [
        quote.id,
        'The shoes come in a wide fit too. Which fit would you like?',
        at(created + DAY_MS),
      ]);
    }
    if (PAID.has(demo.status) && totals) {
      await tx.query(
        `INSERT INTO payments (quote_id, provider_id, status, amount, currency_id, provider_payment_id, created_at,
           settled_at)
         VALUES ($1, 1, 'succeeded', $2, (SELECT id FROM currencies WHERE iso_code = 'EUR'), $3, $4, $4)`,
        [quote.id, totals.total, `sbx_seed_quote_${quote.id}`, at(created + 2 * DAY_MS)],
      );
    }
  }
  await insertDemoOffer(tx);
}

/** An open create-order link anyone may view (and any signed-in account accept): two lines, priced by air. */
async function insertDemoOffer(tx: Queryable): Promise<void> {
  const lines = [
    {
      url: 'https://www.example-home.com/lamps/arc-floor-lamp',
      name: 'Arc floor lamp',
      quantity: 1,
      unit_price: 129,
    },
    {
      url: 'https://www.example-home.com/bulbs/e27-warm',
      name: 'E27 warm bulb',
      quantity: 2,
      unit_price: 6.5,
    },
  ];
  const parcel: Parcel = { weight_kg: 6, length_cm: 120, width_cm: 30, height_cm: 30 };
  const totals = pricedTotals(
    lines.map((line) => ({
      quantity: line.quantity,
      unit_price_seen: line.unit_price,
      unit_price: line.unit_price,
    })),
    parcelShipping(parcel, 'air', 'LT'),
    0,
    null,
  );
  const [offer] = await tx.query<{ id: number }>(
    `INSERT INTO quotes (slug, site_id, language_id, origin, status, shipping_method, parcel, shipping_country, value,
       service_fee, shipping, total, expires_at, comment, offer_email, created_at, updated_at)
     VALUES ($1, 1, 1, 'offer', 'offered', 'air', $2, 'LT', $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
    [
      DEMO_OFFER_SLUG,
      JSON.stringify(parcel),
      totals.value,
      totals.service_fee,
      totals.shipping,
      totals.total,
      OPEN_UNTIL,
      'The lamp we talked about in the chat, with two spare bulbs.',
      DEMO?.email ?? 'demo@storefront.test',
      '2026-11-20T10:00:00Z',
    ],
  );
  if (!offer) throw new Error('demo offer not written');
  for (const [position, line] of lines.entries()) {
    await tx.query(
      `INSERT INTO quote_lines (quote_id, position, url, name, quantity, unit_price_seen, unit_price)
       VALUES ($1, $2, $3, $4, $5, $6, $6)`,
      [offer.id, position + 1, line.url, line.name, line.quantity, line.unit_price],
    );
  }
  await tx.query(
    "INSERT INTO quote_events (quote_id, status, actor, at) VALUES ($1, 'offered', 'seed', $2)",
    [offer.id, '2026-11-20T10:00:00Z'],
  );
}
