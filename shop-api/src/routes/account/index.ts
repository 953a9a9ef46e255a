import type { FastifyInstance } from 'fastify';
import {
  addDeliveryAddress,
  deleteDeliveryAddress,
  updateDeliveryAddress,
} from '../../services/auth/delivery-addresses.js';
import { requireUser } from '../../services/auth/require-user.js';
import { registerEndpoint } from '../register-endpoint.js';

// §7 delivery addresses of the signed-in user. The add body's placeholder id 0 (§4) is dropped here: the row's
// real id comes back in the answer.
export default async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;

  registerEndpoint(fastify, 'addDeliveryAddress', async (request, { body }) => {
    const { id: _placeholder, ...address } = body;
    return addDeliveryAddress(db, (await requireUser(db, request.headers.authorization)).id, address);
  });

  registerEndpoint(fastify, 'updateDeliveryAddress', async (request, { body }) =>
    updateDeliveryAddress(db, (await requireUser(db, request.headers.authorization)).id, body),
  );

  registerEndpoint(fastify, 'deleteDeliveryAddress', async (request, { body }) => {
    await deleteDeliveryAddress(db, (await requireUser(db, request.headers.authorization)).id, body.id);
    return { success: true };
  });
}
