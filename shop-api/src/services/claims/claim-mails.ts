// The claim mails (#28), in the claim's language, to the order's e-mail, after the change has committed: the claim
// received, and each status the operator moves it to. The link is the order's signed page link: the mail goes to
// the order's address, so whoever reads it may see the order and its claims.
import {
  type ClaimStatus,
  claimNumber,
  LANGUAGE_CODES,
  type LanguageCode,
  orderNumber,
} from '@storefront/shared-types';
import type { Queryable } from '../../db/database.js';
import { CLAIM_MAIL_WORDS, CLAIM_STATUS_WORDS, type ClaimMailKind } from '../mail/claim-mail-words.js';
import type { Mailer } from '../mail/mailer.js';
import { renderMail } from '../mail/render-mail.js';
import { orderLinkPath } from '../orders/order-link.js';
import { originOf, storefrontHost } from '../orders/storefront-origin.js';

export async function sendClaimMail(
  db: Queryable,
  mailer: Mailer,
  template: string,
  claimId: number,
  kind: ClaimMailKind,
): Promise<boolean> {
  const [claim] = await db.query<{
    order_id: number;
    status: ClaimStatus;
    email: string;
    first_name: string | null;
    locale: string | null;
    site_id: number;
    site_name: string;
    host: string | null;
  }>(
    `SELECT c.order_id, c.status, o.email, (SELECT first_name FROM users WHERE id = o.user_id) AS first_name,
       (SELECT iso_code FROM languages WHERE id = c.language_id) AS locale, o.site_id, s.name AS site_name,
       o.storefront_host AS host
     FROM claims c JOIN orders o ON o.id = c.order_id JOIN sites s ON s.id = o.site_id WHERE c.id = $1`,
    [claimId],
  );
  if (!claim) return false;
  const locale: LanguageCode = (LANGUAGE_CODES as readonly string[]).includes(claim.locale ?? '')
    ? (claim.locale as LanguageCode)
    : 'en';
  const host = claim.host ?? (await storefrontHost(db, claim.site_id, {}, template));
  const link = `${originOf(template, host)}/${locale}${await orderLinkPath(db, claim.order_id)}`;
  mailer.queue(
    renderMail(
      kind,
      CLAIM_MAIL_WORDS[kind][locale],
      locale,
      { email: claim.email, firstName: claim.first_name ?? '' },
      claim.site_name,
      link,
      {
        number: claimNumber(claimId),
        order: orderNumber(claim.order_id),
        status: CLAIM_STATUS_WORDS[claim.status][locale],
      },
    ),
  );
  return true;
}
