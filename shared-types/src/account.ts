// §3 User and address, and the §7 "Authentication and account" calls. Where §7 says the fields are not shown
// (login, register, reset, change password, contact info, addresses), the fields below are our contract.
//
// Field messages are translation keys (ACCOUNT_MESSAGES), not English text: the web's forms validate with these
// same schemas and show `t(message)`, and a 400 from either service names the field with the same key, so a
// server-side refusal reads like the form's own check, in the user's language (§5 form messages).
import { z } from 'zod';
import { languageCodeSchema } from './enums.js';
import { FORM_MESSAGES } from './form-messages.js';
import { idSchema, moneySchema, positiveIdSchema, statusResponseSchema } from './primitives.js';
import { hasControlCharacter } from './rules/control-characters.js';
import { PHONE_PATTERN } from './rules/phone.js';

/** Translation keys of the account forms' field messages (the shop-api seeds their texts in every language). */
export const ACCOUNT_MESSAGES = {
  required: FORM_MESSAGES.required.key,
  email: FORM_MESSAGES.email.key,
  phone: FORM_MESSAGES.phone.key,
  tooLong: 'validation.too_long',
  invalidCharacters: 'validation.invalid_characters',
  passwordLength: 'validation.password_length',
  passwordsMatch: 'validation.passwords_match',
  /** Sign-in refused: the same words whether the e-mail is unknown or the password wrong. */
  wrongCredentials: 'auth.forms.wrong_credentials',
  wrongCurrentPassword: 'auth.forms.wrong_current_password',
  /** A reset link that is unknown, used, expired, or for another e-mail: one message for all four. */
  resetTokenInvalid: 'auth.forms.reset_token_invalid',
  /** An e-mail change link (confirm or undo) that is unknown, used, expired or replaced: one message for all. */
  emailChangeTokenInvalid: 'auth.forms.email_change_token_invalid',
  /** §5/§8: the e-mail already belongs to a client (the key of rules/registration.ts). */
  userAlreadyExists: 'auth.forms.user_already_exists',
  emailTaken: 'auth.forms.email_taken',
  addressNotFound: 'account.address_not_found',
  tooManyAddresses: 'account.too_many_addresses',
  unknownCountry: 'account.unknown_country',
  notYourEmail: 'auth.forms.not_your_email',
  signInRequired: 'auth.sign_in_required',
} as const;

// ── Field rules ──────────────────────────────────────────────────────────────────────────────────────────────

/** A required line of text: trimmed, not empty, bounded, and free of control characters (NUL, CR, LF, …). */
export function requiredText(max: number) {
  return z
    .string({ error: ACCOUNT_MESSAGES.required })
    .trim()
    .min(1, ACCOUNT_MESSAGES.required)
    .max(max, ACCOUNT_MESSAGES.tooLong)
    .refine((value) => !hasControlCharacter(value), ACCOUNT_MESSAGES.invalidCharacters);
}

export const NAME_MAX_LENGTH = 100;
/** RFC 5321's limit on a forward path, so any stored address can be mailed. */
export const EMAIL_MAX_LENGTH = 254;
const name = requiredText(NAME_MAX_LENGTH);

export const emailSchema = z
  .string({ error: ACCOUNT_MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(1, ACCOUNT_MESSAGES.required)
  .max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.tooLong)
  .pipe(z.email({ error: ACCOUNT_MESSAGES.email }));

/** Long enough to resist guessing, short enough that hashing it is cheap. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const passwordSchema = z
  .string({ error: ACCOUNT_MESSAGES.required })
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordLength)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordLength);
/** A password being checked (sign-in, the current one): any non-empty one up to the limit. */
const enteredPassword = z
  .string({ error: ACCOUNT_MESSAGES.required })
  .min(1, ACCOUNT_MESSAGES.required)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordLength);

/** §5 phone rule, required. */
const phoneNumber = z
  .string({ error: ACCOUNT_MESSAGES.required })
  .trim()
  .min(1, ACCOUNT_MESSAGES.required)
  .regex(PHONE_PATTERN, ACCOUNT_MESSAGES.phone);
/** §5 phone rule where the phone may be left out: an empty field (as a form sends it) means no phone. */
const optionalPhoneNumber = z
  .string()
  .trim()
  .refine((value) => value === '' || PHONE_PATTERN.test(value), ACCOUNT_MESSAGES.phone)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** The language of the mail a call may send (registration, reset); the site's default language when absent. */
const mailLocale = languageCodeSchema.optional();

function passwordsMatch<T extends { password: string; password_confirmation: string }>(
  body: T,
  ctx: z.RefinementCtx,
): void {
  if (body.password !== body.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: ACCOUNT_MESSAGES.passwordsMatch,
    });
  }
}

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

/** An address as a shopper submits it: every field required, the phone by the §5 phone rule. */
export const addressInputSchema = z.object({
  first_name: name,
  last_name: name,
  first_address: requiredText(255),
  city: requiredText(NAME_MAX_LENGTH),
  zip: requiredText(20),
  phone_number: phoneNumber,
  country_id: positiveIdSchema,
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** A customer keeps at most this many delivery addresses (a bound on what one account can store). */
export const MAX_DELIVERY_ADDRESSES = 20;

/** §3 User. `delivery_addresses` is our name for the spec's "delivery addresses". */
export const userSchema = z.object({
  id: positiveIdSchema,
  // A response field: the shop already holds it, so it is not re-validated as an e-mail here.
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  unpaid_orders_count: z.number().int().nonnegative(),
  /** Not in §3 (#26): orders not yet delivered, cancelled or expired, for the account overview. */
  open_orders_count: z.number().int().nonnegative().default(0),
  delivery_addresses: z.array(addressSchema),
  /** Not in §3: a pro buyer (§1) must be told apart for the site-pro pages; absent means a normal customer. */
  is_pro: z.boolean().default(false),
  /** Not in §3: the contact phone the account-information form shows and update-contact-info changes. */
  phone_number: z.string().nullable().optional(),
  /** Not in §3: the in-product balance in euros (the account overview shows it). The shop always sends it; the
   * default keeps answers recorded before it parsing. */
  balance: moneySchema.default(0),
});
export type User = z.infer<typeof userSchema>;

// ── POST /api/auth/getCurrentUser, /api/auth/refreshCurrentUser ──────────────────────────────────────────────

/** §7: the user, or null when signed out. */
export const currentUserResponseSchema = userSchema.nullable();
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;
/** §7: the user (a 401 when signed out: refreshing is only asked for by a signed-in page). */
export const refreshCurrentUserResponseSchema = userSchema;

// ── POST /api/auth/login ─────────────────────────────────────────────────────────────────────────────────────

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: enteredPassword,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** What the browser gets: the user. The session itself travels in the bff's httpOnly cookie. */
export const loginResponseSchema = z.object({ user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A shop session token as the shop issues it (base64url) and the bff sends it back. */
export const sessionTokenSchema = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);
/**
 * What the shop API answers the bff on login and register: the user plus the session token the bff keeps in
 * its signed `session_token` cookie and sends back as `Authorization: Bearer <token>`. Never sent to browsers.
 */
export const upstreamSessionResponseSchema = z.object({ user: userSchema, token: sessionTokenSchema });
export type UpstreamSessionResponse = z.infer<typeof upstreamSessionResponseSchema>;
export const SESSION_AUTH_SCHEME = 'Bearer';

// ── POST /api/auth/register/check-client, /api/auth/register ─────────────────────────────────────────────────

export const checkClientRequestSchema = z.object({ email: emailSchema, locale: mailLocale });
export type CheckClientRequest = z.infer<typeof checkClientRequestSchema>;
/**
 * `found`: the e-mail belongs to a client. `new_password_has_been_sent`: that client had no password yet (known
 * from a guest order) and was just mailed a link to set one (§5: password_sent).
 */
export const checkClientResponseSchema = z.object({
  found: z.boolean(),
  new_password_has_been_sent: z.boolean(),
});
export type CheckClientResponse = z.infer<typeof checkClientResponseSchema>;

export const registerRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: ACCOUNT_MESSAGES.required }).max(PASSWORD_MAX_LENGTH),
    first_name: name,
    last_name: name,
    phone_number: optionalPhoneNumber,
    /** Marketing e-mails opt-in; off unless ticked. */
    subscribed: z.boolean().default(false),
    locale: mailLocale,
  })
  .superRefine(passwordsMatch);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export const registerResponseSchema = loginResponseSchema;

// ── Password reset and change ────────────────────────────────────────────────────────────────────────────────

export const requestPasswordResetRequestSchema = z.object({ email: emailSchema, locale: mailLocale });
export type RequestPasswordResetRequest = z.infer<typeof requestPasswordResetRequestSchema>;

/** A token as a mailed link carries it (base64url, 43 characters today); a malformed one reads as `invalid`. */
const linkTokenSchema = (invalid: string) =>
  z
    .string({ error: ACCOUNT_MESSAGES.required })
    .min(16, invalid)
    .max(200, invalid)
    .regex(/^[A-Za-z0-9_-]+$/, invalid);

/** A password reset token as the /password-reset/{token} link carries it. */
export const resetTokenSchema = linkTokenSchema(ACCOUNT_MESSAGES.resetTokenInvalid);

/** The token comes from the /password-reset/{token} link. */
export const passwordResetRequestSchema = z
  .object({
    token: resetTokenSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: ACCOUNT_MESSAGES.required }).max(PASSWORD_MAX_LENGTH),
  })
  .superRefine(passwordsMatch);
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    current_password: enteredPassword,
    password: passwordSchema,
    password_confirmation: z.string({ error: ACCOUNT_MESSAGES.required }).max(PASSWORD_MAX_LENGTH),
  })
  .superRefine(passwordsMatch);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

// ── Contact info, logout, subscription ───────────────────────────────────────────────────────────────────────

/**
 * Names and phone change at once. A new `email` does not: it needs `current_password` (as change-password does), and
 * the shop then mails a confirmation link to the new address and an undo link to the current one; the sign-in
 * e-mail changes only when the link is confirmed (/api/auth/email-change/confirm).
 */
export const updateContactInfoRequestSchema = z.object({
  first_name: name,
  last_name: name,
  email: emailSchema,
  /** Empty or null removes the phone; absent keeps it. */
  phone_number: optionalPhoneNumber,
  /** Needed only when `email` is not the account's; empty (as a form leaves it) means not given. */
  current_password: z
    .string()
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordLength)
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  /** The language of the confirmation and notice mails of an e-mail change. */
  locale: mailLocale,
});
export type UpdateContactInfoRequest = z.infer<typeof updateContactInfoRequestSchema>;
/** The user (still with the e-mail it had), and the new e-mail waiting for confirmation, if any. */
export const updateContactInfoResponseSchema = userSchema.extend({
  /** Not in §3: absent from a shop that changes the e-mail at once. */
  pending_email: z.string().nullable().optional(),
});
export type UpdateContactInfoResponse = z.infer<typeof updateContactInfoResponseSchema>;

// ── E-mail change links: /email-change/confirm/{token} (mailed to the new address), /email-change/undo/{token}
// (mailed to the previous one) ──────────────────────────────────────────────────────────────────────────────

export const emailChangeTokenSchema = linkTokenSchema(ACCOUNT_MESSAGES.emailChangeTokenInvalid);
/** Confirm and undo both take the token of their link. */
export const emailChangeRequestSchema = z.object({ token: emailChangeTokenSchema });
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;
/** The account's sign-in e-mail after the call: the new one (confirm), the previous one again (undo). */
export const emailChangeResponseSchema = z.object({ email: z.string() });
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;

export const logoutResponseSchema = statusResponseSchema;

/** §7: asked with the signed-in user's own e-mail (another one is refused: subscriptions are private). */
export const subscriptionStatusRequestSchema = z.object({ email: emailSchema });
export type SubscriptionStatusRequest = z.infer<typeof subscriptionStatusRequestSchema>;
/** §7: the answer is read at data.result (true: subscribed to the newsletter). */
export const subscriptionStatusResponseSchema = z.object({ data: z.object({ result: z.boolean() }) });
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

export const updateSubscriptionRequestSchema = z.object({
  subscribed: z.boolean({ error: ACCOUNT_MESSAGES.required }),
});
export type UpdateSubscriptionRequest = z.infer<typeof updateSubscriptionRequestSchema>;

// ── Delivery addresses ───────────────────────────────────────────────────────────────────────────────────────

/**
 * §4: a new address may still carry its placeholder id 0 (the form's draft entry); it is ignored, and the answer
 * carries the real id that replaces it. Any other id is refused: updating is update-delivery-address.
 */
export const addDeliveryAddressRequestSchema = addressInputSchema.extend({ id: z.literal(0).optional() });
export type AddDeliveryAddressRequest = z.infer<typeof addDeliveryAddressRequestSchema>;
export const updateDeliveryAddressRequestSchema = addressInputSchema.extend({ id: positiveIdSchema });
export type UpdateDeliveryAddressRequest = z.infer<typeof updateDeliveryAddressRequestSchema>;
/** Add and update answer the saved address (a new one with its real id). */
export const deliveryAddressResponseSchema = addressSchema;

export const deleteDeliveryAddressRequestSchema = z.object({ id: positiveIdSchema });
export type DeleteDeliveryAddressRequest = z.infer<typeof deleteDeliveryAddressRequestSchema>;
/** §7: the response field is success. */
export const deleteDeliveryAddressResponseSchema = z.object({ success: z.boolean() });
export type DeleteDeliveryAddressResponse = z.infer<typeof deleteDeliveryAddressResponseSchema>;

/** Simple acknowledgements (request reset, password reset, change password). */
export const accountStatusResponseSchema = statusResponseSchema;
