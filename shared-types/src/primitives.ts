// Building blocks reused by the call schemas, so "an id" or "an amount" means the same everywhere.
import { z } from 'zod';

/** A database id (0 is allowed: the synthetic all-categories root and a new checkout address use it). */
export const idSchema = z.number().int().nonnegative();
/** A positive database id, for references that must point at a real row. */
export const positiveIdSchema = z.number().int().positive();
/** Money travels as a plain number (rounded as §9 says) and is formatted only in the UI. */
export const moneySchema = z.number();
/** An ISO-8601 date-time string as the server sends it (offset optional: balance history assumes -05:00). */
export const dateTimeStringSchema = z.string().min(1);
/** Body answered by calls whose result is just "it worked" (`{ status: true }`). */
export const statusResponseSchema = z.object({ status: z.boolean() });
export type StatusResponse = z.infer<typeof statusResponseSchema>;
