// What the shopper sees of their forward requests: the detail page (with what it costs once arrived and how it
// can be paid) and the list.
import {
  FORWARD_REQUESTS_PAGE_SIZE,
  type ForwardRequestDetail,
  type ForwardRequestStatus,
  type ForwardRequestSummary,
  forwardRequestNumber,
} from '@storefront/shared-types';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database.js';
import type { PaymentService } from '../payments/payment-service.js';
import {
  FORWARD_REQUEST_COLUMNS,
  type ForwardRequestRow,
  ownForwardRequest,
  parcelOf,
  timelineOf,
} from './forward-request-row.js';
import { destinationIso, doorDeliveryFee, forwardPrice } from './shipping-price.js';
import { warehouseAddress } from './warehouse-address.js';

const NEXT_ACTION: Record<ForwardRequestStatus, ForwardRequestSummary['next_action']> = {
  declared: 'wait',
  arrived: 'pay',
  paid: 'wait',
  shipped: 'track',
  delivered: 'none',
  cancelled: 'none',
};

async function euroId(q: Queryable): Promise<number> {
  const [row] = await q.query<{ id: number }>("SELECT id FROM currencies WHERE iso_code = 'EUR'");
  if (!row) throw new Error('the shop has no EUR currency');
  return row.id;
}

/** The provider of the request's outside payment still open there (at most one), or null. */
async function openPaymentMethod(q: Queryable, id: number): Promise<number | null> {
  const [row] = await q.query<{ provider_id: number }>(
    "SELECT provider_id FROM payments WHERE forward_request_id = $1 AND status = 'pending'",
    [id],
  );
  return row?.provider_id ?? null;
}

/** Whether an outside payment of the request is still open at its provider. */
export async function hasPendingPayment(q: Queryable, id: number): Promise<boolean> {
  return (await openPaymentMethod(q, id)) !== null;
}

export async function forwardRequestView(
  q: Queryable,
  payments: PaymentService,
  row: ForwardRequestRow,
): Promise<ForwardRequestDetail> {
  const [user] = await q.query<{ first_name: string; last_name: string; balance: number }>(
    'SELECT first_name, last_name, balance::float8 AS balance FROM users WHERE id = $1',
    [row.user_id],
  );
  const parcel = parcelOf(row);
  const openMethod = await openPaymentMethod(q, row.id);
  const pending = openMethod !== null;
  const priced =
    parcel && row.address
      ? forwardPrice(
          parcel,
          destinationIso(row.address.country_id),
          row.shipping_method ?? 'air',
          row.delivery_fee ?? (await doorDeliveryFee(q, row.site_id)),
        )
      : null;
  return {
    id: row.id,
    slug: row.slug,
    number: forwardRequestNumber(row.id),
    status: row.status,
    shop_name: row.shop_name,
    inbound_tracking: row.inbound_tracking,
    contents: row.contents,
    declared_value: row.declared_value,
    currency: 'EUR',
    parcel: parcel ? { ...parcel, photo_notes: row.photo_notes } : null,
    shipping_method: row.shipping_method,
    address: row.address,
    shipping_options: priced?.options ?? null,
    // The kept price (what will be charged); null until a method and an address were chosen.
    totals:
      row.total === null
        ? null
        : { shipping: row.shipping ?? 0, delivery_fee: row.delivery_fee ?? 0, total: row.total },
    can_choose_shipping: row.status === 'arrived' && !pending,
    can_pay: row.status === 'arrived' && row.total !== null,
    open_payment_method_id: openMethod,
    payment_methods: await payments.methodsFor(q, await euroId(q)),
    balance_available: user?.balance ?? 0,
    warehouse_address: warehouseAddress({
      id: row.user_id,
      first_name: user?.first_name ?? null,
      last_name: user?.last_name ?? null,
    }),
    timeline: await timelineOf(q, row.id),
    tracking_number: row.tracking_number,
    created_at: row.created_at,
    paid_at: row.paid_at,
  };
}

/** The detail of the user's request; a provider payment still open is first asked of its provider. */
export async function forwardRequestDetail(
  db: Queryable,
  payments: PaymentService,
  log: FastifyBaseLogger,
  userId: number,
  slug: string,
): Promise<ForwardRequestDetail> {
  const first = await ownForwardRequest(db, userId, slug);
  const open = await db.query<{ id: number }>(
    "SELECT id FROM payments WHERE forward_request_id = $1 AND status = 'pending'",
    [first.id],
  );
  for (const { id } of open) {
    try {
      await payments.reconcile(id);
    } catch (error) {
      log.warn({ err: error, paymentId: id }, 'provider not reachable; the payment stays pending');
    }
  }
  const row = open.length > 0 ? await ownForwardRequest(db, userId, slug) : first;
  return forwardRequestView(db, payments, row);
}

export async function myForwardRequests(
  q: Queryable,
  userId: number,
  page: number,
): Promise<{ items: ForwardRequestSummary[]; total: number }> {
  const rows = await q.query<ForwardRequestRow>(
    `SELECT ${FORWARD_REQUEST_COLUMNS} FROM forward_requests f WHERE f.user_id = $1 ORDER BY f.id DESC
     LIMIT $2 OFFSET $3`,
    [userId, FORWARD_REQUESTS_PAGE_SIZE, (page - 1) * FORWARD_REQUESTS_PAGE_SIZE],
  );
  const [count] = await q.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM forward_requests WHERE user_id = $1',
    [userId],
  );
  return {
    items: rows.map((row) => ({
      slug: row.slug,
      number: forwardRequestNumber(row.id),
      status: row.status,
      shop_name: row.shop_name,
      inbound_tracking: row.inbound_tracking,
      declared_value: row.declared_value,
      total: row.total,
      currency: 'EUR',
      created_at: row.created_at,
      next_action: NEXT_ACTION[row.status],
    })),
    total: count?.total ?? 0,
  };
}
