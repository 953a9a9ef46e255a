// The operator API's order bodies (shop-api only: the bff never calls them, so they are not in the contract).
import {
  ORDER_STATUSES,
  TRACKING_NUMBER_MAX_LENGTH,
  withoutControlCharacters,
} from '@storefront/shared-types';
import { z } from 'zod';

/** The operator's key for one change: a replay with it answers the first answer (recorded-action.ts). */
export const clientKeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Must contain only letters, digits, - and _');

export const orderNumberParamsSchema = z.object({ number: z.string().regex(/^OR[1-9][0-9]{0,9}$/i) });

export const moveOrderBodySchema = z.object({
  client_key: clientKeySchema,
  status: z.enum(ORDER_STATUSES),
  /** Shipping: the carrier's number; one is generated when absent. */
  tracking_number: z
    .string()
    .trim()
    .min(4)
    .max(TRACKING_NUMBER_MAX_LENGTH)
    .regex(/^[A-Za-z0-9-]+$/)
    .optional(),
  /** Shipping: the expected delivery date (yyyy-MM-dd); default five days on. */
  expected_delivery: z.iso.date().optional(),
});

const text = (max: number) => withoutControlCharacters(z.string().trim().min(1).max(max));

export const trackingEventBodySchema = z.object({
  client_key: clientKeySchema,
  at: z.iso.datetime({ offset: true }),
  place: text(200),
  status: text(50),
  description: text(500),
});

export const expireBodySchema = z.object({ client_key: clientKeySchema });
