// §3 orders list state and §7 POST /api/my-orders/get-my-orders.
import { z } from 'zod';
import { addressSchema } from './account.js';
import { paymentMethodSchema } from './checkout.js';
import { DB_INT_MAX } from './constants.js';
import {
  DEFAULT_ORDERS_FILTER,
  ORDER_STATUSES,
  ORDERS_FILTERS,
  type OrderStatus,
  type OrdersFilter,
} from './enums.js';
import { dateTimeStringSchema, idempotencyKeySchema, moneySchema, positiveIdSchema } from './primitives.js';
import { ORDER_NUMBER_PATTERN } from './rules/order-number.js';

/** §7: type_for_filter is null for the variant coded tp (§6), which then lists all orders. */
export const ordersFilterSchema = z.enum(ORDERS_FILTERS);
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** Which statuses each My orders filter shows (all_orders: every one). */
export const ORDERS_FILTER_STATUSES: Record<OrdersFilter, readonly OrderStatus[]> = {
  all_orders: ORDER_STATUSES,
  unpaid: ['unpaid'],
  in_progress: ['paid', 'processing'],
  shipped: ['shipped'],
  delivered: ['delivered'],
  cancelled: ['cancelled', 'expired'],
};

/** An order number as typed or linked: OR + id (rules/order-number.ts). */
export const orderNumberSchema = z.string().trim().regex(ORDER_NUMBER_PATTERN, 'Invalid order number');
/** The signed token of an order's link (#26: a guest's way to the order without an account). */
export const orderTokenSchema = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid token');

export const myOrdersRequestSchema = z.object({
  language_id: positiveIdSchema,
  page: z.number().int().min(1).max(DB_INT_MAX),
  type_for_filter: ordersFilterSchema.nullable(),
});
export type MyOrdersRequest = z.infer<typeof myOrdersRequestSchema>;

/** One order in the list (§7 shows only `items`; these fields are ours, what the my-orders table shows). */
export const orderSummarySchema = z.object({
  id: positiveIdSchema,
  /** The order page's slug: /my-orders/{slug} (the order number). */
  slug: z.string(),
  /** The number shown to the shopper: OR + id. */
  number: z.string(),
  created_at: dateTimeStringSchema,
  status: orderStatusSchema,
  total: moneySchema,
  currency: z.string(),
  is_paid: z.boolean(),
  /** Unpaid and not expired: the list shows Pay. */
  can_pay: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const myOrdersResponseSchema = z.object({
  items: z.array(orderSummarySchema),
  total: z.number().int().nonnegative(),
});
export type MyOrdersResponse = z.infer<typeof myOrdersResponseSchema>;

/** §3 orders list state. */
export const ordersListStateSchema = z.object({
  currentPage: z.number().int().min(1),
  selectedFilter: ordersFilterSchema,
  totalItems: z.number().int().nonnegative(),
  availableItems: z.array(orderSummarySchema),
});
export type OrdersListState = z.infer<typeof ordersListStateSchema>;

/** §4/§8: the state after a failed fetch (list emptied, page 1, total 0) and at start. */
export const initialOrdersListState = (
  selectedFilter: OrdersFilter = DEFAULT_ORDERS_FILTER,
): OrdersListState => ({
  currentPage: 1,
  selectedFilter,
  totalItems: 0,
  availableItems: [],
});

/** §8: a failed orders fetch empties the list, goes back to page 1 with total 0; the chosen filter stays. */
export const ordersListAfterFailure = (state: Pick<OrdersListState, 'selectedFilter'>): OrdersListState =>
  initialOrdersListState(state.selectedFilter);

// ── POST /api/my-orders/get: one order's page (the owner's, or anyone's with its signed link) ────────────────

export const orderDetailRequestSchema = z.object({
  number: orderNumberSchema,
  token: orderTokenSchema.optional(),
});
export type OrderDetailRequest = z.infer<typeof orderDetailRequestSchema>;

export const orderLineSchema = z.object({
  product_id: positiveIdSchema,
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int().min(1),
  unit_price: moneySchema,
  total: moneySchema,
});

/** §9's parts as the shop charged them, in the order's currency. */
export const orderAmountsSchema = z.object({
  subtotal: moneySchema,
  shipping: moneySchema,
  local_delivery: moneySchema,
  shipping_discount: moneySchema,
  promo_discount: moneySchema,
  balance_used: moneySchema,
  payment_fee: moneySchema,
  total: moneySchema,
  paid: moneySchema,
  outstanding: moneySchema,
});

/** One step of the order's timeline: the status it moved to, when. */
export const orderEventSchema = z.object({ status: orderStatusSchema, at: dateTimeStringSchema });

export const orderDetailResponseSchema = z.object({
  id: positiveIdSchema,
  number: z.string(),
  status: orderStatusSchema,
  created_at: dateTimeStringSchema,
  /** An unpaid order expires then (null once it is not unpaid). */
  expires_at: dateTimeStringSchema.nullable(),
  currency: z.string(),
  lines: z.array(orderLineSchema),
  amounts: orderAmountsSchema,
  payments: z.array(
    z.object({
      id: positiveIdSchema,
      payment_processor_id: z.number().int(),
      amount: moneySchema,
      status: z.enum(['pending', 'succeeded', 'declined', 'failed', 'cancelled']),
      created_at: dateTimeStringSchema,
    }),
  ),
  delivery: z.object({
    address: addressSchema.partial().passthrough().nullable(),
    shipping_method: z.string().nullable(),
    courier: z.string().nullable(),
    parcelshop_id: z.string().nullable(),
  }),
  timeline: z.array(orderEventSchema),
  tracking_number: z.string().nullable(),
  can_pay: z.boolean(),
  /** The order page's signed link path (works signed out, on any of the site's hosts). */
  link_path: z.string(),
});
export type OrderDetailResponse = z.infer<typeof orderDetailResponseSchema>;

// ── POST /api/tracking/get: a parcel by tracking number (public) or order number (its owner only) ─────────────

export const TRACKING_NUMBER_MAX_LENGTH = 40;
export const trackParcelRequestSchema = z.object({
  number: z
    .string()
    .trim()
    .min(1)
    .max(TRACKING_NUMBER_MAX_LENGTH)
    .regex(/^[A-Za-z0-9-]+$/, 'Invalid tracking number'),
});
export type TrackParcelRequest = z.infer<typeof trackParcelRequestSchema>;

export const parcelEventSchema = z.object({
  at: dateTimeStringSchema,
  place: z.string(),
  status: z.string(),
  description: z.string(),
});
export type ParcelEvent = z.infer<typeof parcelEventSchema>;

export const trackParcelResponseSchema = z.object({
  tracking_number: z.string(),
  status: orderStatusSchema,
  /** A date (yyyy-MM-dd), or null when not known yet. */
  expected_delivery: z.string().nullable(),
  events: z.array(parcelEventSchema),
});
export type TrackParcelResponse = z.infer<typeof trackParcelResponseSchema>;

// ── Paying an order: /payment/pay/{id} and the payment outcome pages (paths and bodies ours) ─────────────────

/** Where a payment stands: pending until the provider's signed notification (or its status, asked) says. */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'declined', 'failed', 'cancelled'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** POST /api/payment/order: one of the shopper's orders with its payments (the shop first asks the provider
 * about any payment still pending, so a shopper back from the provider sees the real outcome). */
export const orderPaymentRequestSchema = z.object({
  order_id: positiveIdSchema,
  /** The order link's signed token: a visitor who is not the owner may then see (and pay) it. */
  token: orderTokenSchema.optional(),
});
export type OrderPaymentRequest = z.infer<typeof orderPaymentRequestSchema>;

export const orderPaymentSchema = z.object({
  id: positiveIdSchema,
  payment_processor_id: z.number().int(),
  amount: moneySchema,
  status: paymentStatusSchema,
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderPaymentResponseSchema = z.object({
  order: z.object({
    id: positiveIdSchema,
    number: z.string(),
    status: z.string(),
    is_paid: z.boolean(),
    total: moneySchema,
    /** What is still to pay (the total less the payments that succeeded). */
    outstanding: moneySchema,
    /**
     * The fee of the method chosen last, inside the total: paying again with another method replaces it with that
     * method's own (payAgainAmount), which the pay page shows before the shopper leaves for the provider.
     */
    payment_fee: moneySchema,
    currency: z.string(),
    payment_method_id: z.number().int().nullable(),
    created_at: dateTimeStringSchema,
    /** The checkout the order came from: the success step's slug. */
    checkout_slug: z.string().nullable(),
    /** The order page's signed link path, e.g. /my-orders/OR123?token=… (works signed out, on any site host). */
    link_path: z.string(),
  }),
  payments: z.array(orderPaymentSchema),
  /** The outside providers it can be paid with again (id, fee, fee_type). */
  payment_methods: z.array(paymentMethodSchema),
});
export type OrderPaymentResponse = z.infer<typeof orderPaymentResponseSchema>;

/** POST /api/payment/pay: pay an unpaid order (again) with an outside provider; one payment per key. */
export const payOrderRequestSchema = z.object({
  order_id: positiveIdSchema,
  payment_method_id: z.number().int().min(1).max(3),
  idempotency_key: idempotencyKeySchema,
  token: orderTokenSchema.optional(),
});
export type PayOrderRequest = z.infer<typeof payOrderRequestSchema>;
