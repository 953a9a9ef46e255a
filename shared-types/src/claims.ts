// Warranty claims (#28): a shopper (signed in, or a guest with the order's number and e-mail) tells the shop an
// item of an order is faulty, with photos or a PDF, and asks for a repair, a replacement or a refund. The operator
// moves the claim received → in_review → approved | rejected → resolved. Files travel browser → bff as multipart
// (limits checked there by content) and bff → shop as base64 in JSON (claimCreate, a shop-audience endpoint), where
// each is checked by its bytes, images re-encoded and the claim stored with its files, both or neither.
import { z } from 'zod';
import { emailSchema, requiredText } from './account.js';
import { CLAIM_NUMBER_PREFIX, CLAIM_UPLOAD_LIMITS } from './constants.js';
import { FORM_MESSAGES } from './form-messages.js';
import { orderNumberSchema, orderTokenSchema } from './orders.js';
import { idempotencyKeySchema, idSchema, positiveIdSchema } from './primitives.js';
import { multilineText } from './quotes.js';
import { parseDatabaseId } from './rules/database-id.js';

/** The refusals of the claim calls (translation keys; the claims seed file has their texts). */
export const CLAIM_MESSAGES = {
  /** No such order or claim, or not this shopper's (404). */
  notFound: 'claims.errors.not_found',
  /** More files than CLAIM_UPLOAD_LIMITS.files_max, or a PDF with other files (400 naming `files`). */
  tooManyFiles: 'claims.errors.too_many_files',
  /** A file above CLAIM_UPLOAD_LIMITS.file_bytes_max, or the request above its cap (413 naming the file). */
  fileTooLarge: 'claims.errors.file_too_large',
  /** Bytes that are not a JPEG, PNG, WebP or PDF, whatever the name says (415 naming the file). */
  fileType: 'claims.errors.file_type',
  /** A file that is also something else (a script after the image, a PDF with scripts) (415 naming the file). */
  filePolyglot: 'claims.errors.file_polyglot',
  /** An image that declares more pixels than allowed, or cannot be decoded (400 naming the file). */
  imageInvalid: 'claims.errors.image_invalid',
  /** An item that is not a line of the order, or more than was bought (400 naming `items`). */
  itemInvalid: 'claims.errors.item_invalid',
  /** An order that was never paid, or was cancelled: nothing to claim on (409 naming the order's number). */
  orderNotClaimable: 'claims.errors.order_not_claimable',
  /** A pro claim without a pro account (403 naming `company`). */
  proOnly: 'claims.errors.pro_only',
} as const;

export const CLAIM_STATUSES = ['received', 'in_review', 'approved', 'rejected', 'resolved'] as const;
export const claimStatusSchema = z.enum(CLAIM_STATUSES);
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

/** What the shopper asks for. */
export const CLAIM_RESOLUTIONS = ['repair', 'replacement', 'refund'] as const;
export const claimResolutionSchema = z.enum(CLAIM_RESOLUTIONS);
export type ClaimResolution = z.infer<typeof claimResolutionSchema>;

/** The file types a claim accepts, by their bytes. */
export const CLAIM_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const claimFileTypeSchema = z.enum(CLAIM_FILE_TYPES);

/** The order statuses a claim may be filed on: paid, and not cancelled (an unpaid or expired order sold nothing). */
export const CLAIMABLE_ORDER_STATUSES = ['paid', 'processing', 'shipped', 'delivered'] as const;

export function claimNumber(claimId: number): string {
  return `${CLAIM_NUMBER_PREFIX}${claimId}`;
}
export const CLAIM_NUMBER_PATTERN = /^CL[1-9][0-9]{0,9}$/i;
export function parseClaimNumber(value: string): number | null {
  const trimmed = value.trim();
  if (!CLAIM_NUMBER_PATTERN.test(trimmed)) return null;
  return parseDatabaseId(trimmed.slice(CLAIM_NUMBER_PREFIX.length));
}
export const claimNumberSchema = z.string().trim().regex(CLAIM_NUMBER_PATTERN, 'Invalid claim number');

/** One claimed item: a line of the order and how many of it are faulty. */
export const claimItemSchema = z.object({
  line_id: positiveIdSchema,
  quantity: z.number().int().min(1).max(999),
});

const line = requiredText;

/** A pro buyer's company on a claim (/claim-form-pro). */
export const claimCompanySchema = z.object({
  name: line(200),
  vat_number: line(40),
  contact: line(200),
});
export type ClaimCompany = z.infer<typeof claimCompanySchema>;

/** The form's fields (everything but the files), as the browser sends them in the multipart body. */
export const claimFieldsSchema = z
  .object({
    order_number: orderNumberSchema,
    /** A guest's proof: the order's e-mail (a signed-in owner leaves it out). */
    email: emailSchema.optional(),
    items: z.array(claimItemSchema).min(1).max(CLAIM_UPLOAD_LIMITS.items_max),
    description: multilineText(CLAIM_UPLOAD_LIMITS.description_max).refine(
      (value) => value.length >= CLAIM_UPLOAD_LIMITS.description_min,
      FORM_MESSAGES.required.key,
    ),
    resolution: claimResolutionSchema,
    company: claimCompanySchema.optional(),
    language_id: idSchema,
    idempotency_key: idempotencyKeySchema,
  })
  .refine((body) => body.company !== undefined || body.items.length === 1, {
    message: 'One item per claim (several on the pro form)',
    path: ['items'],
  });
export type ClaimFields = z.input<typeof claimFieldsSchema>;

/** One file as the bff passes it on: its name (kept as text only, never a path) and its bytes in base64. */
export const claimFileInputSchema = z.object({
  name: z.string().max(255),
  // Capped by the whole request (the shop's own check names a file above its own cap with a 413).
  data: z.string().max(Math.ceil((CLAIM_UPLOAD_LIMITS.request_bytes_max * 4) / 3)),
});

/** claimCreate's body on the shop: the fields and the files. */
export const claimCreateRequestSchema = z.object({
  fields: claimFieldsSchema,
  files: z.array(claimFileInputSchema).max(CLAIM_UPLOAD_LIMITS.files_max + 1),
});

export const claimAttachmentSchema = z.object({
  id: z.string(),
  content_type: claimFileTypeSchema,
  size: z.number().int().min(0),
  /** Where its owner fetches it (with the claim's token for a guest); never a public file. */
  url: z.string(),
});

export const claimViewSchema = z.object({
  id: positiveIdSchema,
  number: z.string(),
  order_number: z.string(),
  status: claimStatusSchema,
  resolution: claimResolutionSchema,
  description: z.string(),
  items: z.array(z.object({ line_id: positiveIdSchema, name: z.string(), quantity: z.number().int() })),
  company: claimCompanySchema.nullable(),
  attachments: z.array(claimAttachmentSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClaimView = z.infer<typeof claimViewSchema>;

/** claimCreate's answer: the claim and, for a guest, the token of its attachments' links. */
export const claimCreateResponseSchema = z.object({ claim: claimViewSchema, token: z.string().nullable() });
export type ClaimCreateResponse = z.infer<typeof claimCreateResponseSchema>;

/** The order a claim is about: the signed-in owner's (number) or a guest's (number and e-mail). */
export const claimOrderRequestSchema = z.object({
  number: orderNumberSchema,
  email: emailSchema.optional(),
});
export const claimOrderResponseSchema = z.object({
  number: z.string(),
  lines: z.array(z.object({ id: positiveIdSchema, name: z.string(), quantity: z.number().int() })),
});
export type ClaimOrderResponse = z.infer<typeof claimOrderResponseSchema>;

/** The claims of an order (its page): the owner's, or with the order's signed token. */
export const orderClaimsRequestSchema = z.object({
  number: orderNumberSchema,
  token: orderTokenSchema.optional(),
});
export const orderClaimsResponseSchema = z.object({ claims: z.array(claimViewSchema) });
export type OrderClaimsResponse = z.infer<typeof orderClaimsResponseSchema>;
