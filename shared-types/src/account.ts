// §3 User and address, and the §7 "Authentication and account" calls. Where §7 says the fields are not shown
// (login, register, reset, change password, contact info, addresses), the fields below are our contract.
import { z } from 'zod';
import { idSchema, positiveIdSchema, statusResponseSchema } from './primitives.js';
import { phoneNumberSchema } from './rules/phone.js';

// ── Entities (§3) ────────────────────────────────────────────────────────────────────────────────────────────

/** §3 checkout/delivery address as the server answers it, field names exactly as the spec writes them. */
export const addressSchema = z.object({
  /** 0 is the placeholder of a newly added checkout address (§4) until the real entry replaces it. */
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  first_address: z.string(),
  city: z.string(),
  zip: z.string(),
  phone_number: z.string(),
  country_id: positiveIdSchema,
});
export type Address = z.infer<typeof addressSchema>;

const name = z.string().trim().min(1).max(100);

/** An address as a shopper submits it: every field required, the phone by the §5 phone rule. */
export const addressInputSchema = z.object({
  first_name: name,
  last_name: name,
  first_address: z.string().trim().min(1).max(255),
  city: z.string().trim().min(1).max(100),
  zip: z.string().trim().min(1).max(20),
  phone_number: phoneNumberSchema,
  country_id: positiveIdSchema,
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** §3 User. `delivery_addresses` is our name for the spec's "delivery addresses". */
export const userSchema = z.object({
  id: positiveIdSchema,
  // A response field: the shop already holds it, so it is not re-validated as an e-mail here.
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  unpaid_orders_count: z.number().int().nonnegative(),
  delivery_addresses: z.array(addressSchema),
  /** Not in §3: a pro buyer (§1) must be told apart for the site-pro pages; absent means a normal customer. */
  is_pro: z.boolean().default(false),
});
export type User = z.infer<typeof userSchema>;

// ── Shared field rules ───────────────────────────────────────────────────────────────────────────────────────

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email());
/** Long enough to resist guessing, short enough that hashing it is cheap. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

function passwordsMatch<T extends { password: string; password_confirmation: string }>(
  body: T,
  ctx: z.RefinementCtx,
): void {
  if (body.password !== body.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'Passwords do not match' });
  }
}

// ── POST /api/auth/getCurrentUser, /api/auth/refreshCurrentUser ──────────────────────────────────────────────

/** §7: the user, or null when signed out. */
export const currentUserResponseSchema = userSchema.nullable();
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;
export const refreshCurrentUserResponseSchema = userSchema;

// ── POST /api/auth/login ─────────────────────────────────────────────────────────────────────────────────────

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** What the browser gets: the user. The session itself travels in the bff's httpOnly cookie. */
export const loginResponseSchema = z.object({ user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * What the shop API answers the bff on login and register: the user plus the session token the bff keeps in
 * its signed `session_token` cookie and sends back as `Authorization: Bearer <token>`. Never sent to browsers.
 */
export const upstreamSessionResponseSchema = z.object({ user: userSchema, token: z.string().min(16) });
export type UpstreamSessionResponse = z.infer<typeof upstreamSessionResponseSchema>;
export const SESSION_AUTH_SCHEME = 'Bearer';

// ── POST /api/auth/register/check-client, /api/auth/register ─────────────────────────────────────────────────

export const checkClientRequestSchema = z.object({ email: emailSchema });
export type CheckClientRequest = z.infer<typeof checkClientRequestSchema>;
export const checkClientResponseSchema = z.object({
  found: z.boolean(),
  new_password_has_been_sent: z.boolean(),
});
export type CheckClientResponse = z.infer<typeof checkClientResponseSchema>;

export const registerRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
    first_name: name,
    last_name: name,
    phone_number: phoneNumberSchema.optional(),
    /** Marketing e-mails opt-in; off unless ticked. */
    subscribed: z.boolean().default(false),
  })
  .superRefine(passwordsMatch);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export const registerResponseSchema = loginResponseSchema;

// ── Password reset and change ────────────────────────────────────────────────────────────────────────────────

export const requestPasswordResetRequestSchema = z.object({ email: emailSchema });
export type RequestPasswordResetRequest = z.infer<typeof requestPasswordResetRequestSchema>;

/** The token comes from the /password-reset/{token} link. */
export const passwordResetRequestSchema = z
  .object({
    token: z.string().min(16).max(200),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
  })
  .superRefine(passwordsMatch);
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    password: passwordSchema,
    password_confirmation: z.string(),
  })
  .superRefine(passwordsMatch);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

// ── Contact info, logout, subscription ───────────────────────────────────────────────────────────────────────

export const updateContactInfoRequestSchema = z.object({
  first_name: name,
  last_name: name,
  email: emailSchema,
  phone_number: phoneNumberSchema.nullable().optional(),
});
export type UpdateContactInfoRequest = z.infer<typeof updateContactInfoRequestSchema>;
export const updateContactInfoResponseSchema = userSchema;

export const logoutResponseSchema = statusResponseSchema;

export const subscriptionStatusRequestSchema = z.object({ email: emailSchema });
export type SubscriptionStatusRequest = z.infer<typeof subscriptionStatusRequestSchema>;
/** §7: the answer is read at data.result. */
export const subscriptionStatusResponseSchema = z.object({ data: z.object({ result: z.boolean() }) });
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

export const updateSubscriptionRequestSchema = z.object({ subscribed: z.boolean() });
export type UpdateSubscriptionRequest = z.infer<typeof updateSubscriptionRequestSchema>;

// ── Delivery addresses ───────────────────────────────────────────────────────────────────────────────────────

export const addDeliveryAddressRequestSchema = addressInputSchema;
export type AddDeliveryAddressRequest = AddressInput;
export const updateDeliveryAddressRequestSchema = addressInputSchema.extend({ id: positiveIdSchema });
export type UpdateDeliveryAddressRequest = z.infer<typeof updateDeliveryAddressRequestSchema>;
/** Add and update answer the saved address (a new one with its real id). */
export const deliveryAddressResponseSchema = addressSchema;

export const deleteDeliveryAddressRequestSchema = z.object({ id: positiveIdSchema });
export type DeleteDeliveryAddressRequest = z.infer<typeof deleteDeliveryAddressRequestSchema>;
/** §7: the response field is success. */
export const deleteDeliveryAddressResponseSchema = z.object({ success: z.boolean() });
export type DeleteDeliveryAddressResponse = z.infer<typeof deleteDeliveryAddressResponseSchema>;

/** Simple acknowledgements (request reset, password reset, change password, subscription update). */
export const accountStatusResponseSchema = statusResponseSchema;
