// Building blocks reused by the call schemas, so "an id" or "an amount" means the same everywhere.
import { z } from 'zod';
import { DB_INT_MAX } from './constants.js';
import { hasControlCharacter } from './rules/control-characters.js';

// Ids are PostgreSQL `integer` columns in the shop (1 … 2^31 − 1), both ways: a bigger one in a request is a 400
// naming the field rather than a failed query in the shop, and an id the shop answers can always be sent back.
/** A database id (0 is allowed: the synthetic all-categories root and a new checkout address use it). */
export const idSchema = z.number().int().nonnegative().max(DB_INT_MAX);
/** A positive database id, for references that must point at a real row. */
export const positiveIdSchema = z.number().int().positive().max(DB_INT_MAX);
/** A positive id as a request carries it: a number from a JSON body or a decimal string from a URL. */
export const idInputSchema = z.coerce.number().int().positive().max(DB_INT_MAX);
/** Money travels as a plain number (rounded as §9 says) and is formatted only in the UI. */
export const moneySchema = z.number();
/** An ISO-8601 date-time string as the server sends it (offset optional: balance history assumes -05:00). */
export const dateTimeStringSchema = z.string().min(1);
/** Body answered by calls whose result is just "it worked" (`{ status: true }`). */
export const statusResponseSchema = z.object({ status: z.boolean() });
export type StatusResponse = z.infer<typeof statusResponseSchema>;

/**
 * Free text a request carries to the shop's database (a search query, a slug, a filter value): PostgreSQL text
 * cannot hold NUL, so a string with one is refused here, naming the field, instead of failing the shop's query.
 */
export const withoutNul = <S extends z.ZodString>(schema: S): S =>
  schema.refine((value) => !value.includes('\u0000'), 'Must not contain a NUL character') as S;

/**
 * Text a person types (a search query): no control character at all (NUL, tab, newline, DEL, C1), refused here
 * naming the field; pages strip them from their URLs first (stripControlCharacters).
 */
export const withoutControlCharacters = <S extends z.ZodString>(schema: S): S =>
  schema.refine((value) => !hasControlCharacter(value), 'Must not contain control characters') as S;

/** A client-made key (16–100 URL-safe characters, e.g. a UUID) naming one attempt of a call: a retry reuses it. */
export const idempotencyKeySchema = z
  .string()
  .min(16)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Must contain only letters, digits, - and _');
