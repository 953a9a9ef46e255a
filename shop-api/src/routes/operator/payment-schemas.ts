// The operator API's payment bodies (shop-api only: the bff never calls them, so they are not in the contract).
import { multilineText } from '@storefront/shared-types';
import { z } from 'zod';
import { clientKeySchema } from './order-schemas.js';

export const paymentIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A refund made by hand at the provider: what to keep with it (its reference there, say) in note. */
export const refundedBodySchema = z.object({
  client_key: clientKeySchema,
  note: multilineText(1000).optional(),
});
