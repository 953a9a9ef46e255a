// The order mails (#26), in the order's language, after the change they tell of has committed: the confirmation
// (with the signed link, a guest's way back to the order), payment received, shipped (with the tracking link).
// Each kind goes at most once per order (orders.mails_sent is claimed first), so a replayed call mails nothing.
import { LANGUAGE_CODES, type LanguageCode, orderNumber } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { ORDER_MAIL_WORDS, type OrderMailKind } from '../mail/order-mail-words.js';
import { renderMail } from '../mail/render-mail.js';
import { orderLinkPath } from './order-link.js';
import { originOf, storefrontHost } from './storefront-origin.js';

interface MailOrder {
  email: string;
  first_name: string | null;
  locale: string | null;
  site_id: number;
  site_name: string;
  host: string | null;
  tracking_number: string | null;
}

export async function sendOrderMail(
  db: Queryable,
  mailer: Mailer,
  template: string,
  orderId: number,
  kind: OrderMailKind,
): Promise<boolean> {
  const [order] = await db.query<MailOrder>(
    `UPDATE orders o SET mails_sent = array_append(o.mails_sent, $2)
     FROM sites s WHERE o.id = $1 AND s.id = o.site_id AND NOT ($2 = ANY(o.mails_sent))
     RETURNING o.email, coalesce((SELECT first_name FROM users WHERE id = o.user_id), o.delivery->'address'->>'first_name') AS first_name,
       o.locale, o.site_id, s.name AS site_name, o.storefront_host AS host, o.tracking_number`,
    [orderId, kind],
  );
  if (!order) return false;
  const locale: LanguageCode = (LANGUAGE_CODES as readonly string[]).includes(order.locale ?? '')
    ? (order.locale as LanguageCode)
    : 'en';
  const host = order.host ?? (await storefrontHost(db, order.site_id, {}, template));
  const base = `${originOf(template, host)}/${locale}`;
  const link =
    kind === 'order-shipped' && order.tracking_number
      ? `${base}/tracking/${order.tracking_number}`
      : `${base}${await orderLinkPath(db, orderId)}`;
  mailer.queue(
    renderMail(
      kind,
      ORDER_MAIL_WORDS[kind][locale],
      locale,
      { email: order.email, firstName: order.first_name ?? '' },
      order.site_name,
      link,
      { number: orderNumber(orderId), tracking: order.tracking_number ?? '' },
    ),
  );
  return true;
}
