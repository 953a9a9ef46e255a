// §3 orders list state and §7 POST /api/my-orders/get-my-orders.
import { z } from 'zod';
import { DEFAULT_ORDERS_FILTER } from './enums.js';
import { dateTimeStringSchema, moneySchema, positiveIdSchema } from './primitives.js';

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
