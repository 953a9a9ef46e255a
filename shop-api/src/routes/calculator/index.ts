import { type ForwardingCalculateResponse, forwardingRates, shippingOptions } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../register-endpoint.js';

// The forwarding calculator (#27): a parcel's price by air and by sea from the one shipping rule, the same the
// quotes and forward requests are priced with. Public; the bff rate-limits it per address.
export default async function calculatorRoutes(fastify: FastifyInstance): Promise<void> {
  registerEndpoint(
    fastify,
    'forwardingCalculate',
    async (_request, { body }): Promise<ForwardingCalculateResponse> => {
      const { country, ...parcel } = body;
      return { options: shippingOptions(parcel, country), rates: forwardingRates() };
    },
  );
}
