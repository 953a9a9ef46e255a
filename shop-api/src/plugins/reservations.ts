import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ReservationMailKind } from '../services/mail/reservation-mail-words.js';
import { sendReservationMail } from '../services/reservations/reservation-mails.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails a step of a reservation (#28), once per kind, in the background (after its commit). */
    reservationMail: (reservationId: number, kind: ReservationMailKind) => void;
  }
}

// The reservation mails on the app, like the quote mails: a mail that cannot be sent is logged and never fails
// the call that changed the reservation.
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('reservationMail', (reservationId: number, kind: ReservationMailKind) => {
      sendReservationMail(
        fastify.db,
        fastify.mailer,
        fastify.storefrontOriginTemplate,
        reservationId,
        kind,
      ).catch((error) => fastify.log.warn({ err: error, reservationId, kind }, 'reservation mail not sent'));
    });
  },
  { name: 'reservations', dependencies: ['database', 'mail'] },
);
