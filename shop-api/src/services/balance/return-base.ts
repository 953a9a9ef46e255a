import type { Queryable } from '../../db/database.js';
import { requestStorefrontOrigin } from '../orders/storefront-origin.js';

/**
 * Where a provider sends the shopper back after a top-up or an invoice payment: the storefront host they are on
 * (checked against the site's hosts, as for orders) and the language prefix of the call (`http://localhost:3000/en`).
 * The payment service appends the outcome page (/balance/pay, /invoice/accept|decline).
 */
export async function payableReturnBase(
  db: Queryable,
  headers: Record<string, string | string[] | undefined>,
  template: string,
  languageId: number,
): Promise<string> {
  const { origin, siteId } = await requestStorefrontOrigin(db, headers, template);
  const [language] = await db.query<{ iso_code: string }>(
    `SELECT coalesce((SELECT iso_code FROM languages WHERE id = $1),
       (SELECT l.iso_code FROM sites s JOIN languages l ON l.id = s.default_language_id WHERE s.id = $2)) AS iso_code`,
    [languageId, siteId],
  );
  return `${origin}/${language?.iso_code ?? 'en'}`;
}
