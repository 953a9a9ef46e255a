// §3 tracking entities: what the data layer, the ad pixel and the marketing-email script are given.
import { z } from 'zod';
import { moneySchema } from './primitives.js';

/** §3 Quote (for tracking). */
export const trackingQuoteSchema = z.object({
  quoteId: z.string(),
  value: moneySchema,
  shipping: moneySchema,
  deliveryFee: moneySchema,
  paymentType: z.string(),
});
export type TrackingQuote = z.infer<typeof trackingQuoteSchema>;

/** §3 Product (for tracking). */
export const trackingProductSchema = z.object({
  sku: z.string(),
  id: z.union([z.number().int(), z.string()]),
  name: z.string(),
  price: moneySchema,
  quantity: z.number().int().min(1),
  category: z.string().nullable(),
  image: z.string().nullable(),
  manufacturer: z.string().nullable(),
  url: z.string(),
  categories: z.array(z.string()),
});
export type TrackingProduct = z.infer<typeof trackingProductSchema>;

/** §3: analytics items also carry brand, variant and index (position in the list). */
export const analyticsItemSchema = trackingProductSchema.extend({
  brand: z.string().nullable(),
  variant: z.string().nullable(),
  index: z.number().int().nonnegative(),
});
export type AnalyticsItem = z.infer<typeof analyticsItemSchema>;
