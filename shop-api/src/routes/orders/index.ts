import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../services/auth/require-user.js';
import { cartOwner } from '../../services/cart/cart-owner.js';
import { myOrders } from '../../services/orders/my-orders.js';
import { visibleOrderId } from '../../services/orders/order-access.js';
import { orderDetail } from '../../services/orders/order-detail.js';
import { trackParcel } from '../../services/orders/track-parcel.js';
import { registerEndpoint } from '../register-endpoint.js';

// After the purchase (#26): My orders (signed in), an order's page (its owner, or its signed link), tracking.
export default async function orderRoutes(fastify: FastifyInstance): Promise<void> {
  const { db } = fastify;
  const viewer = (request: FastifyRequest) => cartOwner(db, request.headers);

  registerEndpoint(fastify, 'myOrders', async (request, { body }) => {
    const user = await requireUser(db, request.headers.authorization);
    return myOrders(db, user.id, body);
  });
  registerEndpoint(fastify, 'orderDetail', async (request, { body }) =>
    orderDetail(db, await visibleOrderId(db, await viewer(request), body.number, body.token)),
  );
  registerEndpoint(fastify, 'trackParcel', async (request, { body }) =>
    trackParcel(db, await viewer(request), body.number),
  );
}
