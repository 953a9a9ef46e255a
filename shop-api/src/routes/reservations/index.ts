import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userFromAuthorization } from '../../services/auth/sessions.js';
import { payableReturnBase } from '../../services/balance/return-base.js';
import { requestStorefrontOrigin } from '../../services/orders/storefront-origin.js';
import { createReservation } from '../../services/reservations/create-reservation.js';
import { payReservation } from '../../services/reservations/pay-reservation.js';
import { reservationModels } from '../../services/reservations/reservation-models.js';
import { ownReservation, reservationById } from '../../services/reservations/reservation-row.js';
import { reservationView, settlePendingDeposit } from '../../services/reservations/reservation-view.js';
import { registerEndpoint } from '../register-endpoint.js';

// Phone-model reservations (#28). Signed in or not: a guest reserves with an e-mail and comes back through the
// reservation's signed link; its owner signed in needs no token. Anyone else gets the 404 a missing one gets.
export default async function reservationRoutes(fastify: FastifyInstance): Promise<void> {
  const { db, payments } = fastify;
  const template = fastify.storefrontOriginTemplate;
  const viewer = async (request: FastifyRequest) => ({
    userId: (await userFromAuthorization(db, request.headers.authorization))?.id ?? null,
  });

  registerEndpoint(fastify, 'reservationModels', async (request) => {
    const { siteId } = await requestStorefrontOrigin(db, request.headers, template);
    return reservationModels(db, siteId);
  });
  registerEndpoint(fastify, 'reservationCreate', async (request, { body }) => {
    const { userId } = await viewer(request);
    const { host, siteId } = await requestStorefrontOrigin(db, request.headers, template);
    // The language it is made in: its mails and pages use it (the return base's locale rule).
    const base = await payableReturnBase(db, request.headers, template, body.language_id);
    const locale = base.slice(base.lastIndexOf('/') + 1);
    const made = await createReservation(db, { userId, siteId, host, locale }, body);
    if (made.fresh) fastify.reservationMail(made.id, 'reservation-created');
    const row = await reservationById(db, made.id);
    if (!row) throw new Error('reservation vanished');
    return reservationView(db, payments, row, { userId });
  });
  registerEndpoint(fastify, 'reservationDetail', async (request, { body }) => {
    const who = await viewer(request);
    const own = await ownReservation(db, who, body.id, body.token);
    // The shopper may be back from the provider before its notification: ask it first (the success page).
    await settlePendingDeposit(db, payments, own.id);
    return reservationView(db, payments, await ownReservation(db, who, body.id, body.token), who);
  });
  registerEndpoint(fastify, 'reservationPay', async (request, { body }) => {
    const who = await viewer(request);
    const back = await payableReturnBase(db, request.headers, template, body.language_id);
    const answer = await payReservation(db, payments, who, body, back);
    if (answer.paid) fastify.reservationMail(answer.id, 'reservation-paid');
    return answer;
  });
}
