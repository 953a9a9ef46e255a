import type { FastifyInstance } from 'fastify';
import operatorBalanceRoutes from './balance.js';
import operatorClaimRoutes from './claims.js';
import operatorForwardRequestRoutes from './forward-requests.js';
import operatorOrderRoutes from './orders.js';
import operatorPaymentRoutes from './payments.js';
import operatorProApplicationRoutes from './pro-applications.js';
import operatorQuoteRoutes from './quotes.js';
import operatorReservationRoutes from './reservations.js';

// The operator API's routes (plugins/operator-api.ts checks the token and names the operator before any of them).
export default async function operatorRoutes(fastify: FastifyInstance): Promise<void> {
  // Whether a token works, and who the shop takes the caller for: changes nothing, records nothing.
  fastify.get('/operator/whoami', async (request) => ({ operator: request.operator }));
  await fastify.register(operatorBalanceRoutes);
  await fastify.register(operatorOrderRoutes);
  await fastify.register(operatorForwardRequestRoutes);
  await fastify.register(operatorQuoteRoutes);
  await fastify.register(operatorReservationRoutes);
  await fastify.register(operatorClaimRoutes);
  await fastify.register(operatorProApplicationRoutes);
  await fastify.register(operatorPaymentRoutes);
}
