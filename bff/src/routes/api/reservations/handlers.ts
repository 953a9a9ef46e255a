import { PaymentProvider } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import { passThrough, type TaggedHandlers } from '../api-handler.js';
import { sessionHandlers, signInRequired } from '../auth/session.js';

/**
 * Phone-model reservations (#28): the shop's calls as they are, with the visitor's session and host, so the shop
 * decides whose reservation it is (another's without its link's token is its 404). Reserving and paying by a
 * provider work signed out (a guest has the e-mail and the signed link); paying the deposit from the balance
 * needs a signed-in user, so without a session it is a 401 here, before any shop call.
 */
export function reservationHandlers(fastify: FastifyInstance): TaggedHandlers<'reservations'> {
  const pass = passThrough(fastify.callShop);
  const { signedIn } = sessionHandlers(fastify.callShop);
  return {
    reservationModels: pass,
    reservationCreate: pass,
    reservationDetail: pass,
    reservationPay: async (call) => {
      if (call.input.body.payment_method_id !== PaymentProvider.BALANCE) return pass(call);
      if (!call.request.sessionToken) throw signInRequired();
      return signedIn(call);
    },
  };
}
