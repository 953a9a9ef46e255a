// The forward-request mails (#27), in the language the request was declared in, after the change they tell of has
// committed: declared, arrived (choose shipping and pay), shipped (the tracking link). Each kind goes at most once
// per request (mails_sent is claimed first), so a replayed operator call mails nothing.
import { forwardRequestNumber, LANGUAGE_CODES, type LanguageCode } from '@storefront/shared-types';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { FORWARDING_MAIL_WORDS, type ForwardRequestMailKind } from '../mail/forwarding-mail-words.js';
import type { Mailer } from '../mail/mailer.js';
import { renderMail } from '../mail/render-mail.js';
import { originOf, storefrontHost } from '../orders/storefront-origin.js';

export async function sendForwardRequestMail(
  db: Queryable,
  mailer: Mailer,
  template: string,
  id: number,
  kind: ForwardRequestMailKind,
): Promise<boolean> {
  const [request] = await db.query<{
    slug: string;
    email: string;
    first_name: string;
    locale: string;
    site_id: number;
    site_name: string;
    host: string | null;
    shop_name: string;
    tracking_number: string | null;
  }>(
    `UPDATE forward_requests f SET mails_sent = array_append(f.mails_sent, $2)
     FROM users u, sites s, languages l
     WHERE f.id = $1 AND u.id = f.user_id AND s.id = f.site_id AND l.id = f.language_id AND NOT ($2 = ANY(f.mails_sent))
     RETURNING f.slug, u.email, u.first_name, l.iso_code AS locale, f.site_id, s.name AS site_name,
       f.storefront_host AS host, f.shop_name, f.tracking_number`,
    [id, kind],
  );
  if (!request) return false;
  const locale: LanguageCode = (LANGUAGE_CODES as readonly string[]).includes(request.locale)
    ? (request.locale as LanguageCode)
    : 'en';
  const host = request.host ?? (await storefrontHost(db, request.site_id, {}, template));
  const base = `${originOf(template, host)}/${locale}`;
  const link =
    kind === 'forward-request-shipped' && request.tracking_number
      ? `${base}/tracking/${request.tracking_number}`
      : `${base}/forwarding/${request.slug}`;
  mailer.queue(
    renderMail(
      kind,
      FORWARDING_MAIL_WORDS[kind][locale],
      locale,
      { email: request.email, firstName: request.first_name },
      request.site_name,
      link,
      { number: forwardRequestNumber(id), shop: request.shop_name, tracking: request.tracking_number ?? '' },
    ),
  );
  return true;
}

/** Mails in the background (after the commit); a failure is logged, never the caller's answer. */
export function forwardRequestMailLater(
  fastify: FastifyInstance,
  id: number,
  kind: ForwardRequestMailKind,
): void {
  sendForwardRequestMail(fastify.db, fastify.mailer, fastify.storefrontOriginTemplate, id, kind).catch(
    (error) => fastify.log.warn({ err: error, forwardRequestId: id, kind }, 'forward request mail not sent'),
  );
}
