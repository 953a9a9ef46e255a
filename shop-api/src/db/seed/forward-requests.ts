// The demo user's forward requests (#27), one in every status, with fixed readable slugs (/forwarding/demo-…) so
// the README, the e2e journeys and a person trying the shop can open each. Prices come from the one shipping rule;
// the paid ones were paid by card (a succeeded provider payment), so the seeded balance history is unchanged.
import {
  type ForwardRequestStatus,
  forwardingCountryIso,
  PaymentProvider,
  quoteTotals,
  shippingOptions,
} from '@storefront/shared-types';
import type { Queryable } from '../database.js';
import { demoUsers } from './users.js';

const DEMO = demoUsers[0];
/** The door courier's fee the seed's delivery_couriers row 1 charges (EUR). */
const DOOR_FEE = 4.99;

interface SeedRequest {
  slug: string;
  status: ForwardRequestStatus;
  shop: string;
  inbound: string;
  contents: string;
  value: number;
  daysAgo: number;
  parcel?: { weight_kg: number; length_cm: number; width_cm: number; height_cm: number };
  method?: 'air' | 'sea';
  tracking?: string;
}

export const DEMO_FORWARD_REQUESTS: readonly SeedRequest[] = [
  {
    slug: 'demo-declared',
    status: 'declared',
    shop: 'Blue Ridge Outfitters',
    inbound: '1Z999AA10123456784',
    contents: 'Hiking boots, size 42',
    value: 129,
    daysAgo: 1,
  },
  {
    slug: 'demo-arrived',
    status: 'arrived',
    shop: 'Maple Books',
    inbound: '9400111899223100012345',
    contents: 'Three paperback novels',
    value: 45.5,
    daysAgo: 6,
    parcel: { weight_kg: 2.2, length_cm: 30, width_cm: 22, height_cm: 12 },
  },
  {
    slug: 'demo-paid',
    status: 'paid',
    shop: 'Gadget Corner',
    inbound: 'TBA304958712000',
    contents: 'Bluetooth headphones',
    value: 89.99,
    daysAgo: 9,
    parcel: { weight_kg: 0.8, length_cm: 25, width_cm: 20, height_cm: 10 },
    method: 'air',
  },
  {
    slug: 'demo-shipped',
    status: 'shipped',
    shop: 'Coastline Apparel',
    inbound: '1Z999AA10987654321',
    contents: 'Two rain jackets',
    value: 160,
    daysAgo: 14,
    parcel: { weight_kg: 1.6, length_cm: 40, width_cm: 30, height_cm: 10 },
    method: 'air',
    tracking: 'TRKFWD00000001',
  },
  {
    slug: 'demo-delivered',
    status: 'delivered',
    shop: 'Kitchen Pro Supply',
    inbound: '9400111899223100067890',
    contents: 'Cast-iron skillet',
    value: 60,
    daysAgo: 70,
    parcel: { weight_kg: 4.1, length_cm: 45, width_cm: 30, height_cm: 12 },
    method: 'sea',
    tracking: 'TRKFWD00000002',
  },
  {
    slug: 'demo-cancelled',
    status: 'cancelled',
    shop: 'Toy Planet',
    inbound: 'TBA304958799999',
    contents: 'Building blocks set',
    value: 35,
    daysAgo: 20,
  },
];

/** The statuses each seeded request passed through, in order. */
const PATH: Record<ForwardRequestStatus, ForwardRequestStatus[]> = {
  declared: ['declared'],
  arrived: ['declared', 'arrived'],
  paid: ['declared', 'arrived', 'paid'],
  shipped: ['declared', 'arrived', 'paid', 'shipped'],
  delivered: ['declared', 'arrived', 'paid', 'shipped', 'delivered'],
  cancelled: ['declared', 'cancelled'],
};

const address = () => {
  const home = DEMO?.delivery_addresses[0];
  return home ? { id: 0, ...home } : null;
};

export async function insertForwardRequests(tx: Queryable): Promise<void> {
  if (!DEMO) return;
  const home = address();
  const iso = forwardingCountryIso(home?.country_id ?? 1) ?? 'LT';
  for (const request of DEMO_FORWARD_REQUESTS) {
    const totals =
      request.parcel && request.method
        ? quoteTotals({
            lines: [],
            shipping: shippingOptions(request.parcel, iso)[request.method].price,
            delivery_fee: DOOR_FEE,
          })
        : null;
    const paid = totals !== null;
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO forward_requests (slug, user_id, site_id, language_id, status, shop_name, inbound_tracking, contents,
         declared_value, weight_kg, length_cm, width_cm, height_cm, shipping_method, address, shipping, delivery_fee,
         total, tracking_number, idempotency_key, created_at, arrived_at, paid_at, mails_sent)
       VALUES ($1, $2, 1, 1, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $1,
         now() - make_interval(days => $18), CASE WHEN $8::numeric IS NULL THEN NULL ELSE now() - make_interval(days => $18 - 2) END,
         CASE WHEN $19 THEN now() - make_interval(days => $18 - 3) END, '{forward-request-declared}')
       RETURNING id`,
      [
        request.slug,
        DEMO.id,
        request.status,
        request.shop,
        request.inbound,
        request.contents,
        request.value,
        request.parcel?.weight_kg ?? null,
        request.parcel?.length_cm ?? null,
        request.parcel?.width_cm ?? null,
        request.parcel?.height_cm ?? null,
        request.method ?? null,
        request.method && home ? JSON.stringify(home) : null,
        totals?.shipping ?? null,
        totals?.delivery_fee ?? null,
        totals?.total ?? null,
        request.tracking ?? null,
        request.daysAgo,
        paid,
      ],
    );
    if (!row) continue;
    const path = PATH[request.status];
    for (const [step, status] of path.entries()) {
      await tx.query(
        `INSERT INTO forward_request_events (forward_request_id, status, created_at)
         VALUES ($1, $2, now() - make_interval(days => $3))`,
        [row.id, status, Math.max(0, request.daysAgo - step * 2)],
      );
    }
    if (paid && totals) {
      await tx.query(
        `INSERT INTO payments (forward_request_id, provider_id, status, amount, currency_id, settled_at)
         VALUES ($1, $2, 'succeeded', $3, (SELECT id FROM currencies WHERE iso_code = 'EUR'), now())`,
        [row.id, PaymentProvider.CARD, totals.total],
      );
    }
  }
}
