// The operator API's quote bodies (#27; shop-api only: the bff never calls them, so they are not in the contract).
import {
  FORWARDING_TEXT_LIMITS,
  forwardingCountryIsoSchema,
  multilineText,
  parcelSchema,
  productUrlSchema,
  QUOTE_EXPIRY_DAYS,
  QUOTE_LINE_LIMITS,
  QUOTE_QUESTIONS_MAX,
  quoteQuantitySchema,
  quoteUnitPriceSchema,
  requiredText,
  shippingMethodSchema,
  TRACKING_NUMBER_MAX_LENGTH,
} from '@storefront/shared-types';
import { z } from 'zod';
import { OPERATOR_QUOTE_STATUSES } from '../../services/quotes/operator-quotes.js';
import { clientKeySchema } from './order-schemas.js';

export const quoteNumberParamsSchema = z.object({ number: z.string().regex(/^QU[1-9][0-9]{0,9}$/i) });

const expiryDays = z
  .number()
  .int()
  .min(QUOTE_EXPIRY_DAYS.min)
  .max(QUOTE_EXPIRY_DAYS.max)
  .default(QUOTE_EXPIRY_DAYS.default);
const money = z.number().min(0).max(100_000);

/** Shipping by the weighed parcel (the shipping rule prices it) or a flat amount: exactly one of the two. */
const shippingShape = { parcel: parcelSchema.optional(), shipping_amount: money.optional() };
const oneShipping: [
  (body: { parcel?: unknown; shipping_amount?: unknown }) => boolean,
  { message: string; path: string[] },
] = [
  (body) => (body.parcel === undefined) !== (body.shipping_amount === undefined),
  { message: 'Give either parcel or shipping_amount', path: ['parcel'] },
];

export const priceQuoteBodySchema = z
  .object({
    ...shippingShape,
    client_key: clientKeySchema,
    lines: z
      .array(z.object({ id: z.number().int().positive(), unit_price: quoteUnitPriceSchema }))
      .min(1)
      .max(QUOTE_LINE_LIMITS.lines_max),
    service_fee: money.optional(),
    expiry_days: expiryDays,
    note: multilineText(1000).optional(),
  })
  .refine(...oneShipping);

export const askQuestionsBodySchema = z.object({
  client_key: clientKeySchema,
  questions: z.array(requiredText(FORWARDING_TEXT_LIMITS.question)).min(1).max(QUOTE_QUESTIONS_MAX),
});

export const moveQuoteBodySchema = z.object({
  client_key: clientKeySchema,
  status: z.enum(OPERATOR_QUOTE_STATUSES),
  /** Shipping: the carrier's number; one is made up when absent. */
  tracking_number: z
    .string()
    .trim()
    .min(4)
    .max(TRACKING_NUMBER_MAX_LENGTH)
    .regex(/^[A-Za-z0-9-]+$/)
    .optional(),
});

export const quoteOfferBodySchema = z
  .object({
    ...shippingShape,
    client_key: clientKeySchema,
    email: z.email().max(254),
    /** The site's code (default lt) and the language of the link and mail (default the site's). */
    site: z
      .string()
      .regex(/^[a-z]{2}$/)
      .optional(),
    locale: z
      .string()
      .regex(/^[a-z]{2}$/)
      .optional(),
    /** Where the parcel is priced to until the shopper gives an address (default the site's country). */
    country: forwardingCountryIsoSchema.optional(),
    lines: z
      .array(
        z.object({
          url: productUrlSchema,
          name: requiredText(FORWARDING_TEXT_LIMITS.name),
          quantity: quoteQuantitySchema,
          unit_price: quoteUnitPriceSchema,
        }),
      )
      .min(QUOTE_LINE_LIMITS.lines_min)
      .max(QUOTE_LINE_LIMITS.lines_max),
    shipping_method: shippingMethodSchema.default('air'),
    service_fee: money.optional(),
    expiry_days: expiryDays,
    comment: multilineText(FORWARDING_TEXT_LIMITS.comment).optional(),
  })
  .refine(...oneShipping);
