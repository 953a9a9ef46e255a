// The operator API's reservation bodies (#28; shop-api only: the bff never calls them, so not in the contract).
import { z } from 'zod';
import { clientKeySchema } from './order-schemas.js';

export const reservationModelParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const reservationNumberParamsSchema = z.object({ number: z.string().regex(/^RS[1-9][0-9]{0,9}$/i) });

/** Open a model for reservations, or close it (reservations made stay as they are). */
export const modelOpenBodySchema = z.object({ client_key: clientKeySchema, open: z.boolean() });
export const reservationReadyBodySchema = z.object({ client_key: clientKeySchema });
