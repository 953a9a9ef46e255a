// Phone-model reservations (#28): /iphone-reservation offers the site's new phone models; a reservation is made
// signed in or as a guest with an e-mail, awaits its deposit (RESERVATION_PAYMENT_WINDOW_MIN, then it lapses),
// is paid on /iphone-reservation/confirm/{id} (the owner, or anyone with its signed link) and confirmed on
// /reservation/success. Prices and deposits are in euros, like the balance that may pay them.
import { z } from 'zod';
import { emailSchema, NAME_MAX_LENGTH, requiredText } from './account.js';
import { paymentMethodSchema } from './checkout.js';
import { dateTimeStringSchema, idempotencyKeySchema, moneySchema, positiveIdSchema } from './primitives.js';

/** The refusals of the reservation calls (translation keys; the reservations seed file has their texts). */
export const RESERVATION_MESSAGES = {
  /** No such reservation, or neither this user's nor with its link's token (404 naming `id`). */
  notFound: 'reservations.errors.not_found',
  /** No such model on this site, or it is closed for reservations (409 naming `model_id`). */
  modelClosed: 'reservations.errors.model_closed',
  /** Every unit of the model is reserved (409 naming `model_id`). */
  soldOut: 'reservations.errors.sold_out',
  /** This e-mail already holds the most open reservations of the model (409 naming `email`). */
  limitReached: 'reservations.errors.limit_reached',
  /** The reservation policy was not accepted (400 naming `accept_policy`). */
  policyRequired: 'reservations.errors.policy_required',
  /** Signed out, an e-mail is needed (400 naming `email`). */
  emailRequired: 'reservations.errors.email_required',
  /** The deposit is paid already, or the reservation lapsed or was cancelled (409 naming `status`). */
  notPayable: 'reservations.errors.not_payable',
  /** Another provider's payment is still open (409 naming `payment_method_id`). */
  paymentPending: 'reservations.errors.payment_pending',
  /** The balance needs a signed-in owner and must cover the deposit (409 naming `payment_method_id`). */
  balanceInsufficient: 'reservations.errors.balance_insufficient',
} as const;

/**
 * awaiting_deposit → paid (deposit received) → ready (the operator: the phone is in, come and buy it);
 * awaiting_deposit → lapsed (not paid in time: the unit is free again). awaiting_deposit, paid and ready are
 * "open": they hold a unit of the model's stock and count towards the per-customer limit.
 */
export const RESERVATION_STATUSES = ['awaiting_deposit', 'paid', 'ready', 'lapsed', 'cancelled'] as const;
export const reservationStatusSchema = z.enum(RESERVATION_STATUSES);
export type ReservationStatus = z.infer<typeof reservationStatusSchema>;
export const OPEN_RESERVATION_STATUSES = ['awaiting_deposit', 'paid', 'ready'] as const;

/** The signed token of a reservation's link (a guest's way back to it, in the mail and the return URLs). */
export const reservationTokenSchema = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid token');

/** One phone model offered for reservation on a site. */
export const reservationModelSchema = z.object({
  id: positiveIdSchema,
  name: z.string(),
  colour: z.string(),
  storage: z.string(),
  price: moneySchema,
  deposit: moneySchema,
  currency: z.string(),
  /** yyyy-MM-dd. */
  expected_date: z.string(),
  /** Units not yet held by an open reservation. */
  available: z.number().int().nonnegative(),
});
export type ReservationModel = z.infer<typeof reservationModelSchema>;

/** POST /api/reservations/models: the models this site offers now (closed ones are not listed). */
export const reservationModelsRequestSchema = z.object({}).strict();
export const reservationModelsResponseSchema = z.object({
  models: z.array(reservationModelSchema),
  /** At most this many open reservations of one model per e-mail. */
  per_customer: z.number().int().positive(),
  /** Minutes the deposit may be paid in. */
  payment_window_min: z.number().int().positive(),
});
export type ReservationModelsResponse = z.infer<typeof reservationModelsResponseSchema>;

/**
 * POST /api/reservations/create: signed in the account's e-mail is used (`email` is ignored); signed out `email`
 * is required. The policy must be accepted. Once per idempotency key: a double submit makes one reservation.
 */
export const reservationCreateRequestSchema = z.object({
  model_id: positiveIdSchema,
  name: requiredText(NAME_MAX_LENGTH),
  email: emailSchema.optional(),
  // Only an accepted policy is a reservation: the contract itself refuses false (400 naming accept_policy).
  accept_policy: z.literal(true, { error: RESERVATION_MESSAGES.policyRequired }),
  language_id: positiveIdSchema,
  idempotency_key: idempotencyKeySchema,
});
export type ReservationCreateRequest = z.input<typeof reservationCreateRequestSchema>;

export const reservationSchema = z.object({
  id: positiveIdSchema,
  /** RS + id. */
  number: z.string(),
  status: reservationStatusSchema,
  model: reservationModelSchema.omit({ available: true }),
  name: z.string(),
  email: z.string(),
  deposit: moneySchema,
  currency: z.string(),
  created_at: dateTimeStringSchema,
  /** Until when the deposit may be paid (awaiting_deposit). */
  expires_at: dateTimeStringSchema,
  paid_at: dateTimeStringSchema.nullable(),
  /** The signed token of its link (/iphone-reservation/confirm/{id}?token=…), so a guest can come back. */
  token: z.string(),
  /** Whether the caller is its signed-in owner (only then may the balance pay it). */
  own: z.boolean(),
  /** The owner's balance now (EUR), 0 for a guest: method 4 is offered when it covers the deposit. */
  balance_available: moneySchema,
  /** The outside providers the deposit can be paid with. */
  payment_methods: z.array(paymentMethodSchema),
  /** Whether a provider payment is still open (the shopper may resume it). */
  payment_pending: z.boolean(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** POST /api/reservations/get: the owner's, or anyone's with its link's token; else 404 naming `id`. */
export const reservationDetailRequestSchema = z.object({
  id: positiveIdSchema,
  token: reservationTokenSchema.optional(),
});
export type ReservationDetailRequest = z.infer<typeof reservationDetailRequestSchema>;

/** POST /api/reservations/pay: providers 1–3 (redirect_url), or 4 the balance (signed-in owner, covers it). */
export const reservationPayRequestSchema = z.object({
  id: positiveIdSchema,
  token: reservationTokenSchema.optional(),
  payment_method_id: z.number().int().min(1).max(4),
  language_id: positiveIdSchema,
  idempotency_key: idempotencyKeySchema,
});
export type ReservationPayRequest = z.infer<typeof reservationPayRequestSchema>;

export const reservationPayResponseSchema = z.object({
  id: positiveIdSchema,
  paid: z.boolean(),
  redirect_url: z.url({ protocol: /^https?$/ }).nullable(),
});
export type ReservationPayResponse = z.infer<typeof reservationPayResponseSchema>;

/** The reservation number shown and mailed: RS + id. */
export const reservationNumber = (id: number) => `RS${id}`;
