// §3 User and address, and the §7 "Authentication and account" calls.
import { z } from 'zod';

/** §3 checkout/delivery address, field names exactly as the spec writes them. */
export const addressSchema = z.object({
  /** 0 is the placeholder of a newly added checkout address (§4) until the real entry replaces it. */
  id: z.number().int().nonnegative(),
  first_name: z.string(),
  last_name: z.string(),
  first_address: z.string(),
  city: z.string(),
  zip: z.string(),
  phone_number: z.string(),
  country_id: z.number().int().positive(),
});
export type Address = z.infer<typeof addressSchema>;

/** §3 User. `delivery_addresses` is our name for the spec's "delivery addresses". */
export const userSchema = z.object({
  id: z.number().int().positive(),
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
