// The quote mails (#27), in the quote's language, after the change they tell of has committed: requested, priced,
// info needed, offered (to the e-mail the operator gave), paid, shipped. Each goes at most once per step of the
// quote's timeline (quotes.mails_sent holds kind#event id, claimed first), so a replayed call or a provider's
// notification and its reconciliation together mail once, while a second round of questions mails again.
import { LANGUAGE_CODES, type LanguageCode, quoteNumber } from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { QUOTE_MAIL_WORDS, type QuoteMailKind } from '../mail/quote-mail-words.js';
import { renderMail } from '../mail/render-mail.js';
import { originOf, storefrontHost } from '../orders/storefront-origin.js';

const PAGE: Record<QuoteMailKind, string> = {
  'quote-requested': 'quotes',
  'quote-priced': 'quotes',
  'quote-info-needed': 'order-additional-info-needed',
  'quote-offered': 'create-order',
  'quote-paid': 'quotes',
  'quote-shipped': 'quotes',
};

interface MailQuote {
  slug: string;
  email: string | null;
  first_name: string | null;
  locale: string | null;
  site_id: number;
  site_name: string;
  host: string | null;
  total: number | null;
  tracking_number: string | null;
}

export async function sendQuoteMail(
  db: Queryable,
  mailer: Mailer,
  template: string,
  quoteId: number,
  kind: QuoteMailKind,
): Promise<boolean> {
  const [quote] = await db.query<MailQuote>(
    `UPDATE quotes q SET mails_sent = array_append(q.mails_sent, m.claim)
     FROM sites s, (SELECT $2 || '#' || coalesce(max(id), 0) AS claim FROM quote_events WHERE quote_id = $1) m
     WHERE q.id = $1 AND s.id = q.site_id AND NOT (m.claim = ANY(q.mails_sent))
     RETURNING q.slug, coalesce((SELECT email FROM users WHERE id = q.user_id), q.offer_email) AS email,
       (SELECT first_name FROM users WHERE id = q.user_id) AS first_name,
       (SELECT iso_code FROM languages WHERE id = q.language_id) AS locale, q.site_id, s.name AS site_name,
       q.storefront_host AS host, q.total::float8 AS total, q.tracking_number`,
    [quoteId, kind],
  );
  if (!quote?.email) return false;
  const locale: LanguageCode = (LANGUAGE_CODES as readonly string[]).includes(quote.locale ?? '')
    ? (quote.locale as LanguageCode)
    : 'en';
  const host = quote.host ?? (await storefrontHost(db, quote.site_id, {}, template));
  const link = `${originOf(template, host)}/${locale}/${PAGE[kind]}/${quote.slug}`;
  mailer.queue(
    renderMail(
      kind,
      QUOTE_MAIL_WORDS[kind][locale],
      locale,
      { email: quote.email, firstName: quote.first_name ?? '' },
      quote.site_name,
      link,
      {
        number: quoteNumber(quoteId),
        total: quote.total === null ? '' : quote.total.toFixed(2),
        tracking: quote.tracking_number ?? '',
      },
    ),
  );
  return true;
}
