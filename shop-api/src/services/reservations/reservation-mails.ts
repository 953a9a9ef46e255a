// The reservation mails (#28), in the language it was made in, after the change they tell of has committed:
// created (with the signed link to pay the deposit), paid (the confirmation), ready to buy. Each kind goes once
// (reservations.mails_sent, claimed first), so a provider's notification and its reconciliation mail once.
import {
  LANGUAGE_CODES,
  type LanguageCode,
  RESERVATION_PAYMENT_WINDOW_MIN,
  reservationNumber,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { renderMail } from '../mail/render-mail.js';
import { RESERVATION_MAIL_WORDS, type ReservationMailKind } from '../mail/reservation-mail-words.js';
import { originOf, storefrontHost } from '../orders/storefront-origin.js';
import { reservationLinkPath } from './reservation-link.js';

export async function sendReservationMail(
  db: Queryable,
  mailer: Mailer,
  template: string,
  reservationId: number,
  kind: ReservationMailKind,
): Promise<boolean> {
  const [row] = await db.query<{
    email: string;
    name: string;
    locale: string;
    site_id: number;
    site_name: string;
    host: string | null;
    deposit: number;
    model: string;
  }>(
    `UPDATE reservations r SET mails_sent = array_append(r.mails_sent, $2)
     FROM reservation_models m, sites s
     WHERE r.id = $1 AND m.id = r.model_id AND s.id = m.site_id AND NOT ($2 = ANY(r.mails_sent))
     RETURNING r.email, r.name, r.locale, m.site_id, s.name AS site_name, r.storefront_host AS host,
       r.deposit::float8 AS deposit, m.name || ' ' || m.storage || ' ' || m.colour AS model`,
    [reservationId, kind],
  );
  if (!row) return false;
  const locale: LanguageCode = (LANGUAGE_CODES as readonly string[]).includes(row.locale)
    ? (row.locale as LanguageCode)
    : 'en';
  const host = row.host ?? (await storefrontHost(db, row.site_id, {}, template));
  const link = `${originOf(template, host)}/${locale}${await reservationLinkPath(db, reservationId)}`;
  mailer.queue(
    renderMail(
      kind,
      RESERVATION_MAIL_WORDS[kind][locale],
      locale,
      { email: row.email, firstName: row.name },
      row.site_name,
      link,
      {
        number: reservationNumber(reservationId),
        model: row.model,
        deposit: row.deposit.toFixed(2),
        minutes: String(RESERVATION_PAYMENT_WINDOW_MIN),
      },
    ),
  );
  return true;
}
