// §3 orders list state and §7 POST /api/my-orders/get-my-orders.
import { z } from 'zod';
import { paymentMethodSchema } from './checkout.js';
import { DEFAULT_ORDERS_FILTER } from './enums.js';
import { dateTimeStringSchema, idempotencyKeySchema, moneySchema, positiveIdSchema } from './primitives.js';

/** §7: type_for_filter is null for the variant coded tp (§6); the filter values besides all_orders are not shown. */
export const ordersFilterSchema = z.string().min(1).max(50);

export const myOrdersRequestSchema = z.object({
  language_id: positiveIdSchema,
  page: z.number().int().min(1),
  type_for_filter: ordersFilterSchema.nullable(),
});
export type MyOrdersRequest = z.infer<typeof myOrdersRequestSchema>;

/** One order in the list (§7 shows only `items`; these fields are ours, what the my-orders table shows). */
export const orderSummarySchema = z.object({
  id: positiveIdSchema,
  slug: z.string(),
  /** The number shown to the shopper, e.g. QU123 or FR45. */
  number: z.string(),
  created_at: dateTimeStringSchema,
  status: z.string(),
  total: moneySchema,
  currency: z.string(),
  is_paid: z.boolean(),
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
export const initialOrdersListState = (selectedFilter: string = DEFAULT_ORDERS_FILTER): OrdersListState => ({
  currentPage: 1,
  selectedFilter,
  totalItems: 0,
  availableItems: [],
});

// ── Paying an order: /payment/pay/{id} and the payment outcome pages (paths and bodies ours) ─────────────────

/** Where a payment stands: pending until the provider's signed notification (or its status, asked) says. */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'declined', 'failed', 'cancelled'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** POST /api/payment/order: one of the shopper's orders with its payments (the shop first asks the provider
 * about any payment still pending, so a shopper back from the provider sees the real outcome). */
export const orderPaymentRequestSchema = z.object({ order_id: positiveIdSchema });
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
    currency: z.string(),
    payment_method_id: z.number().int().nullable(),
    created_at: dateTimeStringSchema,
    /** The checkout the order came from: the success step's slug. */
    checkout_slug: z.string().nullable(),
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
});
export type PayOrderRequest = z.infer<typeof payOrderRequestSchema>;
